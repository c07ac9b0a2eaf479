// expect lint/style/noRestrictedImports: Features do not import src/app/
// A feature importing the app shell.
import { useMainMenu } from '../../../../src/app/shell/nav-links';

export const used = useMainMenu;
