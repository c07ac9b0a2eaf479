// @engines: pglite
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  admin = (await signIn(t.db, t.auth, { email: 'admin@bildeler.no', role: 'ADMIN' })).token;
  customer = (await signIn(t.db, t.auth, { email: 'kunde@example.no' })).token;
});
afterAll(() => t?.close());

const PATH = '/api/category/list/admin/sidebaritems';
type Row = {
  name: string;
  slug: string;
  parent: string | null;
  depth: number;
  subItems: number;
  value: number[];
};
type Tree = { name: string; slug: string; value: number[]; subItems: Tree[] };
const list = async (query: string, token = admin) => {
  const res = await t.app.request(`${PATH}?${query}`, { headers: { Authorization: token } });
  return { status: res.status, body: await res.json() };
};
const count = (items: Tree[]): number => items.reduce((sum, item) => sum + 1 + count(item.subItems), 0);

describe('GET /api/category/list/admin/sidebaritems', () => {
  it('answers 401 without a token and 403 for a customer', async () => {
    const anonymous = await t.app.request(`${PATH}?lang=en`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toBe('UNAUTHORIZED');
    const denied = await list('lang=en', customer);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: 'FORBIDDEN', message: 'You do not have access to this.' });
  });

  it('lists the whole tree flat, in reading order, 20 a page by default', async () => {
    const tree: Tree[] = (await (await t.app.request('/api/category/list/sidebaritems?lang=en')).json()).data
      .data.array;
    const total = count(tree);
    const first = await list('lang=en');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      type: 'page',
      limit: 20,
      total,
      page: 1,
      pages: Math.ceil(total / 20),
      from: 1,
      to: 20,
    });
    const top = tree[0] as Tree;
    const items: Row[] = first.body.data.items;
    expect(items[0]).toEqual({
      name: top.name,
      slug: top.slug,
      parent: null,
      depth: 1,
      subItems: top.subItems.length,
      value: top.value,
    });
    // Each row's parent is the nearest row above it one level up.
    const all: Row[] = (await list('lang=en&perPage=100')).body.data.items.concat(
      (await list('lang=en&perPage=100&page=2')).body.data.items,
    );
    expect(all).toHaveLength(total);
    for (const [i, row] of all.entries()) {
      const above = all
        .slice(0, i)
        .reverse()
        .find((r) => r.depth === row.depth - 1);
      expect(row.parent).toBe(row.depth === 1 ? null : above?.slug);
    }
    expect(Math.max(...all.map((r) => r.depth))).toBe(4);
    expect(new Set(all.map((r) => r.slug)).size).toBe(total);
  });

  it('pages 1-based: page 2 of 5 is rows 6–10', async () => {
    const page1 = (await list('lang=no&perPage=5')).body.data;
    const page2 = (await list('lang=no&perPage=5&page=2')).body.data;
    expect(page2).toMatchObject({ page: 2, limit: 5, from: 6, to: 10 });
    expect(page2.items).toHaveLength(5);
    expect(page2.items[0].slug).not.toBe(page1.items[0].slug);
    const all = (await list('lang=no&perPage=10')).body.data.items;
    expect([...page1.items, ...page2.items]).toEqual(all);
  });

  it('answers in the asked language', async () => {
    const en = (await list('lang=en&perPage=1')).body.data.items[0];
    const no = (await list('lang=no&perPage=1')).body.data.items[0];
    const ar = (await list('lang=ar&perPage=1')).body.data.items[0];
    expect(en.name).toBe('Battery');
    expect(no.slug).toBe(en.slug);
    expect(no.name).not.toBe('Battery');
    expect(ar.name).toMatch(/[\u0600-\u06ff]/);
  });

  it('searches names and slugs, ignoring case', async () => {
    const byName = (await list('lang=en&search=BATT&perPage=100')).body.data;
    expect(byName.total).toBeGreaterThan(0);
    for (const row of byName.items as Row[])
      expect(`${row.name} ${row.slug}`.toLowerCase()).toContain('batt');
    expect(byName.items.map((r: Row) => r.name)).toContain('Battery');
    // The Norwegian slug is found from the English list too.
    const bySlug = (await list('lang=en&search=bremser')).body.data;
    expect(bySlug.items.map((r: Row) => r.slug)).toContain('bremser');
    const none = (await list('lang=en&search=zzzz-nothing')).body.data;
    expect(none).toMatchObject({ total: 0, items: [], from: 0, to: 0, pages: 1 });
    // Blank search is no search.
    expect((await list('lang=en&search=%20%20')).body.data.total).toBe(
      (await list('lang=en')).body.data.total,
    );
  });

  it.each([
    'perPage=0',
    'perPage=101',
    'perPage=abc',
    'page=0',
    'page=-1',
    'lang=de',
    `search=${'x'.repeat(101)}`,
  ])('refuses %s with 400', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
  });

  it('never answers 5xx to random query strings', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer().map(String),
      fc.constantFrom('0', '1e3', '%'),
    );
    const query = fc.dictionary(fc.constantFrom('lang', 'page', 'perPage', 'search'), value, { maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const res = await list(new URLSearchParams(params).toString());
        expect(res.status).toBeLessThan(500);
        if (res.status === 200) expect(res.body.data.items.length).toBeLessThanOrEqual(res.body.data.limit);
      }),
      { numRuns: 100 },
    );
  });
});
