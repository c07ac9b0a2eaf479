// @engines: pglite
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, createLogger, type LogFormat, personLine, requestLog } from './logger';

const token = 'Zq3_x9LmN0pQrS7tUvWx2yZaBcDeFgHiJkLmNoPqRsT';

function captured(format: LogFormat = 'json') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream, format) };
}

describe('the logger', () => {
  it('writes request paths without their secrets', async () => {
    const { lines, logger } = captured();
    const app = new Hono().use(requestLog(logger)).get('*', (c) => c.text('ok'));
    await app.request(`/api/order/token/${token}`);
    expect(lines.join('')).toContain('"path":"/api/order/token/[redacted]"');
    expect(lines.join('')).not.toContain(token);
  });

  it("cuts a failed query's parameters from the error's message, stack and fields", () => {
    const { lines, logger } = captured();
    const error = new DrizzleQueryError('select * from orders where token = $1', [token], new Error('gone'));
    logger.error({ err: error }, 'unhandled error');
    const line = lines.join('');
    expect(line).toContain('Failed query: select * from orders where token = $1');
    expect(line).not.toContain(token);
  });

  it('writes JSON when asked, and otherwise for a person on a terminal and JSON into a pipe or a file', () => {
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
  });

  it('for a person: a request on one line, a message with its plain fields, never a secret', async () => {
    const { lines, logger } = captured('pretty');
    const app = new Hono().use(requestLog(logger)).get('*', (c) => c.text('ok'));
    await app.request(`/api/order/token/${token}`);
    logger.info({ port: 8080, seed: { step: 'links', ms: 12 } }, 'Bildeler is listening');
    const [request, listening] = lines;
    expect(request).toMatch(/ INFO.*: GET \/api\/order\/token\/\[redacted\] 200 [\d.]+ ms\n$/);
    expect(listening).toMatch(/ INFO.*: Bildeler is listening {2}port=8080\n$/);
    expect(lines.join('')).not.toContain(token);
    expect(() => JSON.parse(request ?? '')).toThrow();
  });

  it("for a person: an error's stack below its message, the failed query's parameters cut", () => {
    const { lines, logger } = captured('pretty');
    const error = new DrizzleQueryError('select * from orders where token = $1', [token], new Error('gone'));
    logger.error({ err: error, path: '/api/x' }, 'unhandled error');
    const line = lines.join('');
    expect(line).toMatch(
      /ERROR.*: unhandled error {2}path=\/api\/x\n.*Failed query: select \* from orders where token = \$1/,
    );
    expect(line).not.toContain(token);
  });

  it('shows a field holding an object only in JSON', () => {
    const log = {
      level: 30,
      time: 0,
      msg: 'catalogue links: 5 vehicle links in 0.1 s',
      seed: { ms: 100 },
      n: [1, 2],
    };
    expect(personLine(log)).toBe('catalogue links: 5 vehicle links in 0.1 s  n=[1,2]');
  });
});
