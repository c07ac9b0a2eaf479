import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SendEntry } from '../api/outbox-send';
import { claimNextInStream, enqueue, listOpen, markFailed, readEntry } from '../db/outbox';
import type { AppDB } from '../db/schema';
import { forgetSession, replaceSessionToken, saveSession } from '../db/session';
import { freshDb, paths, outboxRequest as req } from '../db/testing';
import { drainOutbox, signedOutCode } from './drain';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

const clock = 1_000_000;
const drain = (send: SendEntry) => drainOutbox({ db, send, now: () => clock, random: () => 0, locks: null });
const ofUser = (n: number) => ({ ...req('garage', n), auth: { userId: '7' } });

describe('drainOutbox, one stream after another answer', () => {
  it('sends a backlog and what is enqueued while it drains, in order, each after the previous answer', async () => {
    for (let n = 1; n <= 30; n++) await enqueue(db, req('garage', n), clock);
    const sent: string[] = [];
    let inFlight = 0;
    const send: SendEntry = async (entry) => {
      expect(++inFlight).toBe(1);
      sent.push(entry.path);
      expect((await readEntry(db, entry.id))?.state).toBe('sending');
      if (entry.path === '/garage/10') await enqueue(db, req('garage', 31), clock);
      await new Promise((done) => setTimeout(done, 0));
      inFlight--;
      return { status: 201, body: {} };
    };

    expect(await drain(send)).toMatchObject({ sent: 31, failed: 0, retried: 0 });
    expect(sent).toEqual(Array.from({ length: 31 }, (_, i) => `/garage/${i + 1}`));
    expect(await listOpen(db)).toEqual([]);
  });

  it('reads the session as it claims each entry: a renewed token is used, a sign-out stops the rest', async () => {
    await saveSession(db, { token: 'first', userId: '7' });
    for (let n = 1; n <= 4; n++) await enqueue(db, ofUser(n), clock);
    const tokens: Array<string | undefined> = [];
    const send: SendEntry = async (entry, token) => {
      tokens.push(token);
      if (entry.path === '/garage/1') await replaceSessionToken(db, 'renewed');
      if (entry.path === '/garage/2') await forgetSession(db);
      return { status: 201, body: {} };
    };

    expect(await drain(send)).toMatchObject({ sent: 2, failed: 1 });
    expect(tokens).toEqual(['first', 'renewed']);
    const open = await listOpen(db);
    expect(open.map((e) => [e.path, e.state, e.lastError?.code])).toEqual([
      ['/garage/3', 'failed', signedOutCode],
      ['/garage/4', 'pending', undefined],
    ]);
  });
});

describe('claimNextInStream', () => {
  it("claims the stream's next entry past other streams; not one that is failed or not due yet", async () => {
    const first = await enqueue(db, req('garage', 1), clock);
    await enqueue(db, req('cart', 1), clock);
    const second = await enqueue(db, req('garage', 2), clock);
    const third = await enqueue(db, req('garage', 3), clock + 5_000);

    expect(await claimNextInStream(db, first, clock)).toMatchObject({ id: second.id, state: 'sending' });
    expect((await readEntry(db, second.id))?.state).toBe('sending');
    expect(await claimNextInStream(db, second, clock)).toBeNull();
    expect(await claimNextInStream(db, second, clock + 5_000)).toMatchObject({ id: third.id });

    await markFailed(db, third.id, { status: 400, code: 'INVALID', message: 'Bad' });
    expect(await claimNextInStream(db, second, clock + 5_000)).toBeNull();
    // garage/1 (never sent here) is untouched: only what follows it is claimed.
    expect(paths(await listOpen(db))).toEqual(['/garage/1', '/cart/1', '/garage/2', '/garage/3']);
  });
});
