// @engines: pglite
// Property: whatever form a signed-in user sends to PUT /api/user, the answer is a 2xx or a JSON 4xx, never a 5xx.
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientAnswer } from '../../test/fuzz';
import { createTestApp } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let png: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.db, t.auth, { email: 'fuzz@example.no' })).token;
  png = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 4, background: '#00f' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => t?.close());

/** A JSON 4xx, or a 2xx with the user. */
async function expectProfileAnswer(res: Response) {
  const body = await expectClientAnswer(res);
  if (res.status < 400) expect(body.user).toMatchObject({ _id: expect.any(String) });
}

const signatures = [
  [],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
  [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50],
];
const file = fc.oneof(
  fc
    .tuple(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 600 }))
    .map(([head, tail]) => new Uint8Array([...head, ...tail])),
  // A real picture cut short or with bytes changed.
  fc.tuple(fc.nat(), fc.nat({ max: 255 })).map(([at, byte]) => {
    const copy = png.slice(0, Math.max(8, png.length - (at % png.length)));
    copy[at % copy.length] = byte;
    return copy;
  }),
);
const value = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ maxLength: 30, unit: 'binary' }),
  fc.constantFrom('', ' ', '+47 912 34 567', '\u0000', '9'.repeat(21)),
  file.map((bytes) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' })),
);
const fieldName = fc.oneof(
  fc.constantFrom('firstName', 'lastName', 'phone', 'avatar', 'avatar[]'),
  fc.string(),
);

describe('PUT /api/user under random input', () => {
  it('random multipart forms never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fieldName, value), { maxLength: 6 }), async (fields) => {
        const form = new FormData();
        for (const [key, v] of fields) form.append(key, v);
        await expectProfileAnswer(
          await t.app.request('/api/user/', { method: 'PUT', body: form, headers: { Authorization: token } }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('random bodies and content types never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          'application/json',
          'text/plain',
          'image/png',
        ),
        fc.string({ maxLength: 300 }),
        async (type, body) => {
          await expectProfileAnswer(
            await t.app.request('/api/user', {
              method: 'PUT',
              body,
              headers: { Authorization: token, 'Content-Type': type },
            }),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
