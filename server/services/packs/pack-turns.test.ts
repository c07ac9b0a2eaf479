// @engines: pglite
// The pack pages' turns: at most `atOnce` at a time, waiters served in order, a waiter past its wait turned away
// without taking a turn from anyone.
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './pack-cursor';
import { createTurns } from './pack-turns';

describe('pack turns', () => {
  it('gives two at once, the third when one is given back', async () => {
    const turns = createTurns(2, 1000);
    const first = await turns.take();
    const second = await turns.take();
    const third = turns.take();
    expect(turns.state()).toEqual({ running: 2, waiting: 1 });
    first?.();
    first?.();
    const got = await third;
    expect(got).toBeTypeOf('function');
    expect(turns.state()).toEqual({ running: 2, waiting: 0 });
    second?.();
    got?.();
    expect(turns.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('serves waiters in the order they came', async () => {
    const turns = createTurns(1, 1000);
    const held = await turns.take();
    const order: string[] = [];
    const a = turns.take().then((release) => {
      order.push('a');
      return release;
    });
    const b = turns.take().then((release) => {
      order.push('b');
      return release;
    });
    held?.();
    (await a)?.();
    (await b)?.();
    expect(order).toEqual(['a', 'b']);
  });

  it('turns away a caller that waited too long, and the turn still goes to the next one', async () => {
    const turns = createTurns(1, 20);
    const held = await turns.take();
    expect(await turns.take()).toBeNull();
    expect(turns.state()).toEqual({ running: 1, waiting: 0 });
    held?.();
    const next = await turns.take();
    expect(next).toBeTypeOf('function');
    next?.();
    expect(turns.state()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('pack cursor', () => {
  it('names a position and reads it back; anything else is no cursor', () => {
    const at = { reviews: 1234, articleId: 987654 };
    expect(decodeCursor(encodeCursor(at))).toEqual(at);
    expect(decodeCursor('')).toBeNull();
    expect(decodeCursor('a b')).toBeNull();
    expect(decodeCursor(Buffer.from('1:2:3').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from('1:3000000000').toString('base64url'))).toBeNull();
  });
});
