// Request-time rendering of the public pages (docs/decisions.md "The server draws the public pages"), with the Node build of src/app/server-render.tsx the build leaves in
// {dist}/.ssr. A page whose data cannot be had, a render that fails or one past its budget gives null: the client
// draws that page.
import { pathToFileURL } from 'node:url';
import type { ApiGet, RenderedPage, RenderModule } from '../../src/first-visit/built-page';

/** `ready` settles once the render's code is loaded and tried (it never fails: a broken build renders nothing). */
export type PageRenderer = ((url: string) => Promise<RenderedPage | null>) & { ready: Promise<void> };

/**
 * The renderer of the build of server-render.tsx at `moduleFile`, drawing in Norwegian with `messages`. `get` reads the
 * API in-process. `timeoutMs`: past this the render is aborted and the page left to the client.
 */
export function pageRenderer(
  moduleFile: string,
  messages: Record<string, unknown>,
  get: ApiGet,
  { timeoutMs = 2000, onError }: { timeoutMs?: number; onError?: (error: unknown, url: string) => void } = {},
): PageRenderer {
  // Loaded at once, with the pages' code, and tried on the list of all products, so that the first visitor's page
  // is not the one that waits for the code, the lazy parts and the first queries.
  const loaded = import(pathToFileURL(moduleFile).href).then(async (m: RenderModule) => {
    await m.warmUp?.();
    await m.renderPage(messages, '/catalog/products', get).catch(() => null);
    return m.renderPage;
  });
  loaded.catch((error) => onError?.(error, '(loading the server render)'));

  const render = async (url: string) => {
    // Past its budget the render is aborted (React's renderer gets the signal) and the client draws the page.
    const budget = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((done) => {
      timer = setTimeout(() => {
        budget.abort(new Error(`${url}: not rendered within ${timeoutMs} ms`));
        done(null);
      }, timeoutMs);
    });
    try {
      const rendering = loaded.then((renderPage) => renderPage(messages, url, get, budget.signal));
      // What an aborted render throws afterwards is expected, not a failure to report.
      rendering.catch(() => undefined);
      return await Promise.race([rendering, late]);
    } catch (error) {
      onError?.(error, url);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(render, {
    ready: loaded.then(
      () => undefined,
      () => undefined,
    ),
  });
}
