// expect lint/style/noRestrictedImports: Only src/api/ talks to the network (ofetch)
// The database layer fetching.
import { ofetch } from 'ofetch';

export const get = ofetch;
