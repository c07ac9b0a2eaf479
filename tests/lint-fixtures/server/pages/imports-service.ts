// expect lint/style/noRestrictedImports: server/pages/ draws pages from the app's build and src/first-visit/
// A first-visit page reading the catalogue itself instead of through the API the app's render calls.
import { paging } from '../../../../server/services/catalogue/products';

export const used = paging;
