// @engines: pglite postgres (races, raw-sql)
// The mail outbox: a mail is kept before it is sent; a failed send is tried again after its delay and sent once
// the mailer works; a send in progress is never started twice; after the last delay the mail is given up.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createTestApp } from '../test/test-app';
import type { Logger } from './logger';
import {
  deliverDueMails,
  deliverMail,
  mailRetryDelaysMs,
  maxMailAttempts,
  queueMail,
  sendKept,
} from './mail-outbox';
import type { Mail, Mailer } from './mailer';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
});
afterAll(() => t?.close());

const logger = () => ({ error: vi.fn(), warn: vi.fn() }) as unknown as Logger;
const mail = (to: string): Mail => ({ to, subject: 'Ordre', text: 'Takk', html: '<p>Takk</p>' });

/** A mailer that fails while `down` is true and keeps what it sent. */
function switchableMailer() {
  const sent: Mail[] = [];
  const state = { down: true };
  const mailer: Mailer = {
    send: async (m) => {
      if (state.down) throw new Error('smtp down');
      sent.push(m);
    },
  };
  return { sent, state, mailer };
}

const rowOf = async (id: number) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('the mail outbox', () => {
  it('sends a kept mail once and records it as sent', async () => {
    const { sent, state, mailer } = switchableMailer();
    state.down = false;
    const id = await queueMail(t.db, 'test', mail('outbox-once@example.no'));
    expect(await deliverMail({ db: t.db, mailer, logger: logger() }, id)).toBe('sent');
    expect(await deliverMail({ db: t.db, mailer, logger: logger() }, id)).toBe('not-due');
    expect(sent).toEqual([mail('outbox-once@example.no')]);
    expect((await rowOf(id))?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a mail the mailer refused, and sends it once when the retry comes after its delay', async () => {
    const { sent, state, mailer } = switchableMailer();
    const ctx = { db: t.db, mailer, logger: logger() };
    const now = new Date();
    const id = await queueMail(t.db, 'test', mail('outbox-retry@example.no'), now);
    expect(await deliverMail(ctx, id, now)).toBe('retry');
    const kept = await rowOf(id);
    expect(kept).toMatchObject({ attempts: 1, sentAt: null, lastError: 'smtp down' });
    expect(kept?.nextAttemptAt.getTime()).toBe(now.getTime() + (mailRetryDelaysMs[0] ?? 0));

    state.down = false;
    // Not due before its delay.
    await deliverDueMails(ctx, new Date(now.getTime() + 1000));
    expect(sent).toEqual([]);
    const later = new Date(now.getTime() + (mailRetryDelaysMs[0] ?? 0));
    await deliverDueMails(ctx, later);
    await deliverDueMails(ctx, later);
    expect(sent.filter((m) => m.to === 'outbox-retry@example.no')).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, lastError: null });
  });

  it('never sends one mail twice when the send after queueing and the retry loop meet', async () => {
    const sent: Mail[] = [];
    let release: () => void = () => {};
    const slow: Mailer = {
      send: (m) =>
        new Promise<void>((resolve) => {
          release = () => {
            sent.push(m);
            resolve();
          };
        }),
    };
    const ctx = { db: t.db, mailer: slow, logger: logger() };
    const id = await queueMail(t.db, 'test', mail('outbox-race@example.no'));
    const first = deliverMail(ctx, id);
    // The first send has claimed the row (its lease): the loop finds nothing due.
    await vi.waitFor(async () => expect((await rowOf(id))?.attempts).toBe(1));
    expect(await deliverMail(ctx, id)).toBe('not-due');
    release();
    expect(await first).toBe('sent');
    expect(sent).toHaveLength(1);
  });

  it('sends a mail kept and sent at once a single time: the retry loop never sends it again', async () => {
    const { sent, state, mailer } = switchableMailer();
    state.down = false;
    const ctx = { db: t.db, mailer, logger: logger() };
    const now = new Date();
    expect(await sendKept(ctx, 'test', mail('outbox-kept@example.no'), now)).toBe('sent');
    await deliverDueMails(ctx, new Date(now.getTime() + 10 ** 9));
    expect(sent).toEqual([mail('outbox-kept@example.no')]);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outbox-kept@example.no'));
    expect(row).toMatchObject({ kind: 'test', attempts: 1, lastError: null });
    expect(row?.sentAt?.getTime()).toBe(now.getTime());
  });

  it('keeps a mail the mailer refused as it was kept, for the retry after its delay', async () => {
    const { sent, state, mailer } = switchableMailer();
    const ctx = { db: t.db, mailer, logger: logger() };
    const now = new Date();
    expect(await sendKept(ctx, 'test', mail('outbox-kept-retry@example.no'), now)).toBe('retry');
    state.down = false;
    await deliverDueMails(ctx, new Date(now.getTime() + (mailRetryDelaysMs[0] ?? 0) - 1));
    expect(sent).toEqual([]);
    await deliverDueMails(ctx, new Date(now.getTime() + (mailRetryDelaysMs[0] ?? 0)));
    await deliverDueMails(ctx, new Date(now.getTime() + 10 ** 9));
    expect(sent).toEqual([mail('outbox-kept-retry@example.no')]);
  });

  it('gives a mail up after its last attempt', async () => {
    const { mailer } = switchableMailer();
    const log = logger();
    const ctx = { db: t.db, mailer, logger: log };
    let now = Date.now();
    const id = await queueMail(t.db, 'test', mail('outbox-give-up@example.no'), new Date(now));
    const results: string[] = [];
    for (let attempt = 1; attempt <= maxMailAttempts; attempt++) {
      results.push(await deliverMail(ctx, id, new Date(now)));
      now += (mailRetryDelaysMs[attempt - 1] ?? 0) + 1;
    }
    expect(results).toEqual([...Array(maxMailAttempts - 1).fill('retry'), 'gave-up']);
    expect((await rowOf(id))?.gaveUpAt).toBeInstanceOf(Date);
    expect(await deliverMail(ctx, id, new Date(now + 10 ** 9))).toBe('not-due');
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ mailId: id }), 'mail given up');
  });
});
