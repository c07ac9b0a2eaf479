// The app's views drawn in Node (happy-dom, xss-dom.ts), as a returning device draws them: the whole app at a path,
// in Norwegian, its API calls answered by the shop in-process, the device's session in localStorage as
// src/lib/session-store.ts keeps it, IndexedDB from fake-indexeddb. A view is checked on its serialised DOM with the
// same checker as the server's pages (xss-check.ts). Import xss-dom.ts and fake-indexeddb/auto before this module.
import type { I18n } from '@lingui/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect } from 'vitest';
import { App } from '../../src/app/app';
import { activateLocale } from '../../src/app/i18n';
import { noSeed } from '../../src/first-visit/page-seed';
import type { XssApp } from './xss-app';
import { textsNotShown } from './xss-check';
import { expectClean } from './xss-expect';

export type Session = { token: string; user: unknown };

/** Routes the app's fetch calls (src/api/client.ts) to the shop in-process, from an address of its own. */
export function answerFetchFrom(shop: () => XssApp) {
  const ip = shop().freshIp();
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? input : input.url,
      'http://localhost',
    );
    const headers = new Headers(init?.headers);
    headers.set('X-Forwarded-For', ip);
    return shop().app.request(url.pathname + url.search, { ...init, headers });
  }) as typeof fetch;
}

let active: { i18n: I18n; locale: 'no' } | undefined;

/** Lets React, IndexedDB and the shop work until `check` passes; fails with its last failure after `ms`. */
export async function until(check: () => void, ms = 20_000): Promise<void> {
  const giveUpAt = performance.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > giveUpAt) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
    }
  }
}

export type View = {
  root: HTMLElement;
  html: () => string;
  /** Waits until the view shows `texts`, then checks that it holds no markup from a payload. */
  check: (texts: readonly string[]) => Promise<void>;
  close: () => Promise<void>;
};

/** The app at `path` on this device, as `session` or a guest. */
export async function openView(shop: XssApp, path: string, session?: Session): Promise<View> {
  if (!active) {
    const loaded = await activateLocale('no');
    if (!loaded) throw new Error('no Norwegian translations');
    active = { i18n: loaded.i18n, locale: 'no' };
  }
  localStorage.clear();
  localStorage.setItem('bildeler.app-started', new Date().toISOString());
  if (session) {
    localStorage.setItem('jwtToken', session.token);
    localStorage.setItem(
      'bildeler.user',
      JSON.stringify({ user: session.user, remember: true, expiresAt: Date.now() + 3_600_000 }),
    );
  }
  history.replaceState(null, '', path);
  const root = document.createElement('div');
  document.body.append(root);
  const react = createRoot(root);
  const { i18n, locale } = active;
  await act(async () => react.render(<App i18n={i18n} locale={locale} seed={noSeed} />));
  const html = () => root.innerHTML;
  return {
    root,
    html,
    check: async (texts) => {
      const where = `${location.pathname}${location.search}`;
      await until(() => expect(textsNotShown(html(), texts), `text not shown on ${where}`).toEqual([]));
      expectClean(where, html(), texts);
      expect(shop.takeReports(), `payloads taken for markup on ${location.pathname}`).toEqual([]);
    },
    close: async () => {
      await act(async () => react.unmount());
      root.remove();
    },
  };
}

/** Opens `path`, checks that it shows `texts`, and closes it. */
export async function visit(shop: XssApp, path: string, texts: readonly string[], session?: Session) {
  const view = await openView(shop, path, session);
  try {
    await view.check(texts);
  } finally {
    await view.close();
  }
}

/** Types `text` into an input or textarea as a user would, for React to see. */
export function typeInto(field: Element | null, text: string) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
    throw new Error('no field');
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  act(() => {
    setter?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
