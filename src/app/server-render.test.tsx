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

  it('draws every page of its own texts and forms, each with its heading, from the tree alone', async () => {
    const { get } = api();
    const drawn = pages.filter((page) => page.reads === 'nothing');
    expect(drawn.length).toBeGreaterThan(5);
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

  it('leaves a path with no route, or a page whose data is missing, to the client', async () => {
    const { get } = api();
    expect(await renderPage(messages, '/no-such-page', get)).toBeNull();
    expect(await renderPage(messages, '/products/1-x', get)).toBeNull();
  });

  /** `api()` with `answers` by path prefix, recording each path read with the round it was asked in. */
  function steps(answers: Record<string, unknown>) {
    const { get } = api();
    const asked: string[] = [];
    const read: ApiGet = async (path) => {
      asked.push(path);
      const key = Object.keys(answers).find((prefix) => path.startsWith(prefix));
      return key ? { status: 200, body: answers[key] } : get(path);
    };
    return { read, asked };
  }

  it('draws an article page: the number looked up, then the product it found', async () => {
    const pads = product(1000094, 'Bremseklosser foran');
    const { read, asked } = steps({
      '/tecdoc/get-product-by-article-number?': { product: pads },
      '/product/item?id=1000094&': { product: { ...pads, name: 'ATE bremseklosser foran' } },
    });
    const page = await renderPage(messages, '/catalog/article?n=0%20986%201000094', read);
    expect(page?.html).toMatch(/<h1[^>]*>ATE bremseklosser foran</);
    expect(page?.html).toContain('data-testid="product-page"');
    // The product's page is asked for only once the lookup has answered with its id.
    expect(asked.filter((path) => !path.startsWith('/category') && !path.startsWith('/setting'))).toEqual([
      '/tecdoc/get-product-by-article-number?lang=no&articleNumber=09861000094',
      '/product/item?id=1000094&lang=no',
    ]);
    expect(Object.keys(page?.seed.answers ?? {})).toEqual([
      '/category/list/sidebaritems?lang=no',
      '/tecdoc/get-product-by-article-number?lang=no&articleNumber=09861000094',
      '/product/item?id=1000094&lang=no',
    ]);
  });

  it('draws a product preview from the lookup alone', async () => {
    const { read, asked } = steps({
      '/tecdoc/get-product-by-article-number?': { product: product(1000094, 'Bremseklosser foran') },
    });
    const page = await renderPage(messages, '/product-preview/0%20986%201000094', read);
    expect(page?.html).toMatch(/<h1[^>]*>Bremseklosser foran</);
    expect(asked.some((path) => path.startsWith('/product/item'))).toBe(false);
  });

  it("draws a plate's page: the vehicle, its categories and its parts", async () => {
    const vehicle = {
      carId: 4321,
      vehicleDetails: {
        manuId: 1,
        modId: 2,
        manuName: 'VOLKSWAGEN',
        modelname: 'GOLF VII',
        typeName: '1.6 TDI',
        yearOfConstrFrom: 2015,
      },
    };
    const categories = {
      ...listOf('Bremseklosser'),
      total: 42,
      filters: [
        {
          type: 'category',
          slug: 'category',
          value: null,
          items: [{ slug: 'bremser', name: 'Bremser', count: 42 }],
        },
      ],
    };
    const { read, asked } = steps({
      '/tecdoc/search-by-registration-number?': { registrationNumber: 'ZJ24889', vehicle },
      '/tecdoc/get-products?lang=no&page=1&perPage=1&carId=4321': categories,
      '/tecdoc/get-products?lang=no&page=1&perPage=16&carId=4321': listOf('Bremseskiver til Golf'),
    });
    const page = await renderPage(messages, '/all?registreringsNummer=ZJ24889&parts', read);
    expect(page?.html).toMatch(/<h1[^>]*>Deler til VOLKSWAGEN GOLF VII[^<]*</);
    expect(page?.html).toContain('Bremseskiver til Golf');
    expect(page?.html).toContain('/catalog/bremser/products?vehicle=4321');
    // Round by round: the plate, then both of the vehicle's reads at once.
    expect(asked.filter((path) => path.startsWith('/tecdoc'))).toEqual([
      '/tecdoc/search-by-registration-number?registrationNumber=ZJ24889&lang=no',
      '/tecdoc/get-products?lang=no&page=1&perPage=1&carId=4321&sort=default',
      '/tecdoc/get-products?lang=no&page=1&perPage=16&carId=4321&sort=default',
    ]);
    expect(Object.keys(page?.seed.answers ?? {})).toHaveLength(4);
  });

  it('leaves an unknown plate or article number to the client, asking nothing more', async () => {
    const { read, asked } = steps({});
    expect(await renderPage(messages, '/all?registreringsNummer=XX99999', read)).toBeNull();
    expect(await renderPage(messages, '/catalog/article?n=404', read)).toBeNull();
    expect(asked.filter((path) => path.startsWith('/tecdoc'))).toEqual([
      '/tecdoc/search-by-registration-number?registrationNumber=XX99999&lang=no',
      '/tecdoc/get-product-by-article-number?lang=no&articleNumber=404',
    ]);
  });
});
