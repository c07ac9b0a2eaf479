// expect lint/style/noRestrictedImports: Reach workers through their *.bridge.ts (comlink)
// A shared hook importing comlink.
import { wrap } from 'comlink';

export const connect = wrap;
