// Work started by a request and not awaited by it (mail): a failure is logged, never the request's. Tests wait
// for it with `backgroundWork()`.
import type { Logger } from './logger';

const running = new Set<Promise<void>>();
export function inBackground(logger: Logger, work: () => Promise<void>) {
  const task = work()
    .catch((error) => logger.error({ err: error }, 'account mail not sent'))
    .finally(() => running.delete(task));
  running.add(task);
}
export const backgroundWork = async () => {
  while (running.size > 0) await Promise.all(running);
};
