import { describe, expect, it } from 'vitest';
import { ownWorkBlocking } from '../scripts/bench-web-trace';

const page = { pid: 7, tid: 7 };
const task = (ts: number, durMs: number, cpuMs: number, thread = page) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ts * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('the page’s own work in a trace', () => {
  it('counts 4 × each task’s CPU time past 50 ms, after the first contentful paint, on the page’s thread', () => {
    const events = [
      task(10, 40, 30), // before the paint: not counted
      { name: 'firstContentfulPaint', ...page, ts: 100_000 },
      task(120, 60, 20), // 80 ms at 4× → 30
      task(200, 40, 10), // 40 ms at 4× → 0, however long it waited for a core
      task(300, 25, 25), // 100 ms → 50
      task(300, 90, 90, { pid: 8, tid: 8 }), // another process: not counted
    ];
    expect(ownWorkBlocking(events)).toBe(80);
  });

  it('says nothing of a trace without a first paint', () => {
    expect(ownWorkBlocking([task(1, 90, 90)])).toBeNull();
  });
});
