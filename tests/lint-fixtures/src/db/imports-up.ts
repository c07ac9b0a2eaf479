// expect lint/style/noRestrictedImports: Imports point down: src/db/ does not import
// The database layer importing a shared hook above it.
import { useOnline } from '../../../../src/lib/use-online';

export const used = useOnline;
