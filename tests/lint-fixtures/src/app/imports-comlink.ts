// expect lint/style/noRestrictedImports: Reach workers through their *.bridge.ts (comlink)
// The app shell importing comlink.
import { wrap } from 'comlink';

export const connect = wrap;
