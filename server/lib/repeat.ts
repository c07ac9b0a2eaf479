// A background job every `intervalMs`: a run still going when the next is due is not started twice, a failure is
// logged and the next run tries again. The timer does not keep the process alive. Answers its stop.
import type { Logger } from './logger';

export function repeatEvery(
  intervalMs: number,
  logger: Logger,
  failure: string,
  run: () => Promise<unknown>,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (err) {
      logger.warn({ err }, failure);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
