// Attack: mail a victim a real shop mail whose link points at the attacker's site, by choosing the Host (or
// X-Forwarded-Host) of the request that makes the shop send it. Every mailed link must be the configured shop's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailbox } from '../../server/db/schema';
import { backgroundWork } from '../../server/lib/background';
import { articlesWith, guestOrder, homeAddress } from '../../server/test/order-kit';
import { createTestApp } from '../../server/test/test-app';
import { signIn } from '../../server/test/users';
import { anotherIp, listen, rawRequest } from './edge-kit';

const shop = 'https://bildeler.example';
let t: Awaited<ReturnType<typeof createTestApp>>;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01, publicUrl: shop });
  server = await listen(t.app);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const mailsTo = async (to: string) => {
  await backgroundWork();
  return (await t.db.select().from(devMailbox)).filter((mail) => mail.to === to);
};
/** Every http(s) address in a text. */
const linksIn = (text: string) => text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];

const post = (path: string, body: unknown, headers: Record<string, string>) => {
  const json = Buffer.from(JSON.stringify(body));
  return rawRequest(server.port, {
    method: 'POST',
    path,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(json.length),
      'X-Forwarded-For': anotherIp(),
      ...headers,
    },
    chunks: [json],
  });
};

const forged = [
  ['Host: attacker.example', { Host: 'attacker.example' }],
  ['X-Forwarded-Host: attacker.example', { 'X-Forwarded-Host': 'attacker.example' }],
  [
    'Host and X-Forwarded-Proto/-Host together',
    { Host: 'attacker.example:8443', 'X-Forwarded-Host': 'attacker.example', 'X-Forwarded-Proto': 'https' },
  ],
] as const;

describe('a mailed link never comes from the request', () => {
  it.each(forged)('POST /api/auth/forgot with %s mails a link to the configured shop', async (_, headers) => {
    const email = `victim-${Math.random().toString(36).slice(2)}@example.no`;
    await signIn(t.db, t.auth, { email });
    const res = await post('/api/auth/forgot', { email }, headers);
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(`${shop}/account/reset-password?token=`);
    expect(linksIn(`${mail?.text} ${mail?.html ?? ''}`).every((link) => link.startsWith(`${shop}/`))).toBe(
      true,
    );
    expect(`${mail?.text} ${mail?.html ?? ''}`).not.toContain('attacker.example');
  });

  it('the "someone tried to sign up with your address" mail links to the configured shop', async () => {
    const email = `taken-${Math.random().toString(36).slice(2)}@example.no`;
    await signIn(t.db, t.auth, { email });
    const res = await post(
      '/api/auth/register',
      { email, password: 'en lang og god setning 42' },
      { Host: 'attacker.example' },
    );
    expect(res.status).toBe(409);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(`${shop}/account/login`);
    expect(`${mail?.text} ${mail?.html ?? ''}`).not.toContain('attacker.example');
  });

  it("an order confirmation links to the configured shop, whatever the order call's Host", async () => {
    const email = `buyer-${Math.random().toString(36).slice(2)}@example.no`;
    const { token } = await signIn(t.db, t.auth, { email });
    const [article] = await articlesWith(t.db, 'in-stock', 1);
    const res = await post(
      '/api/order/create-order',
      guestOrder([{ articleId: article?.articleId, quantity: 1 }], {
        email,
        pickup: true,
        pickupShop: 'alnabru',
        billingAddress: { ...homeAddress, email },
        paymentMethod: 'store',
      }),
      { Host: 'attacker.example', Authorization: token, 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(res.status, res.body).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(`${shop}/account/orders/`);
    expect(`${mail?.text} ${mail?.html ?? ''}`).not.toContain('attacker.example');
  });
});
