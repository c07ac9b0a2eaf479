// expect lint/style/noRestrictedImports: src/first-visit/ stands just above src/domain/
// The first-visit path reaching into the app.
import { useMainMenu } from '../../../../src/app/shell/nav-links';

export const used = useMainMenu;
