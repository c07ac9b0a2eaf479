import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLog } from './logger';

const token = 'Zq3_x9LmN0pQrS7tUvWx2yZaBcDeFgHiJkLmNoPqRsT';

function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
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
});
