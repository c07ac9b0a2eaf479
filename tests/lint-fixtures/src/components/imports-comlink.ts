// expect lint/style/noRestrictedImports: Reach workers through their *.bridge.ts (comlink)
// A component importing comlink.
import { wrap } from 'comlink';

export const connect = wrap;
