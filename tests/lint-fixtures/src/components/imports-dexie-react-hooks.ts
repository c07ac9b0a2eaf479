// expect lint/style/noRestrictedImports: Components take their data as props
// A component importing dexie-react-hooks.
import { useLiveQuery } from 'dexie-react-hooks';

export const useQuery = useLiveQuery;
