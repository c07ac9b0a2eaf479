// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';

const server = vi.hoisted(() => ({ status: vi.fn() }));
vi.mock('../../api/admin-status', () => ({ fetchSetupStatus: server.status }));

const { AdminSetupWarnings, useSetupStatus } = await import('./admin-setup-warnings');

function Warnings() {
  return <AdminSetupWarnings status={useSetupStatus()} />;
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Warnings />
    </I18nProvider>,
  );

describe('AdminSetupWarnings', () => {
  it('shows each warning the server names, in an alert, with the setting to fix and the address links use', async () => {
    server.status.mockResolvedValue({
      warnings: ['MAIL_NOT_SENT', 'PUBLIC_URL_UNSET'],
      publicUrl: 'http://localhost:8080',
    });
    show();
    const box = await screen.findByRole('alert');
    expect(box.textContent).toContain("The shop's setup needs attention");
    expect(screen.getByTestId('setup-warning-MAIL_NOT_SENT').textContent).toMatch(
      /^Mail is not being sent\. SMTP_URL is not set/,
    );
    expect(screen.getByTestId('setup-warning-PUBLIC_URL_UNSET').textContent).toMatch(
      /^Links in mail point at http:\/\/localhost:8080\. PUBLIC_URL is not set/,
    );
  });

  it('shows nothing when all is well, or when the status cannot be read (offline)', async () => {
    server.status.mockResolvedValue({ warnings: [], publicUrl: 'https://bildeler.no' });
    const { container } = show();
    await vi.waitFor(() => expect(server.status).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
    cleanup();
    server.status.mockRejectedValue(new ApiError(0, 'NETWORK', 'offline'));
    const offline = show();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(offline.container.innerHTML).toBe('');
  });

  it.each([
    ['no', 'Butikkens oppsett trenger tilsyn'],
    ['ar', 'إعداد المتجر يحتاج إلى انتباه'],
  ] as const)('reads in %s, the settings and the address kept left to right', async (locale, heading) => {
    const { messages } = JSON.parse(readFileSync(`src/locales/${locale}/messages.json`, 'utf8'));
    i18n.loadAndActivate({ locale, messages });
    try {
      server.status.mockResolvedValue({
        warnings: ['MAIL_NOT_SENT', 'PUBLIC_URL_UNSET'],
        publicUrl: 'http://localhost:8080',
      });
      show();
      const box = await screen.findByRole('alert');
      expect(screen.getByRole('heading').textContent).toBe(heading);
      const mail = screen.getByTestId('setup-warning-MAIL_NOT_SENT');
      const url = screen.getByTestId('setup-warning-PUBLIC_URL_UNSET');
      // Translated, not the English words, with the names of the settings and the address in them.
      for (const item of [mail, url]) expect(item.textContent).not.toMatch(/is not set/);
      expect(mail.querySelector('code[dir="ltr"]')?.textContent).toBe('SMTP_URL');
      expect(url.querySelector('code[dir="ltr"]')?.textContent).toBe('PUBLIC_URL');
      expect(url.querySelector('bdi[dir="ltr"]')?.textContent).toBe('http://localhost:8080');
      expect(box.textContent).not.toContain("The shop's setup needs attention");
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });
});
