// The chaos test's verdict (tests/chaos/chaos.spec.ts, docs/offline.md#the-outbox-under-chaos): from what the device
// holds after the drain and what the server holds, which writes were lost, which were applied twice, which stream
// reached the server out of order, and which fault the run never made. Pure, so that chaos-verdict.test.ts proves on
// fixtures that a lost or a duplicated write fails the run.
import type { CartRow, OrderRow, OutboxRow } from './chaos-state';

/** What the device holds once its outbox has drained. */
export type DeviceRecord = {
  outbox: OutboxRow[];
  cart: CartRow[];
  /** Car ids in the device's garage. */
  garage: number[];
  /** Every order record on the device, refused ones ('failed') included. */
  orders: OrderRow[];
  /** `revisions[n]`: address n's last revision shown saved; `uncertain`: addresses never shown saved. */
  addresses: { revisions: number[]; uncertain: number[]; name: (n: number, revision: number) => AddressText };
};

type AddressText = { firstName: string; address2: string };

/** What the server holds, read with the test's own calls, and what the chaos proxy saw it accept. */
export type ServerRecord = {
  cart: CartRow[];
  garage: number[];
  addresses: { firstName: string; address2: string | null }[];
  orders: { number: string }[];
  /** The lines of each order the device placed, by order number. */
  orderLines: Record<string, CartRow[]>;
  /** Each Idempotency-Key the server answered 2xx, and when it first did (scripts/chaos/proxy.ts). */
  committed: { key: string; at: number }[];
};

/** What the run did to the shop, and what it was asked to do. */
export type Faults = {
  cuts: number;
  injected5xx: number;
  droppedAnswers: number;
  swRestarts: number;
  serverKills: number;
};

export type Verdict = {
  lost: {
    cart: number;
    garage: number;
    addresses: number;
    addressEdits: number;
    orders: number;
    orderLines: number;
    /** Entries the device marked done whose key the server never accepted. */
    neverAccepted: number;
  };
  duplicated: { garage: number; addresses: number; orders: number };
  /** Streams where an entry reached the server before an older one. */
  outOfOrder: string[];
  /** Entries still open (pending, sending, or refused and waiting for the user). */
  open: number;
};

/** `[articleId, quantity]` pairs, sorted: how two carts are compared. */
const lineKey = (lines: CartRow[]) => lines.map((line) => `${line.articleId}×${line.quantity}`).sort();

/** How many of `wanted` are missing from `have`, and how many of `have` are extra, counted as multisets. */
function compare<T>(wanted: T[], have: T[]): { missing: number; extra: number } {
  const left = [...have];
  let missing = 0;
  for (const item of wanted) {
    const at = left.indexOf(item);
    if (at === -1) missing++;
    else left.splice(at, 1);
  }
  return { missing, extra: left.length };
}

export function chaosVerdict(device: DeviceRecord, server: ServerRecord): Verdict {
  const accepted = new Map(server.committed.map((write) => [write.key, write.at]));
  const done = device.outbox.filter((entry) => entry.state === 'done');
  const garage = compare(device.garage, server.garage);
  const { revisions, uncertain, name } = device.addresses;
  const copies = revisions.map(
    (_, n) => server.addresses.filter((a) => a.firstName === name(n, 0).firstName).length,
  );
  const placed = device.orders.filter((order) => order.state !== 'failed');
  const placedNumbers = placed.flatMap((order) => (order.order ? [order.order.number] : []));
  const orders = compare(
    placedNumbers,
    server.orders.map((order) => order.number),
  );
  return {
    lost: {
      // The cart travels as whole states: the server's must be the device's last one.
      cart: lineKey(device.cart).join() === lineKey(server.cart).join() ? 0 : 1,
      garage: garage.missing,
      addresses: copies.filter((count, n) => count === 0 && !uncertain.includes(n)).length,
      addressEdits: revisions.filter(
        (revision, n) =>
          !uncertain.includes(n) &&
          server.addresses.find((a) => a.firstName === name(n, 0).firstName)?.address2 !==
            name(n, revision).address2,
      ).length,
      // An order not refused must be placed: one still waiting, without a number, is lost too.
      orders: orders.missing + placed.filter((order) => !order.order).length,
      orderLines: placed.filter(
        (order) =>
          order.order &&
          lineKey(server.orderLines[order.order.number] ?? []).join() !==
            lineKey(order.input?.items ?? []).join(),
      ).length,
      neverAccepted: done.filter((entry) => !accepted.has(entry.idempotencyKey)).length,
    },
    duplicated: {
      garage: garage.extra,
      // An address never shown saved may be missing; none may be there twice.
      addresses: copies.filter((count) => count > 1).length,
      orders: orders.extra,
    },
    outOfOrder: streamsOutOfOrder(done, accepted),
    open: device.outbox.filter((entry) => entry.state !== 'done').length,
  };
}

/**
 * Entries of one stream must reach the server in the order they were made: for each stream, the done entries by id
 * and the time the server first accepted each. Answers the streams where one came before an older one.
 */
function streamsOutOfOrder(done: OutboxRow[], accepted: Map<string, number>): string[] {
  const wrong: string[] = [];
  for (const stream of new Set(done.map((entry) => entry.stream))) {
    const times = done
      .filter((entry) => entry.stream === stream)
      .sort((a, b) => a.id - b.id)
      .flatMap((entry) => accepted.get(entry.idempotencyKey) ?? []);
    if (times.some((time, index) => index > 0 && time < (times[index - 1] as number))) wrong.push(stream);
  }
  return wrong;
}

/** The verdict's findings as lines for the report; none when every write is on the server once, in order. */
export function findings(verdict: Verdict): string[] {
  const lines: string[] = [];
  for (const [kind, count] of Object.entries(verdict.lost)) if (count) lines.push(`lost ${kind}: ${count}`);
  for (const [kind, count] of Object.entries(verdict.duplicated))
    if (count) lines.push(`duplicated ${kind}: ${count}`);
  for (const stream of verdict.outOfOrder) lines.push(`out of order: stream ${stream}`);
  if (verdict.open) lines.push(`open outbox entries: ${verdict.open}`);
  return lines;
}

/** The faults the run was to make and did not: a run without them proves nothing. */
export function faultsMissing(made: Faults, asked: { swRestarts: number; serverKills: number }): string[] {
  const missing: string[] = [];
  if (made.cuts === 0) missing.push('no network cut');
  if (made.injected5xx === 0) missing.push('no injected 503');
  if (made.droppedAnswers === 0) missing.push('no answer dropped after the commit');
  if (made.swRestarts < asked.swRestarts)
    missing.push(`${made.swRestarts} of ${asked.swRestarts} service worker stops`);
  if (made.serverKills < asked.serverKills)
    missing.push(`${made.serverKills} of ${asked.serverKills} server kills`);
  return missing;
}
