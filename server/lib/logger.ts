// Logs on stdout (pino), one line per request: JSON for machines, or lines for a person when stdout is a terminal
// (LOG_FORMAT decides otherwise). No secret is logged: URLs go through redactUrl (tokens in paths and queries), and a
// failed database query's parameters (tokens, addresses, hashes) are cut from errors, in either format.
import type { MiddlewareHandler } from 'hono';
import { pino } from 'pino';
import pretty from 'pino-pretty';
import { redactUrl } from './redact';

export type Logger = pino.Logger;

export type LogFormat = 'pretty' | 'json';

/** The format asked for (LOG_FORMAT), else lines for a person on a terminal and JSON into a pipe or a file. */
export const chooseLogFormat = (asked: LogFormat | undefined, stdoutIsTerminal: boolean): LogFormat =>
  asked ?? (stdoutIsTerminal ? 'pretty' : 'json');

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

/** The keys every line has, shown by the pretty line's own parts (time, level) or not at all. */
const lineKeys = new Set(['level', 'time', 'pid', 'hostname', 'service', 'msg', 'err']);

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A line for a person: a request as `GET /path 200 3.2 ms`; anything else as its message, then its plain fields as
 * `key=value` (a field holding an object is for machines, left to the JSON format), an error's stack below it.
 */
export function personLine(log: Record<string, unknown>): string {
  if (typeof log.method === 'string' && typeof log.status === 'number') {
    return `${log.method} ${String(log.path)} ${log.status} ${String(log.ms)} ms`;
  }
  const fields = Object.entries(log)
    .filter(([key, value]) => !lineKeys.has(key) && value !== undefined && !isPlainObject(value))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const text = [typeof log.msg === 'string' ? log.msg : '', ...fields].filter(Boolean).join('  ');
  const err = log.err as { stack?: unknown; message?: unknown } | undefined;
  const stack = err ? String(err.stack ?? err.message ?? '') : '';
  return stack ? `${text}\n${stack}` : text;
}

/** `destination`: stdout unless given (tests read the lines); `format`: JSON unless asked (chooseLogFormat). */
export function createLogger(
  level: string,
  destination?: pino.DestinationStream,
  format: LogFormat = 'json',
): Logger {
  const options = { level, base: { service: 'bildeler' }, serializers: { err: serializeError } };
  if (format === 'json') return pino(options, destination);
  const lines = pretty({
    destination: destination ?? 1,
    // Written at once, so a line logged just before the process exits is not lost.
    sync: true,
    ...(destination ? { colorize: false } : {}),
    translateTime: 'SYS:HH:MM:ss',
    hideObject: true,
    messageFormat: (log) => personLine(log),
  });
  return pino(options, lines);
}

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
