// expect lint/style/noRestrictedImports: src/lib/ does not import src/app/
// A shared hook importing the app shell.
import { useMainMenu } from '../../../../src/app/shell/nav-links';

export const used = useMainMenu;
