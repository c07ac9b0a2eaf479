// expect lint/style/noRestrictedImports: Only src/api/ talks to the network (ofetch)
// A worker fetching without src/api/.
import { ofetch } from 'ofetch';

export const get = ofetch;
