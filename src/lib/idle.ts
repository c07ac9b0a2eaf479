/**
 * Runs `work` at the browser's next idle moment, `timeoutMs` at most; where there is no idle callback (Safari),
 * after `fallbackMs`.
 */
export function whenIdle(work: () => void, timeoutMs: number, fallbackMs = 200): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, fallbackMs);
}
