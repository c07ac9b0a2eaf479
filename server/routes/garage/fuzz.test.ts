// @engines: pglite
// Property: whatever a signed-in user sends to the garage calls, the answer is never a 5xx, errors are JSON
// { error, message }, and the garage never holds a vehicle twice.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema';
import { anyText, expectClientAnswer, rawBody } from '../../test/fuzz';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let carIds: number[];
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  token = (await signIn(t.db, t.auth, { email: 'fuzz@example.no' })).token;
  carIds = (await t.db.select({ carId: vehicles.carId }).from(vehicles).limit(20)).map((row) => row.carId);
});
afterAll(() => t?.close());

const carId = fc.oneof(
  fc.constantFrom(...Array.from({ length: 20 }, (_, i) => i)).map((i) => carIds[i]),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, '10001', null, true),
);
const vehicle = fc.record(
  {
    carId,
    label: anyText,
    year: fc.oneof(fc.integer({ min: 1800, max: 2200 }), fc.constant(null), fc.jsonValue()),
    make: anyText,
    model: anyText,
    engine: anyText,
    plate: fc.oneof(fc.constantFrom('AB 12345', 'el-12.345', 'ÆØÅ123', ''), anyText),
    vin: fc.oneof(fc.constantFrom('WVWZZZAUZFW123456', '1HGCM82633A004352', ''), anyText),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(vehicle, fc.json(), fc.jsonValue());
const mergeBody = fc.oneof(
  fc.record({ vehicles: fc.array(vehicle, { maxLength: 55 }) }),
  fc.record({ vehicles: fc.jsonValue() }),
  fc.jsonValue(),
);

describe('garage calls under random input', () => {
  it('POST /api/garage never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        await expectClientAnswer(
          await t.app.request('/api/garage', jsonPost(rawBody(b), { Authorization: token })),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('POST /api/garage/merge never answers 5xx and never keeps a vehicle twice', async () => {
    await fc.assert(
      fc.asyncProperty(mergeBody, async (b) => {
        const answer = await expectClientAnswer(
          await t.app.request('/api/garage/merge', jsonPost(rawBody(b), { Authorization: token })),
        );
        if (answer.vehicles) {
          const ids = answer.vehicles.map((v: { carId: number }) => v.carId);
          expect(new Set(ids).size).toBe(ids.length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('DELETE /api/garage/:carId never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)), async (segment) => {
        const res = await t.app.request(`/api/garage/${encodeURIComponent(segment)}`, {
          method: 'DELETE',
          headers: { Authorization: token },
        });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
