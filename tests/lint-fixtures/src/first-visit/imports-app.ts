// expect lint/style/noRestrictedImports: src/first-visit/ does not import app, features or components
// A part of the first-visit path (not the server's render) reaching into the app.
import { useMainMenu } from '../../../../src/app/shell/nav-links';

export const used = useMainMenu;
