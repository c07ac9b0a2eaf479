import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiGet, RenderModule } from '../first-visit/built-page';
import { pages } from '../first-visit/pages';
import * as serverRender from './server-render';
import { renderPage, renderShell, warmUp } from './server-render';

const messages = JSON.parse(readFileSync('src/locales/no/messages.json', 'utf8')).messages;

const product = (articleId: number, articleName: string) => ({
  articleId,
  articleNumber: `0 986 ${articleId}`,
  articleName,
  mfrName: 'Bosch',
  price: 499,
  images: [],
});
const listOf = (name: string) => ({
  total: 1,
  page: 1,
  pages: 1,
  from: 1,
  to: 1,
  items: [product(1, name)],
  filters: [],
});
const tree = {
  data: {
    data: {
      array: [
        { name: 'Bremser', slug: 'bremser', value: [1], index: 0, layout: 'grid', image: '', subItems: [] },
      ],
    },
  },
};

const treeWithPads = {
  data: {
    data: {
      array: [
        {
          ...tree.data.data.array[0],
          subItems: [
            {
              name: 'Bremseklosser',
              slug: 'bremseklosser',
              value: [2],
              index: 0,
              layout: 'grid',
              image: '',
              subItems: [],
            },
          ],
        },
      ],
    },
  },
};

/** The API as the server reads it in-process; each list answers only once `release` is called. */
function api() {
  const waiting: (() => void)[] = [];
  const get: ApiGet = async (path) => {
    if (path.startsWith('/category/list/sidebaritems')) return { status: 200, body: tree };
    if (path.startsWith('/setting/settings')) return { status: 404, body: null };
    if (path.startsWith('/tecdoc/get-products')) {
      await new Promise<void>((release) => waiting.push(release));
      return {
        status: 200,
        body: listOf(path.includes('category=bremser') ? 'Bremseklosser' : 'Oljefilter'),
      };
    }
    return { status: 404, body: null };
  };
  return { get, waiting };
}

describe('the server render', () => {
  // The code of every page the server draws, loaded (and, here, compiled) once, as the server does on start.
  beforeAll(() => warmUp(), 60_000);

  it('has the exports the server and the build load from its Node build', () => {
    const loaded: RenderModule = serverRender;
    expect(Object.keys(loaded).sort()).toEqual(['renderPage', 'renderShell', 'warmUp']);
  });

  it('renders two pages at once, each with its own answers and texts', async () => {
    const { get, waiting } = api();
    const brakes = renderPage(messages, '/catalog/bremser', get);
    const all = renderPage(messages, '/catalog/products?page=1', get);
    // Both are under way before either has its data: the second answer is given first.
    await expect.poll(() => waiting.length).toBe(2);
    waiting[1]?.();
    waiting[0]?.();
    const [one, two] = await Promise.all([brakes, all]);
    expect(one?.html).toContain('Bremseklosser');
    expect(one?.html).not.toContain('Oljefilter');
    expect(two?.html).toContain('Oljefilter');
    expect(two?.html).not.toContain('Bremseklosser');
    expect(one?.seed.url).toBe('/catalog/bremser');
    expect(Object.keys(two?.seed.answers ?? {})).toEqual([
      '/category/list/sidebaritems?lang=no',
      expect.stringContaining('/tecdoc/get-products'),
    ]);
    // Norwegian texts, no message ids.
    expect(one?.html).toContain('Handlekurv');
  });

  it('draws the shell: header and footer in Norwegian around an empty page area', async () => {
    const html = await renderShell(messages);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Handlekurv');
  });

  it('draws every page of its own texts, each with its heading, from the tree alone', async () => {
    const { get } = api();
    const drawn = pages.filter((page) => page.reads === 'nothing');
    expect(drawn.length).toBeGreaterThan(3);
    for (const { path } of drawn) {
      const page = await renderPage(messages, path, get);
      expect(page?.html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(Object.keys(page?.seed.answers ?? {}), path).toEqual(['/category/list/sidebaritems?lang=no']);
    }
  });

  it('draws a search with its results', async () => {
    const { get } = api();
    const page = await renderPage(messages, '/products?search=bremse', async (path) =>
      path.startsWith('/tecdoc/search?') ? { status: 200, body: listOf('Bremseklosser foran') } : get(path),
    );
    expect(page?.html).toContain('Bremseklosser foran');
    expect(Object.keys(page?.seed.answers ?? {})).toContain(
      '/tecdoc/search?search=bremse&lang=no&page=1&perPage=16',
    );
  });

  it('draws a category with others below it as their cards', async () => {
    const { get } = api();
    const page = await renderPage(messages, '/catalog/bremser', async (path) =>
      path.startsWith('/category/list/sidebaritems') ? { status: 200, body: treeWithPads } : get(path),
    );
    expect(page?.html).toContain('Bremseklosser');
    expect(page?.html).toContain('/catalog/bremser/products');
  });

  it('draws a page of what the device keeps as its frame, signed out: its heading, never the sign-in', async () => {
    const { get } = api();
    const framed = pages.filter((page) => page.reads === 'device' && !page.path.includes(':'));
    expect(framed.map((page) => page.path)).toContain('/account/dashboard');
    const cart = await renderPage(messages, '/cart', get);
    expect(cart?.html).toContain('Handlekurv');
    expect(cart?.html).toContain('aria-busy="true"');
    for (const { path } of framed) {
      const page = await renderPage(messages, path, get);
      expect(page?.html, path).toMatch(/<h1[^>]*>[^<]+/);
      // Never the sign-in form a signed-out visitor is sent to: the guard decides in the browser.
      expect(page?.html, path).not.toContain('sign-in-form');
      expect(Object.keys(page?.seed.answers ?? {}), path).toEqual(['/category/list/sidebaritems?lang=no']);
    }
  });

  it('leaves a page that reads no data of its own, or whose data is missing, to the client', async () => {
    const { get } = api();
    expect(await renderPage(messages, '/track-order', get)).toBeNull();
    expect(await renderPage(messages, '/products/1-x', get)).toBeNull();
  });
});
