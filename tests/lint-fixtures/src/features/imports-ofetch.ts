// expect lint/style/noRestrictedImports: Only src/api/ talks to the network (ofetch)
// A feature importing ofetch.
import { ofetch } from 'ofetch';

export const get = ofetch;
