// JSON logs on stdout (pino), one line per request. No secret is logged: URLs go through redactUrl (tokens in
// paths and queries), and a failed database query's parameters (tokens, addresses, hashes) are cut from errors.
import type { MiddlewareHandler } from 'hono';
import { pino } from 'pino';
import { redactUrl } from './redact';

export type Logger = pino.Logger;

/** Drizzle's query errors end their message with `params: …`, the values the query was given. */
const withoutParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

function serializeError(error: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  if ('params' in out) out.params = '[redacted]';
  if (typeof out.message === 'string') out.message = withoutParams(out.message);
  if (typeof out.stack === 'string') out.stack = withoutParams(out.stack);
  return out;
}

/** `destination`: stdout unless given (tests read the lines). */
export const createLogger = (level: string, destination?: pino.DestinationStream): Logger =>
  pino({ level, base: { service: 'bildeler' }, serializers: { err: serializeError } }, destination);

export const requestLog =
  (logger: Logger): MiddlewareHandler =>
  async (c, next) => {
    const start = performance.now();
    await next();
    logger.info({
      method: c.req.method,
      path: redactUrl(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  };
