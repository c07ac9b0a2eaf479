import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiGet, RenderModule } from '../first-visit/built-page';
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
  it('has the exports the server and the build load from its Node build', () => {
    const loaded: RenderModule = serverRender;
    expect(Object.keys(loaded).sort()).toEqual(['renderPage', 'renderShell', 'warmUp']);
  });

  it('renders two pages at once, each with its own answers and texts', async () => {
    await warmUp();
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

  it('leaves a page that reads no data of its own, or whose data is missing, to the client', async () => {
    const { get } = api();
    expect(await renderPage(messages, '/cart', get)).toBeNull();
    expect(await renderPage(messages, '/products/1-x', get)).toBeNull();
  });
});
