// expect lint/style/noRestrictedImports: Imports point down: src/api/ does not import
// The network layer importing a shared hook above it.
import { useOnline } from '../../../../src/lib/use-online';

export const used = useOnline;
