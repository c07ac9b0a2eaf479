// @engines: pglite
// Property: whatever a guest, a customer or an admin sends to the cart calls, POST /product/validate and the admin's
// price call, the answer is never a 5xx and errors are JSON { error, message }; a saved cart never holds an
// article twice nor one the catalogue lacks.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, carts } from '../../db/schema';
import { anyText, expectClientAnswer, rawBody } from '../../test/fuzz';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: string;
let admin: string;
let known: { articleId: number; articleNumber: string }[];
/** A guest cart and a customer's cart, so updates and reads hit real carts too. */
let guestCart: string;
let customerCart: string;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  customer = (await signIn(t.db, t.auth, { email: 'fuzz-cart@example.no' })).token;
  admin = (await signIn(t.db, t.auth, { email: 'fuzz-admin@example.no', role: 'ADMIN' })).token;
  known = await t.db
    .select({ articleId: articles.articleId, articleNumber: articles.articleNumber })
    .from(articles)
    .limit(10);
  const cartOf = async (token?: string) => {
    const res = await t.app.request(
      '/api/cart/create-cart',
      jsonPost({ newState: { items: [] } }, token ? { Authorization: token } : {}),
    );
    return (await res.json()).cartId as string;
  };
  guestCart = await cartOf();
  customerCart = await cartOf(customer);
});
afterAll(() => t?.close());

const knownId = fc.nat(9).map((i) => known[i]?.articleId ?? 1);
const articleId = fc.oneof(
  knownId,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, '10001', null, true),
);
const quantity = fc.oneof(
  fc.integer({ min: 1, max: 999 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, 1000, '2', null),
);
const line = fc.oneof(
  fc.record({ articleId: knownId, quantity: fc.integer({ min: 1, max: 999 }) }),
  fc.record(
    {
      articleId,
      quantity,
      options: fc.oneof(
        fc.dictionary(fc.string({ maxLength: 110 }), anyText, { maxKeys: 4 }),
        fc.jsonValue(),
      ),
      price: fc.jsonValue(),
      total: fc.jsonValue(),
      product: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);
/** Mostly right, so writes that save run often too. */
const goodState = fc.record({
  items: fc.array(fc.record({ articleId: knownId, quantity: fc.integer({ min: 1, max: 999 }) }), {
    maxLength: 8,
  }),
  pickup: fc.boolean(),
});
const newState = fc.oneof(
  goodState,
  fc.record(
    {
      items: fc.oneof(fc.array(line, { maxLength: 8 }), fc.jsonValue()),
      pickup: fc.oneof(fc.boolean(), fc.jsonValue()),
      pickupShop: fc.oneof(fc.constantFrom('alnabru', null, ''), anyText),
      subtotal: fc.jsonValue(),
      total: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);
const cartId = fc.oneof(
  fc.constantFrom('guest', 'customer').map((who) => (who === 'guest' ? guestCart : customerCart)),
  anyText,
);
const body = (fields: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof({ arbitrary: fields, weight: 3 }, fc.json(), fc.jsonValue());
const caller = fc.constantFrom<'guest' | 'customer' | 'admin' | 'forged'>(
  'guest',
  'customer',
  'admin',
  'forged',
);
const authOf = (who: 'guest' | 'customer' | 'admin' | 'forged'): Record<string, string> =>
  who === 'guest' ? {} : { Authorization: who === 'customer' ? customer : who === 'admin' ? admin : 'x.y.z' };

describe('cart, validate and price calls under random input', () => {
  it('POST /api/cart/create-cart and /api/cart/update-cart never answer 5xx', async () => {
    // Writes that saved something, so the property covers the store as well as the validation.
    let saved = 0;
    const count = (res: Response) => {
      if (res.ok) saved++;
      return res;
    };
    await fc.assert(
      fc.asyncProperty(
        caller,
        fc.oneof(fc.record({ newState: goodState }), body(fc.record({ newState }, { requiredKeys: [] }))),
        fc.oneof(
          fc.record({ cartId: fc.constant(guestCart), newState: goodState }),
          body(fc.record({ cartId, newState }, { requiredKeys: [] })),
        ),
        async (who, created, updated) => {
          await expectClientAnswer(
            count(await t.app.request('/api/cart/create-cart', jsonPost(rawBody(created), authOf(who)))),
          );
          await expectClientAnswer(
            count(await t.app.request('/api/cart/update-cart', jsonPost(rawBody(updated), authOf(who)))),
          );
        },
      ),
      { numRuns: 250 },
    );
    expect(saved).toBeGreaterThan(25);
    const knownIds = new Set(known.map((a) => a.articleId));
    for (const cart of await t.db.select({ items: carts.items }).from(carts)) {
      const ids = cart.items.map((item) => item.articleId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => knownIds.has(id))).toBe(true);
    }
  });

  it('GET /api/cart/{cartId} and /api/cart/me never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(caller, cartId, async (who, id) => {
        const headers = authOf(who);
        await expectClientAnswer(
          await t.app.request(`/api/cart/${encodeURIComponent(rawBody(id))}`, { headers }),
        );
        await expectClientAnswer(await t.app.request('/api/cart/me', { headers }));
      }),
      { numRuns: 150 },
    );
  });

  it('POST /api/product/validate never answers 5xx', async () => {
    const number = fc.oneof(
      fc.nat(9).map((i) => known[i]?.articleNumber ?? 'X'),
      anyText,
    );
    const input = fc.record(
      {
        articleIds: fc.oneof(fc.array(articleId, { maxLength: 6 }), fc.jsonValue()),
        articleNumbers: fc.oneof(fc.array(number, { maxLength: 6 }), fc.jsonValue()),
        lang: fc.oneof(fc.constantFrom('no', 'en', 'ar'), anyText),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body(input), async (b) => {
        await expectClientAnswer(await t.app.request('/api/product/validate', jsonPost(rawBody(b))));
      }),
      { numRuns: 250 },
    );
  });

  it('PUT /api/product/admin/price never answers 5xx', async () => {
    const kroner = fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.integer(), fc.double(), fc.jsonValue());
    const input = fc.record(
      { articleId, price: kroner, discount: fc.oneof(kroner, fc.constant(null)) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(caller, body(input), async (who, b) => {
        await expectClientAnswer(
          await t.app.request('/api/product/admin/price', {
            ...jsonPost(rawBody(b), authOf(who)),
            method: 'PUT',
          }),
        );
      }),
      { numRuns: 200 },
    );
  });
});
