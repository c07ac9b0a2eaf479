// The shop as several processes on one PostgreSQL behind nginx (npm run start:cluster, playwright.cluster.config.ts):
// what one process promises must hold when the next request lands on another one. Calls go through nginx, or to one
// process directly (its own port), as nginx would send them.
import { request as httpRequest } from 'node:http';
import { clusterPorts, vippsUrl } from '../../playwright.cluster.config';
import { expect, test } from '../e2e/fixtures';
import { type Account, signUp } from '../e2e/pages/account-pages.page';
import { kari } from '../e2e/pages/addresses.page';
import { orderableArticles } from '../e2e/pages/orders.page';
import { adminToken } from '../e2e/pages/staff-session';

const processes = Array.from(
  { length: clusterPorts.processes },
  (_, index) => `http://127.0.0.1:${clusterPorts.first + index}`,
);

/** A call to nginx from `from` (a loopback address nobody trusts), as a client on the internet makes it. */
function fromAddress(
  from: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: string }> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: clusterPorts.nginx,
        localAddress: from,
        path,
        method: init.method ?? 'GET',
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const newEmail = () => `cluster.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.no`;

/** An order of one unit of `articleId`, picked up at the shop, paid there unless told. */
const pickupOrder = (articleId: number | undefined, email: string, paymentMethod = 'store') => ({
  items: [{ articleId, quantity: 1 }],
  email,
  pickup: true,
  pickupShop: 'alnabru',
  shippingAddress: null,
  billingAddress: kari,
  paymentMethod,
});

// @short: npm run test:cluster:short, the proof every run makes that each process behind nginx serves and that they
// share their state (sessions, one order per Idempotency-Key).
test('a session made by one process is read by every other, directly and through nginx', {
  tag: '@short',
}, async ({ request, clientHeaders }) => {
  const account = await signUp(request, clientHeaders);
  const me = (origin: string) =>
    request.get(`${origin}/api/user/me`, { headers: { Authorization: account.token } });
  for (const origin of processes) {
    const answer = await me(origin);
    expect(answer.status(), origin).toBe(200);
    expect((await answer.json()).user.email).toBe(account.email);
  }
  // Side by side through nginx, which hands each to the process with the fewest open requests: a process that
  // cannot serve fails some of them.
  const through = await Promise.all(Array.from({ length: 4 * processes.length }, () => me('')));
  expect(through.map((answer) => answer.status())).toEqual(through.map(() => 200));
});

test('an order sent with one key to two processes at once is placed once, and confirmed once', {
  tag: '@short',
}, async ({ request, clientHeaders }) => {
  const [articleId] = await orderableArticles(request, 1);
  const account: Account = await signUp(request, clientHeaders);
  const key = crypto.randomUUID();
  const order = pickupOrder(articleId, account.email);
  // The outbox sent it, the answer was lost, and the retry went to the other process while the first still worked.
  const answers = await Promise.all(
    processes.map((origin) =>
      request.post(`${origin}/api/order/create-order`, {
        headers: { ...clientHeaders, Authorization: account.token, 'Idempotency-Key': key },
        data: order,
      }),
    ),
  );
  for (const answer of answers) expect(answer.status(), await answer.text()).toBe(201);
  const placed = (await Promise.all(answers.map((answer) => answer.json()))).map(
    (answer) => answer.order as { id: number; number: string },
  );
  expect(new Set(placed.map((order) => order.id)).size).toBe(1);
  const mine = await request.get('/api/order/me', { headers: { Authorization: account.token } });
  expect((await mine.json()).total).toBe(1);
  const number = placed[0]?.number ?? '';
  const mails = async () =>
    (
      (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(account.email)}`)).json())
        .mails as {
        subject: string;
      }[]
    ).filter((mail) => mail.subject.includes(number));
  await expect.poll(async () => (await mails()).length).toBe(1);
});

test('password guesses are counted across the processes', async ({ request, clientHeaders }) => {
  const account = await signUp(request, clientHeaders);
  // Ten wrong passwords, every other one on each process: the account's limit is ten per 15 minutes.
  for (let guess = 0; guess < 10; guess++) {
    const origin = processes[guess % processes.length];
    const answer = await request.post(`${origin}/api/auth/login`, {
      headers: clientHeaders,
      data: { email: account.email, password: `wrong-${guess}-Bremseskive` },
    });
    expect(answer.status(), `guess ${guess + 1}`).toBe(401);
  }
  for (const origin of processes) {
    const right = await request.post(`${origin}/api/auth/login`, {
      headers: clientHeaders,
      data: { email: account.email, password: account.password },
    });
    expect(right.status(), origin).toBe(429);
  }
});

test('behind nginx a limit counts the client, whatever it writes in X-Forwarded-For', async () => {
  const register = (from: string, forged: string) =>
    fromAddress(from, '/api/auth/register', {
      method: 'POST',
      headers: { 'X-Forwarded-For': forged },
      body: { email: newEmail(), password: 'Cluster-Bremseskive-2026' },
    });
  // Two clients of this run's own (a retry gets others): any loopback address but nginx's own 127.0.0.1.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const [client, neighbour] = [
    `127.${octet()}.${octet()}.${octet()}`,
    `127.${octet()}.${octet()}.${octet()}`,
  ];
  // Ten sign-ups an hour from one address (server/services/auth/limits.ts), each naming another address.
  for (let account = 0; account < 10; account++) {
    const answer = await register(client, `203.0.113.${account}`);
    expect(answer.status, answer.body).toBe(201);
  }
  const eleventh = await register(client, '203.0.113.99');
  expect(eleventh.status, eleventh.body).toBe(429);
  // Another client behind the same nginx is not held by the first one's count.
  const other = await register(neighbour, '203.0.113.99');
  expect(other.status, other.body).toBe(201);
});

test('the last unit ordered on one process is gone on the other, and is not sold twice', async ({
  request,
  clientHeaders,
}) => {
  const list = await request.get('/api/tecdoc/get-products?perPage=50&lang=no');
  const items = (await list.json()).items as { articleId: number; stock: string }[];
  const articleId = items.find((item) => item.stock === 'in-stock')?.articleId;
  expect(articleId, 'an article in stock').toBeDefined();
  const [first, second] = processes;
  // Staff leave one unit on the shelf (on the first process).
  const staff = await adminToken(request, clientHeaders);
  const shelf = await request.put(`${first}/api/product/admin/stock`, {
    headers: { ...clientHeaders, Authorization: staff, 'Idempotency-Key': crypto.randomUUID() },
    data: { articleId, stockCount: 1 },
  });
  expect(shelf.status(), await shelf.text()).toBe(200);
  // The second process answers the product from its answer cache.
  const stockOn = async (origin: string | undefined) =>
    (await (await request.get(`${origin}/api/product/item?id=${articleId}&lang=no`)).json()).product.stock;
  expect(await stockOn(second)).toBe('in-stock');
  const orderOn = async (origin: string | undefined) => {
    const account = await signUp(request, clientHeaders);
    return request.post(`${origin}/api/order/create-order`, {
      headers: { ...clientHeaders, Authorization: account.token, 'Idempotency-Key': crypto.randomUUID() },
      data: pickupOrder(articleId, account.email),
    });
  };
  const bought = await orderOn(first);
  expect(bought.status(), await bought.text()).toBe(201);
  expect(await stockOn(second)).toBe('out-of-stock');
  const late = await orderOn(second);
  expect(late.status(), await late.text()).toBe(409);
  expect((await late.json()).error).toBe('OUT_OF_STOCK');
});

test('orders placed at once on both processes get numbers of their own', async ({
  request,
  clientHeaders,
}) => {
  const [articleId] = await orderableArticles(request, 1);
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      request.post(`${processes[index % processes.length]}/api/order/create-order`, {
        headers: { ...clientHeaders, 'Idempotency-Key': crypto.randomUUID() },
        data: pickupOrder(articleId, newEmail()),
      }),
    ),
  );
  for (const answer of answers) expect(answer.status(), await answer.text()).toBe(201);
  const numbers = await Promise.all(
    answers.map(async (answer) => (await answer.json()).order.number as string),
  );
  expect(new Set(numbers).size).toBe(numbers.length);
});

test('a Vipps payment approved is confirmed through nginx, and every process reads the order paid', async ({
  request,
  clientHeaders,
}) => {
  const [articleId] = await orderableArticles(request, 1);
  const placed = await request.post('/api/order/create-order', {
    headers: { ...clientHeaders, 'Idempotency-Key': crypto.randomUUID() },
    data: pickupOrder(articleId, newEmail(), 'vipps'),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).order as { id: number; token: string };
  const started = await request.post('/api/order/create-payments', {
    headers: { ...clientHeaders, 'Idempotency-Key': crypto.randomUUID() },
    data: { id: order.id, token: order.token },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { reference } = (await started.json()).payment as { reference: string };
  // The customer approves in Vipps; Vipps announces it to the shop's webhook, through nginx.
  const approved = await request.post(`${vippsUrl}/pay/${reference}/approve`, { maxRedirects: 0 });
  expect(approved.status(), await approved.text()).toBeLessThan(400);
  const statusOn = async (origin: string) =>
    (await (await request.get(`${origin}/api/order/token/${order.token}`)).json()).order.status;
  await expect.poll(() => statusOn('')).toBe('PAID');
  for (const origin of processes) expect(await statusOn(origin), origin).toBe('PAID');
});
