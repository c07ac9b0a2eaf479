// expect lint/style/noRestrictedImports: src/first-visit/ stands just above src/domain/
// The first-visit path building an API path itself, while src/api/ reads the page seed from it: a loop of folders.
import { productListPath } from '../../../../src/api/products';

export const used = productListPath;
