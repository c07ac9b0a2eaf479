// expect lint/style/noRestrictedImports: Nothing but src/main.tsx imports src/app/
// An entry file beside src/app/ (not main.tsx) importing the app.
import { useMainMenu } from '../../../src/app/shell/nav-links';

export const used = useMainMenu;
