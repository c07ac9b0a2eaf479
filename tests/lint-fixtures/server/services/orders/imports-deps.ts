// expect lint/style/noRestrictedImports: A service takes what it needs as parameters
// A service reaching for the whole container instead of the values it needs.
import type { Deps } from '../../../../../server/deps';

export const dataDirOf = (deps: Deps) => deps.dataDir;
