// expect lint/style/noRestrictedImports: server/ imports of src/ come only from src/domain/ and src/first-visit/
// The server importing the app's render from its source instead of loading its build.
import { renderPage } from '../../../src/app/server-render';

export const used = renderPage;
