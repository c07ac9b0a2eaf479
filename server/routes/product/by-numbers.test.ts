// @engines: pglite
// POST /api/product/by-numbers: quick order's lookup. Every brand's article of a number, OE numbers when no article
// has it, numbers however they are typed, unknown numbers answered empty; limits, and no 5xx for anything sent.
import { eq, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byNumbersMax } from '../../../src/domain/quick-order';
import { articleOeNumbers, articles } from '../../db/schema';
import { articlesPerNumber } from '../../services/catalogue/part-numbers';
import { expectClientAnswer, rawBody } from '../../test/fuzz';
import { createTestApp, jsonPost } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Row = typeof articles.$inferSelect;
let one: Row;
/** Two articles of different brands sharing one article number. */
let twins: [Row, Row];
let oe: { articleId: number; oeNumber: string; searchNumber: string };

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.05 });
  const rows = await t.db.select().from(articles).orderBy(articles.articleId).limit(40);
  const [a, b, c] = rows;
  const other = rows.find((row) => row.brandSlug !== b?.brandSlug && row !== a && row !== b);
  if (!a || !b || !c || !other) throw new Error('the test catalogue is too small');
  one = a;
  await t.db
    .update(articles)
    .set({ articleNumber: b.articleNumber, searchNumber: b.searchNumber })
    .where(eq(articles.articleId, other.articleId));
  twins = [b, { ...other, articleNumber: b.articleNumber }];
  const [oeRow] = await t.db
    .select()
    .from(articleOeNumbers)
    .where(ne(articleOeNumbers.articleId, one.articleId))
    .limit(1);
  if (!oeRow) throw new Error('the test catalogue has no OE numbers');
  oe = oeRow;
});
afterAll(() => t?.close());

type Answer = {
  numbers: {
    number: string;
    by: 'article' | 'oe' | null;
    articles: { articleId: number; price: number }[];
  }[];
};
const post = async (body: unknown, headers: Record<string, string> = {}) => {
  const res = await t.app.request('/api/product/by-numbers', jsonPost(body, headers));
  return { status: res.status, body: await res.json(), headers: res.headers };
};
const spaced = (number: string) => number.split('').join(' ').toLowerCase();

describe('POST /api/product/by-numbers', () => {
  it('answers each number once, however typed, with every brand’s article of it', async () => {
    const res = await post({
      numbers: [spaced(one.articleNumber), twins[0].articleNumber, one.searchNumber, 'NO-SUCH-NUMBER-1'],
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const answer = res.body as Answer;
    expect(answer.numbers.map((n) => [n.number, n.by])).toEqual([
      [one.searchNumber, 'article'],
      [twins[0].searchNumber, 'article'],
      ['NOSUCHNUMBER1', null],
    ]);
    expect(answer.numbers[0]?.articles.map((a) => a.articleId)).toEqual([one.articleId]);
    expect(answer.numbers[1]?.articles.map((a) => a.articleId).sort()).toEqual(
      twins.map((row) => row.articleId).sort(),
    );
    expect(answer.numbers[2]?.articles).toEqual([]);
  });

  it('finds the articles carrying an OE number when no article has it as its own', async () => {
    const { body } = await post({ numbers: [oe.oeNumber] });
    const [match] = (body as Answer).numbers;
    expect(match?.by).toBe('oe');
    expect(match?.articles.map((a) => a.articleId)).toContain(oe.articleId);
    expect(match?.articles.length).toBeLessThanOrEqual(articlesPerNumber);
  });

  it('answers the price as it is now', async () => {
    await t.db.update(articles).set({ price: 4321 }).where(eq(articles.articleId, one.articleId));
    const { body } = await post({ numbers: [one.articleNumber] });
    expect((body as Answer).numbers[0]?.articles[0]?.price).toBe(4321);
  });

  it(`takes at most ${byNumbersMax} numbers of at most 60 characters, and at least one`, async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `N${i}`);
    expect((await post({ numbers: many(byNumbersMax) })).status).toBe(200);
    // The page's largest ask (every reading of its most lines, each as long as a number may be) fits the body limit.
    const longest = Array.from({ length: byNumbersMax }, (_, i) => String(i).padStart(60, 'A'));
    expect((await post({ numbers: longest })).status).toBe(200);
    for (const body of [
      { numbers: many(byNumbersMax + 1) },
      { numbers: [] },
      {},
      { numbers: ['x'.repeat(61)] },
      { numbers: [''] },
      { numbers: ['0986\u0000494'] },
      { numbers: [12] },
      { numbers: ['A1'], lang: 'sv' },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.any(String) });
    }
  });

  it('refuses a body over its size unread', async () => {
    const res = await post({
      numbers: Array.from({ length: 300 }, () => 'x'.repeat(60)),
      pad: 'y'.repeat(40_000),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('never answers 5xx, whatever is sent', async () => {
    const number = fc.oneof(
      fc.string({ maxLength: 70 }),
      fc.constantFrom("'", '%', '\\', '_', '0', '-', ' ', 'ÆØÅ', '\u0000'),
      fc.jsonValue(),
    );
    const body = fc.oneof(
      fc.record(
        { numbers: fc.array(number, { maxLength: 30 }), lang: fc.oneof(fc.string(), fc.constant('ar')) },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
      fc.string({ maxLength: 50 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const res = await t.app.request('/api/product/by-numbers', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: rawBody(sent),
        });
        await expectClientAnswer(res);
      }),
      { numRuns: 200 },
    );
  });
});
