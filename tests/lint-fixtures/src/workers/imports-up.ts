// expect lint/style/noRestrictedImports: Imports point down: src/workers/ and src/sw/ do not import
// A worker importing a shared hook above it.
import { useOnline } from '../../../../src/lib/use-online';

export const used = useOnline;
