// expect lint/style/noRestrictedImports: Only src/api/ talks to the network (ofetch)
// A shared hook importing ofetch.
import { ofetch } from 'ofetch';

export const get = ofetch;
