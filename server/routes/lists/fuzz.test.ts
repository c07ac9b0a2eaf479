// @engines: pglite
// Property: whatever a signed-in user sends to the list calls, the answer is never a 5xx, errors are JSON
// { error, message }, and no list ever holds a product twice or more than its limit.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLimits } from '../../../src/domain/saved-lists';
import { articles } from '../../db/schema';
import { anyText, expectClientAnswer, rawBody } from '../../test/fuzz';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let articleIds: number[];
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  token = (await signIn(t.db, t.auth, { email: 'fuzz-lists@example.no' })).token;
  articleIds = (await t.db.select({ id: articles.articleId }).from(articles).limit(20)).map((row) => row.id);
});
afterAll(() => t?.close());

const articleId = fc.oneof(
  fc.constantFrom(...Array.from({ length: 20 }, (_, i) => i)).map((i) => articleIds[i]),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, '10001', null, true),
);
const list = fc.oneof(
  fc.constantFrom('wishlist', 'compare', 'merge', 'cart', ''),
  fc.string({ maxLength: 20 }),
);
const addBody = fc.oneof(fc.record({ articleId }, { requiredKeys: [] }), fc.json(), fc.jsonValue(), anyText);
const ids = fc.oneof(fc.array(articleId, { maxLength: 320 }), fc.jsonValue());
const mergeBody = fc.oneof(
  fc.record({ wishlist: ids, compare: ids }, { requiredKeys: [] }),
  fc.jsonValue(),
  anyText,
);

/** Both lists as the server has them: each product once, none past its limit. */
async function expectListsWhole() {
  const both = await expectClientAnswer(
    await t.app.request('/api/lists', { headers: { Authorization: token } }),
  );
  for (const name of ['wishlist', 'compare'] as const) {
    const found = both[name].map((item: { articleId: number }) => item.articleId);
    expect(new Set(found).size).toBe(found.length);
    expect(found.length).toBeLessThanOrEqual(listLimits[name]);
  }
}

const path = (segment: string) => `/api/lists/${encodeURIComponent(segment)}`;

describe('list calls under random input', () => {
  it('POST /api/lists/:list never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(list, addBody, async (name, b) => {
        await expectClientAnswer(
          await t.app.request(path(name), jsonPost(rawBody(b), { Authorization: token })),
        );
      }),
      { numRuns: 300 },
    );
    await expectListsWhole();
  });

  it('POST /api/lists/merge never answers 5xx and never keeps a product twice or past the limit', async () => {
    await fc.assert(
      fc.asyncProperty(mergeBody, async (b) => {
        await expectClientAnswer(
          await t.app.request('/api/lists/merge', jsonPost(rawBody(b), { Authorization: token })),
        );
      }),
      { numRuns: 150 },
    );
    await expectListsWhole();
  });

  it('DELETE /api/lists/:list and /api/lists/:list/:articleId never answer 5xx', async () => {
    const segment = fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.double().map(String));
    await fc.assert(
      fc.asyncProperty(list, fc.option(segment), async (name, id) => {
        const res = await t.app.request(
          id === null ? path(name) : `${path(name)}/${encodeURIComponent(id)}`,
          {
            method: 'DELETE',
            headers: { Authorization: token },
          },
        );
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
