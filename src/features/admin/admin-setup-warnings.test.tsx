// @vitest-environment happy-dom
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
});
