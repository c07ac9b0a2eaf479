// @engines: pglite
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { resolvePublicUrl } from './public-url';
import { setupNotes } from './setup-notes';
import { noTrustedProxies, parseTrustedProxies } from './trusted-proxies';

function notes(env: { NODE_ENV: string; SMTP_URL?: string; PUBLIC_URL?: string; TRUSTED_PROXIES?: string }) {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  const trusted = env.TRUSTED_PROXIES ? parseTrustedProxies(env.TRUSTED_PROXIES) : noTrustedProxies;
  const publicUrl = resolvePublicUrl({ PUBLIC_URL: env.PUBLIC_URL, HOST: '0.0.0.0', PORT: 8080 });
  const warnings = setupNotes({ ...env, TRUSTED_PROXIES: trusted }, publicUrl, logger);
  return { warnings, lines };
}

describe('setupNotes', () => {
  it('in production without SMTP_URL and PUBLIC_URL: two warnings, each said once at warn level', () => {
    const { warnings, lines } = notes({ NODE_ENV: 'production' });
    expect(warnings).toEqual(['PUBLIC_URL_UNSET', 'MAIL_NOT_SENT']);
    expect(lines.map((line) => line.level)).toEqual([40, 40]);
    expect(lines[0]?.msg).toMatch(/^PUBLIC_URL is not set: mailed links point at http:\/\/localhost:8080/);
    expect(lines[1]?.msg).toMatch(/^SMTP_URL is not set: .*NOT sent/);
  });

  it('in production with both set: nothing to warn about', () => {
    const { warnings, lines } = notes({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
      PUBLIC_URL: 'https://bildeler.no',
    });
    expect(warnings).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('in development the mailbox table is the point: no warnings, the address only as info', () => {
    const { warnings, lines } = notes({ NODE_ENV: 'development', TRUSTED_PROXIES: '127.0.0.1' });
    expect(warnings).toEqual([]);
    expect(lines.map((line) => line.level)).toEqual([30, 30]);
    expect(lines[1]?.msg).toMatch(/X-Forwarded-For/);
  });
});
