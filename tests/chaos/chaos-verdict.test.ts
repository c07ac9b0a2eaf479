// The chaos verdict on fixtures: a clean run passes, and each defect the chaos test guards against (a write lost, a
// write applied twice, an entry marked done that the server never accepted, a stream out of order, an entry left
// open) is found. The short chaos run (npm run test:chaos:short) relies on this verdict alone.
import { describe, expect, it } from 'vitest';
import type { OrderRow, OutboxRow } from './chaos-state';
import { chaosVerdict, type DeviceRecord, faultsMissing, findings, type ServerRecord } from './chaos-verdict';

const entry = (id: number, stream: string, state: OutboxRow['state'] = 'done'): OutboxRow => ({
  id,
  stream,
  method: 'POST',
  path: `/${stream}`,
  idempotencyKey: `key-${id}`,
  state,
});
const order = (key: string, number: string, items = [{ articleId: 7, quantity: 2 }]): OrderRow => ({
  key,
  userId: 'u1',
  state: 'placed',
  input: { items },
  order: { number, token: `token-${number}`, total: 100, items },
});
const address = (n: number, revision: number) => ({
  firstName: `Chaos${n}`,
  address2: `Revision ${revision}`,
});

/** A run where every write reached the server once, in order. */
function clean(): { device: DeviceRecord; server: ServerRecord } {
  const outbox = [entry(1, 'cart'), entry(2, 'garage'), entry(3, 'cart'), entry(4, 'order')];
  return {
    device: {
      outbox,
      cart: [{ articleId: 7, quantity: 1 }],
      garage: [4711],
      orders: [order('o1', 'B-1')],
      addresses: { revisions: [0, 2], uncertain: [], name: address },
    },
    server: {
      cart: [{ articleId: 7, quantity: 1 }],
      garage: [4711],
      addresses: [address(0, 0), address(1, 2)],
      orders: [{ number: 'B-1' }],
      orderLines: { 'B-1': [{ articleId: 7, quantity: 2 }] },
      committed: outbox.map((e) => ({ key: e.idempotencyKey, at: 1000 + e.id })),
    },
  };
}

const verdictOf = (change: (run: ReturnType<typeof clean>) => void) => {
  const run = clean();
  change(run);
  return findings(chaosVerdict(run.device, run.server));
};

describe('the chaos verdict', () => {
  it('finds nothing in a run where every write is on the server once, in order', () => {
    expect(verdictOf(() => {})).toEqual([]);
  });

  describe('a lost write', () => {
    it('an order placed on the device that the server does not have', () => {
      expect(verdictOf(({ server }) => (server.orders = []))).toContain('lost orders: 1');
    });
    it('an order still waiting, without a number', () => {
      expect(
        verdictOf(({ device }) => device.orders.push({ key: 'o2', userId: 'u1', state: 'waiting' })),
      ).toEqual(['lost orders: 1']);
    });
    it('the cart change the server never got', () => {
      expect(verdictOf(({ device }) => (device.cart = [{ articleId: 7, quantity: 2 }]))).toEqual([
        'lost cart: 1',
      ]);
    });
    it('a vehicle in the device garage only', () => {
      expect(verdictOf(({ device }) => device.garage.push(99))).toEqual(['lost garage: 1']);
    });
    it('an address shown saved that is not on the server, and an edit that did not arrive', () => {
      expect(verdictOf(({ server }) => (server.addresses = [address(1, 1)]))).toEqual([
        'lost addresses: 1',
        'lost addressEdits: 2',
      ]);
    });
    it('an order placed with other lines than the device sent', () => {
      expect(verdictOf(({ server }) => (server.orderLines['B-1'] = [{ articleId: 7, quantity: 1 }]))).toEqual(
        ['lost orderLines: 1'],
      );
    });
    it('an entry marked done that the server never accepted (dropped by the outbox)', () => {
      expect(verdictOf(({ server }) => (server.committed = server.committed.slice(1)))).toEqual([
        'lost neverAccepted: 1',
      ]);
    });
  });

  describe('a duplicated write', () => {
    it('an order placed twice on the server', () => {
      expect(verdictOf(({ server }) => server.orders.push({ number: 'B-2' }))).toEqual([
        'duplicated orders: 1',
      ]);
    });
    it('a vehicle twice in the server garage', () => {
      expect(verdictOf(({ server }) => server.garage.push(4711))).toEqual(['duplicated garage: 1']);
    });
    it('an address saved twice, even one never shown saved', () => {
      expect(
        verdictOf(({ device, server }) => {
          device.addresses.uncertain = [0];
          server.addresses.push(address(0, 0));
        }),
      ).toEqual(['duplicated addresses: 1']);
    });
  });

  it('an address never shown saved may be missing, or at an older revision', () => {
    expect(
      verdictOf(({ device, server }) => {
        device.addresses.uncertain = [0, 1];
        server.addresses = [address(1, 1)];
      }),
    ).toEqual([]);
  });

  it('a stream whose newer entry the server accepted before an older one', () => {
    expect(
      verdictOf(({ server }) => {
        server.committed = server.committed.map((write) =>
          write.key === 'key-3' ? { ...write, at: 999 } : write,
        );
      }),
    ).toEqual(['out of order: stream cart']);
  });

  it('an entry left open, or refused and waiting for the user', () => {
    expect(
      verdictOf(({ device }) =>
        device.outbox.push(entry(5, 'garage', 'pending'), entry(6, 'cart', 'failed')),
      ),
    ).toEqual(['open outbox entries: 2']);
  });
});

describe('the faults a run must make', () => {
  const all = { cuts: 3, injected5xx: 1, droppedAnswers: 1, swRestarts: 1, serverKills: 1 };
  it('none missing when each kind happened as often as asked', () => {
    expect(faultsMissing(all, { swRestarts: 1, serverKills: 1 })).toEqual([]);
  });
  it('names each kind that did not happen', () => {
    expect(
      faultsMissing(
        { cuts: 0, injected5xx: 0, droppedAnswers: 0, swRestarts: 0, serverKills: 1 },
        { swRestarts: 1, serverKills: 2 },
      ),
    ).toEqual([
      'no network cut',
      'no injected 503',
      'no answer dropped after the commit',
      '0 of 1 service worker stops',
      '1 of 2 server kills',
    ]);
  });
});
