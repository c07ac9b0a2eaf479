// expect lint/style/noRestrictedImports: Reach workers through their *.bridge.ts (comlink)
// The network layer talking to a worker.
import { wrap } from 'comlink';

export const connect = wrap;
