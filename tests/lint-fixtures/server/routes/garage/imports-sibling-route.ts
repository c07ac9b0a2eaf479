// expect lint/style/noRestrictedImports: A route does not import another route folder
// A route importing a module of the route folder next to it.
import { used as cartPart } from '../cart/imports-route-folder';

export const used = cartPart;
