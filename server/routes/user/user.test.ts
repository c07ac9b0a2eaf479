// @engines: pglite postgres (races, locks)
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '../../../src/domain/user';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const kari = await signIn(t.db, t.auth, { email: 'Kari@Example.no' });
  token = kari.token;
  userId = kari.user.id;
});
afterAll(() => t?.close());

const put = (form: FormData | string, headers: Record<string, string> = {}, path = '/api/user/') =>
  t.app.request(path, { method: 'PUT', body: form, headers: { Authorization: token, ...headers } });
const formOf = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};
const picture = (format: 'png' | 'jpeg' | 'webp', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .toFormat(format)
    .toBuffer();
const blob = (bytes: Uint8Array | string, type = 'image/png') =>
  new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });
const avatarFiles = () => readdirSync(join(t.dataDir, 'avatars'));
const avatarPath = (url: string) => url.replace('/api/user/avatar/', '');

describe('GET /api/user/me', () => {
  it('answers the signed-in user in the API shape', async () => {
    const res = await t.app.request('/api/user/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(v.parse(UserSchema, user)).toEqual({
      _id: String(userId),
      email: 'kari@example.no',
      phone: '',
      phoneNumber: '',
      firstName: '',
      lastName: '',
      avatar: null,
      role: 'CUSTOMER',
      twoFactorEnabled: false,
      business: null,
    });
  });

  it('answers 401 without a token, with a bad one, and for a token of a deleted user', async () => {
    expect((await t.app.request('/api/user/me')).status).toBe(401);
    const bad = await t.app.request('/api/user/me', {
      headers: { Authorization: 'x.y.z', 'Accept-Language': 'en' },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in again.' });
    const gone = await signIn(t.db, t.auth, { email: 'gone@example.no' });
    await t.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await t.app.request('/api/user/me', { headers: { Authorization: gone.token } })).status).toBe(
      401,
    );
  });
});

describe('PUT /api/user/ (names and phone)', () => {
  it('saves trimmed names and phone, at /user/ and /user alike, and answers the user', async () => {
    const res = await put(formOf({ firstName: '  Kari ', lastName: 'Nordmann', phone: ' +47 912-34 567 ' }));
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '+47 912-34 567',
      phoneNumber: '+47 912-34 567',
    });
    const again = await put(formOf({ lastName: 'Hansen' }), {}, '/api/user');
    expect(again.status).toBe(200);
    // Fields not sent are kept.
    expect((await again.json()).user).toMatchObject({ firstName: 'Kari', lastName: 'Hansen' });
    const me = await (await t.app.request('/api/user/me', { headers: { Authorization: token } })).json();
    expect(me.user).toMatchObject({ firstName: 'Kari', lastName: 'Hansen', phone: '+47 912-34 567' });
  });

  it('takes an urlencoded form too, and an empty value clears a field', async () => {
    const res = await put('phone=&firstName=Ola', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ firstName: 'Ola', phone: '' });
  });

  it.each([
    ['a name of 101 characters', { firstName: 'x'.repeat(101) }, { firstName: 'TOO_LONG' }],
    ['a name with a control character', { lastName: 'Nord\u0000mann' }, { lastName: 'INVALID' }],
    ['a phone with letters', { phone: '+47 call me' }, { phone: 'INVALID_PHONE' }],
    ['a phone of 21 characters', { phone: '1'.repeat(21) }, { phone: 'INVALID_PHONE' }],
    ['a name sent as a file', { firstName: blob('Kari', 'text/plain') }, { firstName: 'INVALID' }],
    ['an avatar sent as text', { avatar: 'picture.png' }, { avatar: 'INVALID_IMAGE' }],
  ])('refuses %s with 400 and changes nothing', async (_label, fields, expected) => {
    const before = (await t.db.select().from(users).where(eq(users.id, userId)))[0];
    const res = await put(formOf(fields), { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({ error: 'VALIDATION_ERROR', message: expect.any(String), fields: expected });
    expect(body.message).not.toMatch(/[æøå]/);
    const after = (await t.db.select().from(users).where(eq(users.id, userId)))[0];
    expect(after).toEqual(before);
  });

  it('names every wrong field at once, in the asked language', async () => {
    const res = await put(formOf({ firstName: 'x'.repeat(101), phone: 'abc' }), {
      'Accept-Language': 'nb-NO',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual({ firstName: 'TOO_LONG', phone: 'INVALID_PHONE' });
    expect(body.message).toBe('En av verdiene er for lang.');
  });

  it('refuses a body that is not a form, and a broken multipart body, with 400', async () => {
    const json = await put(JSON.stringify({ firstName: 'Kari' }), { 'Content-Type': 'application/json' });
    expect(json.status).toBe(400);
    expect((await json.json()).error).toBe('BAD_REQUEST');
    const broken = await put('--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nKa', {
      'Content-Type': 'multipart/form-data; boundary=xyz',
    });
    expect(broken.status).toBe(400);
  });

  it('answers 401 without a token and reads no body then', async () => {
    const res = await t.app.request('/api/user/', { method: 'PUT', body: formOf({ firstName: 'Mallory' }) });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/user/ (avatar)', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s, stores it re-encoded 256×256 WebP and serves it back',
    async (format) => {
      const res = await put(formOf({ avatar: blob(await picture(format, 64, 40), `image/${format}`) }));
      expect(res.status).toBe(200);
      const { user } = await res.json();
      expect(user.avatar).toMatch(/^\/api\/user\/avatar\/[0-9a-f]{32}\.webp$/);
      const served = await t.app.request(user.avatar);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('image/webp');
      expect(served.headers.get('Cache-Control')).toBe('private, max-age=86400');
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    },
  );

  it('checks the bytes, not the name or the declared type: a JPEG sent as photo.png is a JPEG and is taken', async () => {
    const res = await put(
      formOf({
        avatar: new File([new Uint8Array(await picture('jpeg'))], 'photo.png', { type: 'image/png' }),
      }),
    );
    expect(res.status).toBe(200);
  });

  it('replaces the old picture: one file left, the old URL gone', async () => {
    const first = (await (await put(formOf({ avatar: blob(await picture('png')) }))).json()).user.avatar;
    const second = (await (await put(formOf({ avatar: blob(await picture('webp'), 'image/webp') }))).json())
      .user.avatar;
    expect(second).not.toBe(first);
    expect(avatarFiles()).toEqual([avatarPath(second)]);
    expect((await t.app.request(first)).status).toBe(404);
    expect((await t.app.request(second)).status).toBe(200);
    // A form without a picture (or with an empty file input) keeps it.
    const kept = await put(
      formOf({ firstName: 'Kari', avatar: new File([], '', { type: 'application/octet-stream' }) }),
    );
    expect((await kept.json()).user.avatar).toBe(second);
  });

  it('two uploads at once leave exactly one file, the one the profile points to', async () => {
    const answers = await Promise.all(
      (['png', 'jpeg', 'webp', 'png'] as const).map(async (format) =>
        put(formOf({ avatar: blob(await picture(format), `image/${format}`) })),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(avatarFiles()).toEqual([row?.avatar]);
  });

  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  it.each([
    [
      'a text file named .png',
      () => new File(['just some text, not a picture'], 'me.png', { type: 'image/png' }),
    ],
    ['an SVG', () => new File([svg], 'me.svg', { type: 'image/svg+xml' })],
    ['an SVG named .png', () => new File([svg], 'me.png', { type: 'image/png' })],
    [
      'a GIF',
      () => new File([Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')], 'me.gif', { type: 'image/gif' }),
    ],
    [
      'a PNG signature followed by garbage',
      () =>
        new File(
          [
            Buffer.concat([
              Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
              Buffer.alloc(500, 7),
            ]),
          ],
          'me.png',
        ),
    ],
  ])('refuses %s with 400 INVALID_IMAGE and keeps the old picture', async (_label, file) => {
    const before = (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.avatar;
    const files = avatarFiles();
    const res = await put(formOf({ avatar: file() }), { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The picture must be PNG, JPEG or WebP and at most 2 MB.',
      fields: { avatar: 'INVALID_IMAGE' },
    });
    expect((await t.db.select().from(users).where(eq(users.id, userId)))[0]?.avatar).toBe(before);
    expect(avatarFiles()).toEqual(files);
  });

  it('refuses a 2.1 MB file with 400 TOO_LARGE', async () => {
    const png = Buffer.alloc(Math.round(2.1 * 1024 * 1024), 1);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await put(formOf({ avatar: blob(png) }));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ avatar: 'TOO_LARGE' });
  });

  it('stops reading a body past the limit: 413, and most of a 20 MB stream is never pulled', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 20 * 1024 * 1024) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request('/api/user/', {
      method: 'PUT',
      body,
      duplex: 'half',
      headers: { Authorization: token, 'Content-Type': 'multipart/form-data; boundary=xyz' },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).fields).toEqual({ avatar: 'TOO_LARGE' });
    expect(pulled).toBeLessThan(5 * 1024 * 1024);
    // A declared Content-Length past the limit is refused before reading at all.
    const declared = await put(formOf({ avatar: blob(Buffer.alloc(4 * 1024 * 1024)) }));
    expect(declared.status).toBe(413);
  });
});

describe('GET /api/user/avatar/:file', () => {
  it('serves only well-formed names of stored pictures: anything else is 404', async () => {
    writeFileSync(join(t.dataDir, 'secret.txt'), 'do not serve');
    writeFileSync(join(t.dataDir, 'avatars', 'notes.webp'), 'do not serve either');
    for (const path of [
      '..%2Fsecret.txt',
      '..%2F..%2Fsecret.txt',
      '%2e%2e%2fsecret.txt',
      '..%5Csecret.txt',
      'notes.webp',
      `${'a'.repeat(32)}.webp`,
      `${'A'.repeat(32)}.webp`,
      `${'a'.repeat(32)}.webp%00.png`,
      `${'a'.repeat(31)}.webp`,
    ]) {
      const res = await t.app.request(`/api/user/avatar/${path}`);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error).toBe('NOT_FOUND');
    }
    expect(existsSync(join(t.dataDir, 'secret.txt'))).toBe(true);
    expect((await t.app.request('/api/user/avatar/../../secret.txt')).status).toBe(404);
  });
});
