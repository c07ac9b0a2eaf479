// The outbox under chaos (docs/offline.md#the-outbox-under-chaos): three tabs of one signed-in customer make cart,
// garage, address and order writes through the shop's pages while the network is cut and restored at random every
// 0.5–5 s, the proxy answers 5 % of the write calls with a 503 and drops the answer of 3 % after the server committed
// them, the service worker is stopped again and again and the server process is killed and restarted. At the end
// every write is on the server exactly once, each stream in its order, the outbox is empty (chaos-verdict.ts), every
// kind of fault happened, and it prints the counts.
//
// Size from the environment: CHAOS_WRITES (1,000), CHAOS_SW_RESTARTS (20), CHAOS_SERVER_KILLS (2). CHAOS_SHORT=1
// (npm run test:chaos:short) is the short proof every run makes: 6 writes, one stop and one kill, fewer warm-up
// page loads. Either way the first write call gets a 503 and the first order's answer is dropped after its commit,
// so each fault is met at least once and a second copy of a write would show.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { chaosPorts } from '../../playwright.chaos.config';
import { expect, test } from '../e2e/fixtures';
import { AccountPages, signUp } from '../e2e/pages/account-pages.page';
import { saveAddress as saveOnServer } from '../e2e/pages/checkout.page';
import { setInvoiceTerms } from '../e2e/pages/invoice.page';
import { controlledByServiceWorker } from '../e2e/pages/offline';
import { ShopPage } from '../e2e/pages/shop.page';
import {
  addToCart,
  changeQuantity,
  chaosAddress,
  placeOrder,
  saveAddress,
  toggleVehicle,
} from './chaos-actions';
import {
  type CartRow,
  type OrderRow,
  type OutboxRow,
  openEntries,
  readMeta,
  readStore,
  ServerState,
  sendWaitingNow,
} from './chaos-state';
import { chaosVerdict, faultsMissing, findings } from './chaos-verdict';

const short = process.env.CHAOS_SHORT === '1';
const size = {
  writes: Number(process.env.CHAOS_WRITES ?? (short ? 6 : 1000)),
  swRestarts: Number(process.env.CHAOS_SW_RESTARTS ?? (short ? 1 : 20)),
  serverKills: Number(process.env.CHAOS_SERVER_KILLS ?? (short ? 1 : 2)),
};
/** Orders are few: the shop takes 30 an hour from one account (docs/security.md). */
const maxOrders = Math.min(25, Math.max(2, Math.round(size.writes / 40)));
const maxAddresses = Math.max(2, Math.round(size.writes / 25));

const control = (path: string) =>
  fetch(`http://127.0.0.1:${chaosPorts.control}${path}`, { method: path === '/stats' ? 'GET' : 'POST' }).then(
    (res) => res.json(),
  );
/** The run's counts go to the output (Playwright's reporter shows a test's stdout). */
const say = (line: string) => process.stdout.write(`chaos: ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low: number, high: number) => low + Math.random() * (high - low);

type Kind = 'cart' | 'quantity' | 'garage' | 'address' | 'order';

test('every write reaches the server exactly once through cuts, 5xx, lost answers and restarts', async ({
  context,
  page,
  clientHeaders,
}) => {
  // Set-up, without faults: a customer who may pay by invoice, with a saved address to deliver to.
  const setUp = Date.now();
  const account = await signUp(page.request, { ...clientHeaders, 'x-chaos-bypass': '1' });
  await setInvoiceTerms(page.request, clientHeaders, account, { approved: true, limit: 1_000_000 });
  await saveOnServer(page.request, account.token, { ...clientHeaders, 'x-chaos-bypass': '1' });
  const pages = new AccountPages(page);
  await pages.signIn(account);
  await pages.signedIn();
  await controlledByServiceWorker(page);
  const tabs: Page[] = [page, await context.newPage(), await context.newPage()];
  // Each page once online, as a user who has been around: the service worker keeps what they read. The short run
  // opens each page once, in the tab that uses it (the kept answers are the origin's, whichever tab read them).
  const everyPage = ['/catalog/bremseklosser', '/cart', '/account/addresses', '/checkout', '/'];
  const warmUp = short
    ? [['/catalog/bremseklosser', '/checkout', '/cart'], ['/'], ['/account/addresses']]
    : [];
  await Promise.all(
    tabs.map(async (tab, index) => {
      for (const path of short ? (warmUp[index] ?? []) : everyPage) {
        await tab.goto(path);
        await new ShopPage(tab).ready();
      }
    }),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  say(`set up in ${Math.round((Date.now() - setUp) / 1000)} s`);

  // The chaos.
  const counts: Record<Kind, number> = { cart: 0, quantity: 0, garage: 0, address: 0, order: 0 };
  const gaveUp: Record<Kind, number> = { cart: 0, quantity: 0, garage: 0, address: 0, order: 0 };
  const total = () => Object.values(counts).reduce((sum, count) => sum + count, 0);
  let running = true;
  let swRestarts = 0;
  let serverKills = 0;
  await control('/faults?fail5xx=0.05&dropAnswer=0.03&once5xx=/api/&onceDrop=/api/order/create-order');
  const network = flapNetwork(context, () => running);

  async function act(kind: Kind, tab: Page, action: () => Promise<boolean>): Promise<boolean> {
    let done = false;
    try {
      done = await action();
      if (done) counts[kind]++;
      else gaveUp[kind]++;
    } catch (error) {
      if (process.env.CHAOS_VERBOSE) {
        say(`${kind} given up: ${String(error).split('\n').slice(0, 6).join(' | ')}`);
        await tab
          .screenshot({ path: `test-results-chaos/gave-up-${kind}-${gaveUp[kind]}.png` })
          .catch(() => undefined);
      }
      // The page could not do it now (no network for a page it has not kept, a step that did not answer): the user
      // moves on. Whatever the page did write is in the outbox and is checked at the end.
      gaveUp[kind]++;
      await tab.goto('/').catch(() => undefined);
    }
    await disrupt();
    return done;
  }

  /** Stops the service worker and kills the server at evenly spread points of the run. */
  async function disrupt() {
    const done = total();
    if (swRestarts < size.swRestarts && done >= ((swRestarts + 1) * size.writes) / (size.swRestarts + 1)) {
      swRestarts++;
      say(`service worker stopped (${swRestarts})`);
      await stopServiceWorkers(cdp);
    }
    if (
      serverKills < size.serverKills &&
      done >= ((serverKills + 1) * size.writes) / (size.serverKills + 1)
    ) {
      serverKills++;
      say(`server killed (${serverKills})`);
      await control('/kill-server');
    }
  }

  /** Tab 1: the cart (the only tab that changes it, so a review is not undone by another tab) and the orders. */
  const everyOrder = Math.max(3, Math.floor(size.writes / 2 / (maxOrders + 1)));
  const shopper = async (tab: Page) => {
    let sinceOrder = 0;
    // At least one order, however short the run: its answer is the one dropped for sure.
    while (total() < size.writes || counts.order === 0) {
      const cartLines = (await readStore<CartRow>(tab, 'cart').catch(() => [])).length;
      if (cartLines >= 2 && counts.order < maxOrders && sinceOrder >= everyOrder) {
        await act('order', tab, () => placeOrder(tab));
        sinceOrder = 0;
      } else if (cartLines > 0 && Math.random() < 0.3) await act('quantity', tab, () => changeQuantity(tab));
      else await act('cart', tab, () => addToCart(tab));
      sinceOrder++;
    }
  };
  /** Tab 2: the garage. */
  const garageKeeper = async (tab: Page) => {
    while (total() < size.writes) await act('garage', tab, () => toggleVehicle(tab));
  };
  /** Tab 3: the addresses, new ones and edits; `revisions[n]` is address n's last saved revision. */
  const revisions: number[] = [];
  const uncertain = new Set<number>();
  const accountKeeper = async (tab: Page) => {
    while (total() < size.writes) {
      // Saves are direct calls, not the outbox's: the short run makes three, then moves the garage as tab 2 does.
      if (short && counts.address + gaveUp.address >= 3) {
        await act('garage', tab, () => toggleVehicle(tab));
        continue;
      }
      const n = revisions.length < maxAddresses && Math.random() < 0.4 ? revisions.length : pickSaved();
      if (n === undefined || uncertain.has(n)) {
        if (revisions.length >= maxAddresses) await act('garage', tab, () => toggleVehicle(tab));
        continue;
      }
      const revision = n === revisions.length ? 0 : (revisions[n] as number) + 1;
      const saved = await act('address', tab, () => saveAddress(tab, n, revision));
      if (saved || revision === 0) revisions[n] = revision;
      // Not seen saved (the page gave up): the server may hold it or not, or either revision; it is left out of the
      // revision check (never of the duplicate check) and counted.
      if (!saved) uncertain.add(n);
    }
  };
  const pickSaved = () => (revisions.length ? Math.floor(Math.random() * revisions.length) : undefined);
  const started = Date.now();
  const progress = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    say(`${seconds} s, ${total()} writes ${JSON.stringify(counts)}, given up ${JSON.stringify(gaveUp)}`);
  }, 30_000);
  await Promise.all([
    shopper(tabs[0] as Page),
    garageKeeper(tabs[1] as Page),
    accountKeeper(tabs[2] as Page),
  ]);

  clearInterval(progress);
  // The chaos ends: the network stays up, no more faults at random (a one-shot fault not met yet stays armed: an
  // order that waited through the whole chaos still loses its answer); the server is up (the proxy's health answers
  // through it).
  running = false;
  await network;
  await control('/faults?fail5xx=0&dropAnswer=0');
  await expect
    .poll(async () => (await page.request.get('/api/health')).status(), { timeout: 120_000 })
    .toBe(200);
  const chaosSeconds = Math.round((Date.now() - started) / 1000);

  say(`the chaos ended after ${chaosSeconds} s; waiting for the outbox to drain`);
  // The outbox drains by itself: every tab's app sends what waits (its timers, the `online` event). The short run
  // does not wait out the backoffs the server's kill and the 503s left: what waits is due at each look.
  const drainStarted = Date.now();
  let told = 0;
  await expect
    .poll(
      async () => {
        if (short) await sendWaitingNow(page);
        const open = (await openEntries(page)).filter((entry) => entry.state !== 'failed');
        // What still waits, every 10 s: a drain that takes long says why (a send that hangs, a backoff).
        if (open.length > 0 && Date.now() - drainStarted > (told + 1) * 10_000) {
          told++;
          say(
            `still open: ${JSON.stringify(open.map((entry) => [entry.stream, entry.state, entry.lastError?.code]))}`,
          );
        }
        return open.length;
      },
      { timeout: 360_000, intervals: [1000] },
    )
    .toBe(0);
  const outbox = await readStore<OutboxRow>(page, 'outbox');
  const failed = outbox.filter((entry) => entry.state === 'failed');
  // A refusal is shown to the user: the pending badge and its panel list it.
  if (failed.length) await expect(page.locator('[data-testid=pending-badge]:visible')).toBeVisible();

  // The server holds each write once.
  const server = new ServerState(page.request, account.token, clientHeaders);
  const sync = await readMeta<{ cartId?: string }>(page, 'cartSync');
  const orders = await readStore<OrderRow>(page, 'orders');
  // An order the server refused (its stock, the invoice limit) is not placed: the cart came back and its page says
  // why. The user must see that: each one's page is opened.
  const refusedOrders = orders.filter((order) => order.state === 'failed');
  for (const order of refusedOrders) {
    await page.goto(`/checkout/${order.key}`);
    await expect(page.getByTestId('order-refused')).toBeVisible();
  }
  const orderLines: Record<string, CartRow[]> = {};
  for (const order of orders) {
    if (order.state !== 'failed' && order.order)
      orderLines[order.order.number] = (await server.order(order.order.token)).items;
  }
  const stats = await control('/stats');
  const device = {
    outbox,
    cart: await readStore<CartRow>(page, 'cart'),
    garage: (await readStore<{ id: number }>(page, 'garage')).map((vehicle) => vehicle.id),
    orders,
    addresses: { revisions, uncertain: [...uncertain], name: chaosAddress },
  };
  const verdict = chaosVerdict(device, {
    cart: sync?.cartId ? await server.cart(sync.cartId) : [],
    garage: await server.garage(),
    addresses: await server.addresses(),
    orders: await server.orders(),
    orderLines,
    committed: stats.committed,
  });
  const faults = {
    cuts: stats.cuts,
    injected5xx: stats.injected5xx,
    droppedAnswers: stats.droppedAnswers,
    swRestarts,
    serverKills: stats.serverKills,
  };

  const report = {
    seconds: chaosSeconds,
    writes: { ...counts, total: total() },
    notDoneByTheUser: gaveUp,
    addressesNotSeenSaved: [...uncertain],
    outbox: {
      entries: outbox.length,
      byStream: Object.fromEntries(
        [...new Set(outbox.map((entry) => entry.stream))].map((stream) => [
          stream,
          outbox.filter((entry) => entry.stream === stream).length,
        ]),
      ),
      open: verdict.open,
      refusedAndShown: failed.map((entry) => `${entry.stream} ${entry.lastError?.code}`),
      ordersRefusedAndShown: refusedOrders.map((order) => order.error?.code),
    },
    chaos: {
      ...faults,
      callsRefusedWhileCut: stats.refusedWhileCut,
      writeCalls: stats.writes,
      callsWhileServerDown: stats.upstreamDown,
    },
    lost: verdict.lost,
    duplicated: verdict.duplicated,
    streamsOutOfOrder: verdict.outOfOrder,
  };

  say(`${JSON.stringify(report, null, 2)}`);
  const lost = Object.values(verdict.lost).reduce((sum, n) => sum + n, 0);
  const duplicated = Object.values(verdict.duplicated).reduce((sum, n) => sum + n, 0);
  say(`${total()} writes, ${lost} lost, ${duplicated} duplicated, ${verdict.outOfOrder.length} out of order`);

  expect(total()).toBeGreaterThanOrEqual(size.writes);
  expect(failed.map((entry) => entry.lastError)).toEqual([]);
  expect(findings(verdict)).toEqual([]);
  // A run that did not make each fault it was to make proves nothing about it.
  expect(faultsMissing(faults, size)).toEqual([]);
});

/** Cuts and restores the network at random every 0.5–5 s while `running`; ends with it restored. */
async function flapNetwork(context: BrowserContext, running: () => boolean) {
  let cut = false;
  while (running()) {
    await sleep(between(500, 5000));
    if (!running()) break;
    cut = !cut;
    // The proxy drops every connection (the workers' too); the pages learn it as a phone does (`offline`).
    if (cut) {
      await control('/network?cut=1');
      await context.setOffline(true);
    } else {
      await context.setOffline(false);
      await control('/network?cut=0');
    }
  }
  await context.setOffline(false);
  await control('/network?cut=0');
}

async function stopServiceWorkers(cdp: CDPSession) {
  await cdp.send('ServiceWorker.stopAllWorkers');
}
