// @engines: pglite
// Property: whatever a signed-in user sends to the address calls, the answer is never a 5xx, errors are JSON
// { error, message }, and the user always has exactly one default address once they have any.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyText, expectClientAnswer, rawBody } from '../../test/fuzz';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.db, t.auth, { email: 'fuzz-address@example.no' })).token;
});
afterAll(() => t?.close());

const address = fc.record(
  {
    firstName: fc.oneof(fc.constant('Kari'), anyText),
    lastName: fc.oneof(fc.constant('Nordmann'), anyText),
    company: anyText,
    address1: fc.oneof(fc.constant('Storgata 1'), anyText),
    address2: anyText,
    city: fc.oneof(fc.constantFrom('', 'OSLO', 'oslo', 'Bergen', 'TRONDHEIM'), anyText),
    postcode: fc.oneof(
      fc.constantFrom('0155', '5003', '7010', '9999', '0000', ' 0155 ', '155'),
      fc.stringMatching(/^\d{4}$/),
      anyText,
    ),
    email: fc.oneof(fc.constant('kari@example.no'), anyText),
    phone: fc.oneof(fc.constant('+47 912 34 567'), anyText),
    default: fc.oneof(fc.boolean(), fc.jsonValue()),
  },
  { requiredKeys: [] },
);
// Bodies that are mostly right, so the writes that move the default run often too.
const valid = fc.record({
  firstName: fc.constantFrom('Kari', 'Ola'),
  lastName: fc.constant('Nordmann'),
  address1: fc.constant('Storgata 1'),
  postcode: fc.constantFrom('0155', '5003', '7010'),
  city: fc.constantFrom('', 'OSLO', 'Bergen'),
  email: fc.constant('kari@example.no'),
  phone: fc.constant('+47 912 34 567'),
  default: fc.boolean(),
});
const body = fc.oneof(valid, address, fc.json(), fc.jsonValue());
const segment = fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.nat(40).map(String));

async function expectOneDefault() {
  const list = (await (await t.app.request('/api/address', { headers: { Authorization: token } })).json())
    .data.addressDetails as { default: boolean }[];
  if (list.length > 0) expect(list.filter((a) => a.default)).toHaveLength(1);
}

describe('address calls under random input', () => {
  it('POST /api/address/add never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        await expectClientAnswer(
          await t.app.request('/api/address/add', jsonPost(rawBody(b), { Authorization: token })),
        );
      }),
      { numRuns: 300 },
    );
    await expectOneDefault();
  });

  it('PUT /api/address/{id} never answers 5xx and keeps one default', async () => {
    await fc.assert(
      fc.asyncProperty(segment, body, async (id, b) => {
        await expectClientAnswer(
          await t.app.request(`/api/address/${encodeURIComponent(id)}`, {
            ...jsonPost(rawBody(b), { Authorization: token }),
            method: 'PUT',
          }),
        );
      }),
      { numRuns: 200 },
    );
    await expectOneDefault();
  });

  it('GET /api/address/{id} and DELETE /api/address/delete/{id} never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(segment, async (id) => {
        const path = encodeURIComponent(id);
        await expectClientAnswer(
          await t.app.request(`/api/address/${path}`, { headers: { Authorization: token } }),
        );
        await expectClientAnswer(
          await t.app.request(`/api/address/delete/${path}`, {
            method: 'DELETE',
            headers: { Authorization: token },
          }),
        );
      }),
      { numRuns: 150 },
    );
    await expectOneDefault();
  });
});
