// expect lint/style/noRestrictedImports: Components do not import src/app/
// A component importing the app shell.
import { useMainMenu } from '../../../../src/app/shell/nav-links';

export const used = useMainMenu;
