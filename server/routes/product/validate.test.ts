// @engines: pglite
// POST /api/product/validate: the price, discount and stock of articles this moment (not the cached catalogue
// answers), by id and by article number (every brand's article of a number), unknown ones listed.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownStockCeiling, type ValidateAnswer } from '../../../src/domain/checkout';
import { articles, brands } from '../../db/schema';
import { createTestApp, getJson, jsonPost } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Row = typeof articles.$inferSelect;
const byStock = async (stock: string) => {
  const [row] = await t.db.select().from(articles).where(eq(articles.stock, stock)).limit(1);
  if (!row) throw new Error(`no ${stock} article in the test catalogue`);
  return row;
};
let inStock: Row;
let backorder: Row;
let out: Row;
let onSale: Row;
/** Two articles of different brands that share one article number. */
let twins: [Row, Row];

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.05 });
  inStock = await byStock('in-stock');
  backorder = await byStock('on-backorder');
  out = await byStock('out-of-stock');
  const [sale] = await t.db.select().from(articles).where(isNotNull(articles.discount)).limit(1);
  if (!sale) throw new Error('no discounted article in the test catalogue');
  onSale = sale;
  const [other] = await t.db
    .select()
    .from(articles)
    .where(and(ne(articles.brandSlug, inStock.brandSlug), ne(articles.articleId, onSale.articleId)))
    .limit(1);
  if (!other) throw new Error('the test catalogue has one brand only');
  // Article numbers are per brand: another brand's article gets the in-stock one's number.
  await t.db
    .update(articles)
    .set({ articleNumber: inStock.articleNumber, searchNumber: inStock.searchNumber })
    .where(eq(articles.articleId, other.articleId));
  twins = [inStock, { ...other, articleNumber: inStock.articleNumber }];
});
afterAll(() => t?.close());

const validate = async (body: unknown, headers: Record<string, string> = {}) => {
  const res = await t.app.request('/api/product/validate', jsonPost(body, headers));
  return { status: res.status, body: await res.json(), headers: res.headers };
};
const articlesOf = (body: ValidateAnswer) => body.articles.map((a) => a.articleId);
const brandName = async (slug: string) =>
  (await t.db.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug)))[0]?.name;

describe('POST /api/product/validate by article id', () => {
  it('answers price, discount, unit price, stock and the units available now, names in the asked language', async () => {
    const res = await validate({
      articleIds: [inStock.articleId, backorder.articleId, out.articleId, onSale.articleId],
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const answer = res.body as ValidateAnswer;
    expect(articlesOf(answer)).toEqual([
      inStock.articleId,
      backorder.articleId,
      out.articleId,
      onSale.articleId,
    ]);
    expect(answer.articles[0]).toEqual({
      articleId: inStock.articleId,
      articleNumber: inStock.articleNumber,
      name: `${await brandName(inStock.brandSlug)} ${inStock.nameEn}`,
      mfrName: await brandName(inStock.brandSlug),
      price: inStock.price,
      discount: inStock.discount,
      unitPrice: inStock.discount ?? inStock.price,
      stock: 'in-stock',
      available: Math.min(inStock.stockCount, shownStockCeiling),
    });
    expect(inStock.stockCount).toBeGreaterThan(0);
    expect(answer.articles[1]).toMatchObject({ stock: 'on-backorder', available: null });
    expect(answer.articles[2]).toMatchObject({ stock: 'out-of-stock', available: 0 });
    expect(answer.articles[3]).toMatchObject({
      price: onSale.price,
      discount: onSale.discount,
      unitPrice: onSale.discount,
    });
    expect(answer.unknown).toEqual({ articleIds: [], articleNumbers: [] });
  });

  it('names in Norwegian without a lang, in Arabic with ar', async () => {
    const no = await validate({ articleIds: [inStock.articleId] });
    expect(no.body.articles[0].name).toContain(inStock.nameNo);
    const ar = await validate({ articleIds: [inStock.articleId], lang: 'ar' });
    expect(ar.body.articles[0].name).toContain(inStock.nameAr);
  });

  it('lists unknown ids and answers each known article once', async () => {
    const res = await validate({ articleIds: [2_000_000_000, inStock.articleId, 1, inStock.articleId] });
    expect(res.status).toBe(200);
    expect(articlesOf(res.body)).toEqual([inStock.articleId]);
    expect(res.body.unknown).toEqual({ articleIds: [2_000_000_000, 1], articleNumbers: [] });
  });

  it('answers the price and stock of this moment, not the catalogue’s cached answer', async () => {
    const item = `/api/product/item?id=${backorder.articleId}&lang=no`;
    expect((await getJson(t.app, item)).body.product.price).toBe(backorder.price);
    await t.db
      .update(articles)
      .set({ price: backorder.price + 50, discount: null, stock: 'in-stock', stockCount: 3 })
      .where(eq(articles.articleId, backorder.articleId));
    try {
      // The catalogue still answers from its cache (nothing raised its version) …
      expect((await getJson(t.app, item)).body.product.price).toBe(backorder.price);
      // … the checkout's check does not.
      const res = await validate({ articleIds: [backorder.articleId] });
      expect(res.body.articles[0]).toMatchObject({
        price: backorder.price + 50,
        discount: null,
        unitPrice: backorder.price + 50,
        stock: 'in-stock',
        available: 3,
      });
    } finally {
      const { price, discount, stock, stockCount } = backorder;
      await t.db
        .update(articles)
        .set({ price, discount, stock, stockCount })
        .where(eq(articles.articleId, backorder.articleId));
    }
  });
});

describe('POST /api/product/validate and the depth of a shelf', () => {
  it('tells units up to the ceiling: exactly below it, the ceiling for any shelf above it', async () => {
    const restore = { stock: inStock.stock, stockCount: inStock.stockCount };
    const told = async (stockCount: number) => {
      await t.db
        .update(articles)
        .set({ stock: 'in-stock', stockCount })
        .where(eq(articles.articleId, inStock.articleId));
      return (await validate({ articleIds: [inStock.articleId] })).body.articles[0].available;
    };
    try {
      expect(await told(3)).toBe(3);
      expect(await told(shownStockCeiling)).toBe(shownStockCeiling);
      expect(await told(shownStockCeiling + 1)).toBe(shownStockCeiling);
      expect(await told(5000)).toBe(shownStockCeiling);
    } finally {
      await t.db.update(articles).set(restore).where(eq(articles.articleId, inStock.articleId));
    }
  });
});

describe('POST /api/product/validate by article number', () => {
  it('answers every brand’s article of a number, matched as searches match numbers', async () => {
    const res = await validate({ articleNumbers: [inStock.articleNumber] });
    expect(res.status).toBe(200);
    expect(articlesOf(res.body).sort()).toEqual(twins.map((a) => a.articleId).sort());
    const loose = await validate({
      articleNumbers: [` ${inStock.articleNumber.toLowerCase().replaceAll(' ', '')} `],
    });
    expect(articlesOf(loose.body).sort()).toEqual(articlesOf(res.body).sort());
    expect(loose.body.unknown.articleNumbers).toEqual([]);
  });

  it('takes ids and numbers together, each article once, and lists unknown numbers as sent', async () => {
    const res = await validate({
      articleIds: [out.articleId, inStock.articleId],
      articleNumbers: ['NO-SUCH-PART 42', inStock.articleNumber, '  ', backorder.articleNumber],
    });
    expect(res.status).toBe(200);
    const ids = articlesOf(res.body);
    expect(ids.slice(0, 2)).toEqual([out.articleId, inStock.articleId]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([twins[1].articleId, backorder.articleId]));
    expect(res.body.unknown).toEqual({ articleIds: [], articleNumbers: ['NO-SUCH-PART 42', '  '] });
  });
});

describe('POST /api/product/validate with bad input', () => {
  it.each([
    [{}, 'articleIds'],
    [{ articleIds: [], articleNumbers: [] }, 'articleIds'],
    [{ articleIds: [1], lang: 'de' }, 'lang'],
    [{ articleIds: [1], lang: 5 }, 'lang'],
    [{ articleIds: ['1'] }, 'articleIds.0'],
    [{ articleIds: [0] }, 'articleIds.0'],
    [{ articleIds: [1.5] }, 'articleIds.0'],
    [{ articleIds: 7 }, 'articleIds'],
    [{ articleNumbers: [7] }, 'articleNumbers.0'],
    [{ articleNumbers: ['x'.repeat(61)] }, 'articleNumbers.0'],
    [{ articleIds: Array.from({ length: 101 }, (_, i) => i + 1) }, 'articleIds'],
    // PostgreSQL stores no NUL in text: any call's validator refuses one (server/lib/validate.ts).
    [{ articleNumbers: ['AB\u0000C'] }, 'articleNumbers.0'],
    [{ articleIds: [1], articleNumbers: ['0986494294', '\u0000'] }, 'articleNumbers.1'],
  ])('%j → 400 naming %s', async (body, field) => {
    const res = await validate(body, { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(Object.keys(res.body.fields)).toContain(field);
  });

  it('refuses a body that is no JSON object, and one over the size limit', async () => {
    for (const body of ['{', 'null', '[]', '"x"']) {
      const res = await validate(body);
      expect(res.status, body).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    const huge = await validate({ articleIds: [1], padding: 'x'.repeat(40 * 1024) });
    expect(huge.status).toBe(413);
  });
});
