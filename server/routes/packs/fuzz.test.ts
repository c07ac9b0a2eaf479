// @engines: pglite
// Property: whatever path and query a client sends to the pack call, the answer is never a 5xx, and an error is JSON
// { error, message }.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { articleVehicles } from '../../db/schema';
import { encodeCursor } from '../../services/packs/pack-cursor';
import { expectClientAnswer } from '../../test/fuzz';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** A vehicle with parts, so that cursors, limits and since meet a real pack too. */
let realCar = '1';
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  const [link] = await t.db.select({ carId: articleVehicles.carId }).from(articleVehicles).limit(1);
  realCar = String(link?.carId ?? 1);
});
afterAll(() => t?.close());

const values = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    'no',
    'en',
    'ar',
    '0',
    '1',
    '-1',
    '5000',
    '5001',
    '99999999999999999',
    '1e5',
    'NaN',
    '%',
    "'",
  ),
  fc.integer().map(String),
  fc.record({ reviews: fc.nat(), articleId: fc.nat() }).map(encodeCursor),
  fc.string({ maxLength: 30 }).map((text) => Buffer.from(text).toString('base64url')),
);
const query = fc.dictionary(fc.constantFrom('lang', 'cursor', 'since', 'limit'), values, { maxKeys: 4 });
const car = fc.oneof(
  fc.constant('a vehicle with parts'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom('1', '0', '999999999', '1000000001', '2147483648'),
  fc.nat().map(String),
);

describe('the pack call under random input', () => {
  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(car, query, async (carId, params) => {
        const car = carId === 'a vehicle with parts' ? realCar : carId;
        const res = await t.app.request(`/api/packs/vehicle/${car}?${new URLSearchParams(params)}`);
        await expectClientAnswer(res);
      }),
      { numRuns: 250 },
    );
  });
});
