// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { User } from '../../domain/user';

const codes = Array.from({ length: 10 }, (_, i) => `B${i}CDEFGHJK`);
const server = vi.hoisted(() => ({
  setup: vi.fn(),
  enable: vi.fn(),
  disable: vi.fn(),
  regenerate: vi.fn(),
}));
vi.mock('../../api/account', () => ({
  setupTwoFactor: server.setup,
  enableTwoFactor: server.enable,
  disableTwoFactor: server.disable,
  regenerateBackupCodes: server.regenerate,
}));
const session = vi.hoisted(() => ({ user: null as User | null, keepToken: vi.fn(), updateUser: vi.fn() }));
vi.mock('../../lib/session', () => ({ useSession: () => session }));
vi.mock('wouter', () => ({
  Link: ({ children, href }: { children: unknown; href: string }) => <a href={href}>{children as string}</a>,
  useLocation: () => ['/account/two-factor', () => undefined],
}));

const { TwoFactorPage } = await import('./two-factor-page');

const kari: User = {
  _id: '7',
  email: 'kari@example.no',
  phone: '',
  phoneNumber: '',
  firstName: 'Kari',
  lastName: 'Nordmann',
  avatar: null,
  role: 'CUSTOMER',
  twoFactorEnabled: false,
};

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  vi.clearAllMocks();
  session.user = { ...kari };
  server.setup.mockResolvedValue({
    otpauthUrl: 'otpauth://totp/Bildeler:kari@example.no?secret=JBSWY3DPEHPK3PXP',
    secret: 'JBSWY3DPEHPK3PXP',
    qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  });
  server.enable.mockResolvedValue({ backupCodes: codes, token: 'token-after-enable' });
  server.disable.mockResolvedValue('token-after-disable');
  server.regenerate.mockResolvedValue({ backupCodes: codes.map((code) => `N${code}`), token: 'token-3' });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});
afterEach(cleanup);

const renderPage = () =>
  render(
    <I18nProvider i18n={i18n}>
      <TwoFactorPage />
    </I18nProvider>,
  );
const typeCode = (form: HTMLElement, label: string, code: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value: code } });

describe('two-factor settings page', () => {
  it('turns it on: the QR code and the key to type, a code, then the ten codes once until saved', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(
      screen.getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src'),
    ).toMatch(/^data:image\/png/);

    const form = screen.getByRole('form', { name: 'Turn on two-factor sign-in' });
    typeCode(form, 'Code from the app', '12 34');
    fireEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText('The code from the app has 6 digits.')).toBeTruthy();
    expect(within(form).getByText('Please enter your password')).toBeTruthy();
    expect(server.enable).not.toHaveBeenCalled();

    typeCode(form, 'Code from the app', '123 456');
    typeCode(form, 'Your password', 'mitt lange passord');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Turn on' })));
    const shown = await screen.findByTestId('backup-codes');
    expect(server.enable).toHaveBeenCalledWith('123456', 'mitt lange passord');
    expect(
      within(shown)
        .getAllByTestId('backup-code')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(session.keepToken).toHaveBeenCalledWith('token-after-enable');
    expect(session.updateUser).toHaveBeenCalledWith({ ...kari, twoFactorEnabled: true });

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy codes' })));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`10. ${codes[9]}`));

    const saved = screen.getByRole('button', { name: 'I have saved them' }) as HTMLButtonElement;
    expect(saved.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved my backup codes somewhere safe'));
    fireEvent.click(saved);
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeTruthy();
    expect(screen.queryByTestId('backup-codes')).toBeNull();
    expect(screen.queryByText(codes[0] as string)).toBeNull();
  });

  it('a refused code says "2FA enable failed: …" and keeps the QR code', async () => {
    server.enable.mockRejectedValue(new ApiError(400, 'TWO_FACTOR_INVALID', 'Feil kode.'));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const form = await screen.findByRole('form', { name: 'Turn on two-factor sign-in' });
    typeCode(form, 'Code from the app', '000000');
    typeCode(form, 'Your password', 'mitt lange passord');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Turn on' })));
    expect((await screen.findByRole('alert')).textContent).toBe('2FA enable failed: Feil kode.');
    expect(screen.getByTestId('two-factor-secret')).toBeTruthy();
    expect(session.keepToken).not.toHaveBeenCalled();
  });

  it("a wrong password is said under the password field, in the app's language; the QR code stays", async () => {
    server.enable.mockRejectedValue(
      new ApiError(400, 'PASSWORD_WRONG', 'Passordet er feil.', { password: 'PASSWORD_WRONG' }),
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const form = await screen.findByRole('form', { name: 'Turn on two-factor sign-in' });
    typeCode(form, 'Code from the app', '123456');
    typeCode(form, 'Your password', 'feil passord her');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Turn on' })));
    expect(await within(form).findByText('The password is wrong.')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /2FA enable failed/ })).toBeNull();
    expect(screen.getByTestId('two-factor-secret')).toBeTruthy();
    // Typing again clears it.
    typeCode(form, 'Your password', 'riktig passord her');
    expect(within(form).queryByText('The password is wrong.')).toBeNull();
  });

  it('tells an ADMIN the admin area needs it, and leads there once it is on', async () => {
    session.user = { ...kari, role: 'ADMIN' };
    renderPage();
    expect(screen.getByTestId('admin-two-factor-needed').textContent).toMatch(/admin area opens only with/);
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const form = await screen.findByRole('form', { name: 'Turn on two-factor sign-in' });
    typeCode(form, 'Code from the app', '123456');
    typeCode(form, 'Your password', 'mitt lange passord');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Turn on' })));
    fireEvent.click(await screen.findByLabelText('I have saved my backup codes somewhere safe'));
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect((await screen.findByRole('link', { name: 'Go to the admin area' })).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
    expect(screen.queryByTestId('admin-two-factor-needed')).toBeNull();
  });

  it('a setup that cannot reach the server says so', async () => {
    server.setup.mockRejectedValue(new ApiError(0, 'NETWORK', 'Failed to fetch'));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '2FA setup failed: Network error or server not reachable',
    );
  });

  it('when on: new backup codes need a code; turning off takes a backup code', async () => {
    session.user = { ...kari, twoFactorEnabled: true };
    renderPage();
    const regenerate = screen.getByRole('form', { name: 'Make new backup codes' });
    typeCode(regenerate, 'Code from the app', '654321');
    await act(async () =>
      fireEvent.click(within(regenerate).getByRole('button', { name: 'Make new backup codes' })),
    );
    expect((await screen.findAllByTestId('backup-code'))[0]?.textContent).toBe(`N${codes[0]}`);
    // New codes end the other sessions: this device keeps the fresh token.
    expect(session.keepToken).toHaveBeenCalledWith('token-3');
    fireEvent.click(screen.getByLabelText('I have saved my backup codes somewhere safe'));
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));

    const off = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
    fireEvent.click(within(off).getByRole('button', { name: 'Use a backup code instead' }));
    typeCode(off, 'Backup code', 'abcd-efgh-jk');
    await act(async () => fireEvent.click(within(off).getByRole('button', { name: 'Turn off' })));
    expect(await screen.findByText('Two-factor sign-in is now off.')).toBeTruthy();
    expect(server.disable).toHaveBeenCalledWith({ kind: 'backup', code: 'ABCDEFGHJK' });
    expect(session.keepToken).toHaveBeenCalledWith('token-after-disable');
  });

  it('offline it says the change needs the network and sends nothing', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    renderPage();
    expect(screen.getByTestId('needs-network')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Set up two-factor sign-in' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
  });
});
