// A DOM for drawing the app's views in Node beside the real server in one process: happy-dom's document, window,
// storage and DOM classes become globals, while Node keeps its own fetch, Request, Response, URL, Blob and typed
// arrays (vitest's happy-dom environment swaps those too, and the server and its database need Node's). Import it
// before React.
import { GlobalWindow } from 'happy-dom';
import { populateGlobal } from 'vitest/runtime';

export const domWindow = new GlobalWindow({
  url: 'http://localhost/',
  settings: { disableErrorCapturing: true, navigator: { userAgent: 'Node' } },
});

const global = globalThis as unknown as Record<string, unknown>;
const nodeOwn = [
  'Blob',
  'File',
  'FormData',
  'DOMException',
  'Performance',
  'Crypto',
  'WebSocket',
  'ArrayBuffer',
  'Uint8Array',
  'Uint16Array',
  'Uint32Array',
  'Uint8ClampedArray',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Float32Array',
  'Float64Array',
];
const kept = new Map(nodeOwn.map((key) => [key, global[key]]));
populateGlobal(global, domWindow as unknown as object, { bindFunctions: true });
for (const [key, value] of kept) {
  if (value !== undefined) Object.defineProperty(global, key, { value, configurable: true, writable: true });
}
for (const key of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(global, key, { value: domWindow[key], configurable: true, writable: true });
}
// React's act() in a test environment.
global.IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Runs `work` with no `window` in sight: the in-memory database (PGlite, built with Emscripten) takes a global window
 * for a browser's when it starts. Start the shop through this.
 */
export async function withoutWindow<T>(work: () => Promise<T>): Promise<T> {
  const saved = Object.getOwnPropertyDescriptor(global, 'window');
  delete global.window;
  try {
    return await work();
  } finally {
    if (saved) Object.defineProperty(global, 'window', saved);
  }
}
