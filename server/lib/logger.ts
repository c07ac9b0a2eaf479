// JSON logs on stdout (pino), one line per request.
import type { MiddlewareHandler } from 'hono';
import { pino } from 'pino';

export type Logger = pino.Logger;

export const createLogger = (level: string): Logger => pino({ level, base: { service: 'bildeler' } });

export const requestLog =
  (logger: Logger): MiddlewareHandler =>
  async (c, next) => {
    const start = performance.now();
    await next();
    logger.info({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  };
