// The page's own work in a Lighthouse run's trace, beside Lighthouse's TBT. Lighthouse multiplies each main-thread
// task's wall time by 4 (its simulated phone); on this 2-core machine a task's wall time also counts the moments the
// page's thread waited for a core while Lighthouse, the browser's other processes and the shop's server worked, and
// runs of one page differed by 300 ms and more. A task's CPU time (`tdur`) leaves those out: 4 × CPU time is the
// work a phone 4 times slower would do, counted as TBT counts it (what a task takes past 50 ms, after the first
// contentful paint).

type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame?: string; data?: { frame?: string; isOutermostMainFrame?: boolean } };
};

const slowdown = 4;
const blockingFromMs = 50;

/** The blocking time of the page's tasks after its first contentful paint, from 4 × each task's CPU time (ms). */
export function ownWorkBlocking(events: TraceEvent[]): number | null {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' && e.ph === 'X' && e.pid === paint.pid && e.tid === paint.tid && e.ts >= paint.ts,
  );
  return tasks.reduce(
    (sum, task) => sum + Math.max(0, (slowdown * (task.tdur ?? task.dur ?? 0)) / 1000 - blockingFromMs),
    0,
  );
}
