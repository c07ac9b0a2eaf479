// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageGuard } from '../../domain/session';
import type { User } from '../../domain/user';
import { pages } from '../../first-visit/pages';
import { SessionProvider, SessionRead, useSession } from '../../lib/session';
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

/** A session on this device (`env`), as the app makes it, at `path`. */
const controllerAt = (path: string) =>
  new SessionController({
    env: () => env,
    navigate: () => {},
    currentPath: () => path,
    online: () => false,
    hooks: {},
    announceEnded: () => {},
  });

function guarded(path: string, guard: PageGuard, user: User | null) {
  if (user) saveSession(env, { user, token: 't', remember: true });
  const location = memoryLocation({ path, record: true });
  const controller = controllerAt(path);
  const page = (
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SessionProvider controller={controller}>
          <Guarded guard={guard}>
            <h1>The page</h1>
          </Guarded>
        </SessionProvider>
      </Router>
    </I18nProvider>
  );
  return { page, history: location.history };
}

function open(path: string, guard: PageGuard, user: User | null) {
  const { page, history } = guarded(path, guard, user);
  render(page);
  return history;
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

/**
 * Draws `page` at `path` as the server does (no session), then lets a browser on this device take the HTML over.
 * Answers the HTML drawn, the root taken over and what React found not to match.
 */
async function drawnAndTakenOver(path: string, page: ReactNode) {
  const drawn = (controller: SessionController) => (
    <I18nProvider i18n={i18n}>
      <Router ssrPath={path}>
        <SessionProvider controller={controller}>
          <SessionRead>{page}</SessionRead>
        </SessionProvider>
      </Router>
    </I18nProvider>
  );
  const html = renderToString(drawn(controllerAt(path)));
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, drawn(controllerAt(path)), { onRecoverableError: (error) => errors.push(error) });
  });
  return { html, root, errors };
}

describe('a guarded page the server drew', () => {
  it('is drawn as signed out, as the page itself; once taken over, the guard decides', async () => {
    // The server has no session: the page draws its frame, and the browser's first render must match it.
    window.history.replaceState(null, '', '/account/orders');
    const { html, root, errors } = await drawnAndTakenOver(
      '/account/orders',
      <Guarded guard="user">
        <h1>The page</h1>
      </Guarded>,
    );
    expect(html).toContain('The page');
    expect(errors).toEqual([]);
    expect(window.location.pathname + window.location.search).toBe(
      '/account/login?returnTo=%2Faccount%2Forders',
    );
    root.remove();
  });
});

describe('a page the server drew, in the hands of a signed-in device', () => {
  it('is taken over as drawn, signed out, then shows the signed-in user', async () => {
    saveSession(env, { token: 'token', user: customer, remember: true });
    const Who = () => <p>{useSession().user?.email ?? 'signed out'}</p>;
    const { html, root, errors } = await drawnAndTakenOver('/account/dashboard', <Who />);
    expect(html).toContain('signed out');
    expect(errors).toEqual([]);
    expect(root.textContent).toBe('kari@example.no');
    root.remove();
  });
});

describe('the route table', () => {
  it('guards the account and admin pages, and the server draws each only as its frame', () => {
    const guardedPages = pages.filter((page) => page.guard);
    expect(guardedPages.map((page) => page.path)).toContain('/account/dashboard');
    for (const page of pages) {
      if (/^\/account\/(dashboard|profile|password|two-factor|garage|orders|addresses)/.test(page.path)) {
        expect(page.guard, page.path).toBe('user');
      }
      if (page.path.startsWith('/admin/')) expect(page.guard, page.path).toBe('admin');
    }
    for (const page of guardedPages) expect(page.reads, page.path).toBe('device');
  });
});
