// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageGuard } from '../../domain/session';
import type { User } from '../../domain/user';
import { pages } from '../../first-visit/pages';
import { SessionProvider } from '../../lib/session';
import { SessionController } from '../../lib/session-controller';
import { type SessionEnv, saveSession } from '../../lib/session-store';
import { Guarded } from './page-guard';

const customer: User = {
  _id: '7',
  email: 'kari@example.no',
  phone: '',
  phoneNumber: '',
  firstName: 'Kari',
  lastName: '',
  avatar: null,
  role: 'CUSTOMER',
  twoFactorEnabled: false,
};

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const env: SessionEnv = {
  storage: localStorage,
  cookies: { read: () => '', write: () => {} },
  now: Date.now,
  secure: false,
};

function open(path: string, guard: PageGuard, user: User | null) {
  if (user) saveSession(env, { user, token: 't', remember: true });
  const location = memoryLocation({ path, record: true });
  const controller = new SessionController({
    env: () => env,
    navigate: () => {},
    currentPath: () => path,
    online: () => false,
    hooks: {},
    announceEnded: () => {},
  });
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SessionProvider controller={controller}>
          <Guarded guard={guard}>
            <h1>The page</h1>
          </Guarded>
        </SessionProvider>
      </Router>
    </I18nProvider>,
  );
  return location.history;
}

describe('page guards', () => {
  it('sends a visitor to sign in, with the way back', () => {
    const history = open('/account/dashboard?tab=orders', 'user', null);
    expect(history.at(-1)).toBe('/account/login?returnTo=%2Faccount%2Fdashboard%3Ftab%3Dorders');
    expect(screen.queryByText('The page')).toBeNull();
  });

  it('shows a signed-in customer their page', () => {
    open('/account/dashboard', 'user', customer);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('refuses an admin page to a customer, with a way home', () => {
    const history = open('/admin/dashboard', 'admin', customer);
    expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(history).toEqual(['/admin/dashboard']);
  });

  it('opens an admin page for an ADMIN with two-factor sign-in', () => {
    open('/admin/dashboard', 'admin', { ...customer, role: 'ADMIN', twoFactorEnabled: true });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('shows an ADMIN without two-factor sign-in the way to turn it on instead of the admin page', () => {
    const history = open('/admin/orders', 'admin', { ...customer, role: 'ADMIN' });
    expect(screen.queryByText('The page')).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Turn on two-factor sign-in to open the admin area' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn on two-factor sign-in' }).getAttribute('href')).toBe(
      '/account/two-factor',
    );
    expect(history).toEqual(['/admin/orders']);
  });
});

describe('the route table', () => {
  it('guards the account and admin pages, and the server draws none of them', () => {
    const guarded = pages.filter((page) => page.guard);
    expect(guarded.map((page) => page.path)).toContain('/account/dashboard');
    for (const page of pages) {
      if (/^\/account\/(dashboard|profile|password|two-factor|garage|orders|addresses)/.test(page.path)) {
        expect(page.guard, page.path).toBe('user');
      }
      if (page.path.startsWith('/admin/')) expect(page.guard, page.path).toBe('admin');
    }
    for (const page of guarded) expect(page.reads, page.path).toBeUndefined();
  });
});
