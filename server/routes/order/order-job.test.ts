// @engines: pglite postgres (sql-behaviour)
// An order's job (docs/api.md, Orders): create-order keeps the customer's reference (≤ 35 characters) and vehicle, every order
// answer (one order, the user's list, the desk's list, track) carries them, and the user's list and the desk search
// by them. Too long or damaged → 400 with the field's code; another user's order stays unread; junk → never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskOrderPage } from '../../../src/domain/order-desk';
import { freshIp } from '../../test/auth-kit';
import { anyText, expectClientAnswer } from '../../test/fuzz';
import { anArticle, type Body, call, createOrder, guestOrder, type TestArticle } from '../../test/order-kit';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let article: TestArticle;
let owner: string;
let stranger: string;
let admin: string;
let golf: Body['order'];
let plateOnly: Body['order'];
let none: Body['order'];

const golfVehicle = { carId: 4711, label: 'VW GOLF VII 1.6 TDI', plate: 'ab 12-345' };
const order = (extra: object) => guestOrder([{ articleId: article.articleId, quantity: 1 }], extra);

async function place(extra: object, token = owner): Promise<Body['order']> {
  const res = await createOrder(t.app, order(extra), { token });
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  return res.body.order;
}

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  article = await anArticle(t.db, 'on-backorder');
  owner = (await signIn(t.db, t.auth, { email: 'workshop@example.no' })).token;
  stranger = (await signIn(t.db, t.auth, { email: 'stranger-job@example.no' })).token;
  admin = (await signIn(t.db, t.auth, { email: 'admin-job@example.no', role: 'ADMIN' })).token;
  golf = await place({ reference: '  JOB-4411/PO 778  ', vehicle: golfVehicle });
  plateOnly = await place({ reference: 'Verksted 12', vehicle: { plate: 'EL 98765' } });
  none = await place({});
  await place({ reference: 'JOB-4411 other', vehicle: { plate: 'AB12345' } }, stranger);
});
afterAll(() => t?.close());

const get = (path: string, token?: string) =>
  call(t.app, path, { headers: token === undefined ? {} : { Authorization: token } });
const numbers = (body: { items: { number: string }[] }) => body.items.map((item) => item.number).sort();

describe('create-order keeps the reference and the vehicle', () => {
  it('answers them trimmed, the plate as the register writes it; left out → null', () => {
    expect(golf.reference).toBe('JOB-4411/PO 778');
    expect(golf.vehicle).toEqual({ carId: 4711, label: 'VW GOLF VII 1.6 TDI', plate: 'AB12345' });
    expect(plateOnly.vehicle).toEqual({ carId: null, label: '', plate: 'EL98765' });
    expect(none.reference).toBeNull();
    expect(none.vehicle).toBeNull();
  });

  it('reads them back for the owner and an ADMIN, and for no one else (404 as for no order)', async () => {
    for (const token of [owner, admin]) {
      const res = await get(`/${golf.id}`, token);
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({ reference: golf.reference, vehicle: golf.vehicle });
    }
    const theirs = await get(`/${golf.id}`, stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe('ORDER_NOT_FOUND');
    expect(theirs.raw).not.toContain('JOB-4411/PO');
  });

  it('shows them to whoever tracks the order by number and email', async () => {
    const res = await call(
      t.app,
      '/track',
      jsonPost({ number: golf.number, email: golf.email }, { 'X-Forwarded-For': freshIp() }),
    );
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ reference: golf.reference, vehicle: golf.vehicle });
  });

  it.each([
    ['a reference over 35 characters', { reference: 'R'.repeat(36) }, 'reference', 'TOO_LONG'],
    ['a reference of two lines', { reference: 'JOB\n2' }, 'reference', 'INVALID'],
    ['a reference that is no text', { reference: 42 }, 'reference', 'INVALID'],
    ['a plate that is none', { vehicle: { plate: 'AB-12345-XYZ99' } }, 'vehicle.plate', 'INVALID_PLATE'],
    ['a vehicle with neither car nor plate', { vehicle: { label: 'Golf' } }, 'vehicle', 'REQUIRED'],
    ['a car id that is none', { vehicle: { carId: -3 } }, 'vehicle.carId', 'INVALID'],
    [
      'a vehicle name over 120 characters',
      { vehicle: { carId: 1, label: 'x'.repeat(121) } },
      'vehicle.label',
      'TOO_LONG',
    ],
  ])(
    'refuses %s: 400 naming the field, in the caller’s language, nothing placed',
    async (_, extra, field, code) => {
      const res = await createOrder(t.app, order(extra), {
        token: owner,
        headers: { 'Accept-Language': 'en' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.fields[field]).toBe(code);
      expect(res.body.message).toEqual(expect.any(String));
    },
  );

  it('takes exactly 35 characters', async () => {
    const placed = await place({ reference: 'R'.repeat(35) });
    expect(placed.reference).toBe('R'.repeat(35));
  });
});

describe('GET /order/me?search', () => {
  it('finds the user’s own orders by reference, vehicle name or plate (any spelling), never another’s', async () => {
    for (const search of ['job-4411', 'PO 778', 'golf vii', 'ab 12 345', 'ab12345']) {
      const res = await get(`/me?search=${encodeURIComponent(search)}`, owner);
      expect(res.status, search).toBe(200);
      expect(numbers(res.body), search).toEqual([golf.number]);
      expect(res.body.total).toBe(1);
    }
    expect(numbers((await get('/me?search=el-98765', owner)).body)).toEqual([plateOnly.number]);
    expect(numbers((await get(`/me?search=${golf.number.toLowerCase()}`, owner)).body)).toEqual([
      golf.number,
    ]);
  });

  it('takes % and _ literally, and an empty search lists every order', async () => {
    expect((await get('/me?search=%25', owner)).body.items).toEqual([]);
    expect((await get('/me?search=_', owner)).body.items).toEqual([]);
    expect((await get('/me?search=', owner)).body.total).toBeGreaterThanOrEqual(3);
  });

  it('refuses a search over 100 characters or with control characters (400 BAD_REQUEST)', async () => {
    for (const search of ['x'.repeat(101), 'a\u0000b']) {
      const res = await get(`/me?search=${encodeURIComponent(search)}`, owner);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('BAD_REQUEST');
    }
  });
});

describe('the order desk', () => {
  const desk = async (search: string) => {
    const res = await call(t.app, `/admin?search=${encodeURIComponent(search)}`, {
      headers: { Authorization: admin },
    });
    expect(res.status).toBe(200);
    return res.body as unknown as DeskOrderPage;
  };

  it('shows each row’s reference and vehicle, and searches every customer’s orders by them', async () => {
    const found = await desk('JOB-4411');
    expect(numbers(found).length).toBe(2);
    const row = found.items.find((item) => item.id === golf.id);
    expect(row).toMatchObject({ reference: 'JOB-4411/PO 778', vehicle: golf.vehicle });
    expect(numbers(await desk('el98765'))).toEqual([plateOnly.number]);
  });
});

describe('fuzz', () => {
  it('never answers a 5xx, whatever the reference, vehicle or search', async () => {
    const buyer = (await signIn(t.db, t.auth, { email: 'fuzz-job@example.no' })).token;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyText, fc.string({ maxLength: 40 })),
        fc.oneof(
          anyText,
          fc.record(
            {
              carId: fc.oneof(fc.integer(), anyText),
              label: anyText,
              plate: fc.oneof(fc.string({ maxLength: 12 }), anyText),
            },
            { requiredKeys: [] },
          ),
        ),
        fc.string({ maxLength: 120 }),
        async (reference, vehicle, search) => {
          const res = await t.app.request(
            '/api/order/create-order',
            jsonPost(order({ reference, vehicle }), {
              Authorization: buyer,
              'Idempotency-Key': crypto.randomUUID(),
              'X-Forwarded-For': freshIp(),
            }),
          );
          await expectClientAnswer(res);
          const listed = await t.app.request(`/api/order/me?search=${encodeURIComponent(search)}`, {
            headers: { Authorization: buyer },
          });
          await expectClientAnswer(listed);
        },
      ),
      { numRuns: 40 },
    );
  });
});
