import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Suspense, useEffect, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import { direction, type Locale } from '../domain/locale';
import { pageAreaId, shellPath } from '../first-visit/names';
import type { Seed } from '../first-visit/page-seed';
import { lazyNamed } from '../lib/lazy-named';
import { PageSeedProvider } from '../lib/page-seed';
import { rawSearchHook } from '../lib/search-hook';
import { SessionProvider } from '../lib/session';
import { Routes } from './routes';
import { sessionHooks } from './session-hooks';
import { CodeFailedNotice } from './shell/code-failed-notice';
import { DesktopHeader } from './shell/desktop-header';
import { Footer } from './shell/footer';
import { MobileHeader } from './shell/mobile-header';
import { PartFailedNotice } from './shell/part-failed-notice';

// The toast host (sonner) loads right after the first render; toasts only follow what the user does.
const Toasts = lazyNamed(() => import('../components/toasts'), 'Toasts', { later: true });
// The cart's sync with the server (draws nothing) loads the same way: IndexedDB code stays out of the first bundle.
const CartSync = lazyNamed(() => import('../features/cart/cart-sync'), 'CartSync', { later: true });
// Toasts for orders of this device the sync worker placed or saw refused (draws nothing).
const OrderNotices = lazyNamed(() => import('../features/checkout/order-notices'), 'OrderNotices', {
  later: true,
});
// The sign-out dialog's host (draws nothing until a sign-out asks what to do with the account's things on the device).
const SignOutHost = lazyNamed(() => import('../features/account/sign-out-host'), 'SignOutHost', {
  later: true,
});

/**
 * The shop in `locale`; `seed`: the answers the server drew the page with (src/first-visit/page-seed.ts). Its
 * router hands pages the address's query as it stands (src/lib/search-hook.ts).
 */
export function App({ i18n, locale, seed }: { i18n: I18n; locale: Locale; seed: Seed }) {
  return (
    <Router searchHook={rawSearchHook}>
      <I18nProvider i18n={i18n}>
        <PageSeedProvider seed={seed}>
          <SessionProvider hooks={sessionHooks}>
            <div className="flex min-h-screen flex-col bg-gray-100">
              <DesktopHeader />
              <MobileHeader />
              <main id={pageAreaId} className="min-h-screen flex-1">
                <ScrollToTop />
                <Routes />
              </main>
              <Footer />
              <CodeFailedNotice />
              <PartFailedNotice />
            </div>
            <Suspense fallback={null}>
              <Toasts dir={direction(locale)} />
              <CartSync />
              <OrderNotices />
              <SignOutHost />
            </Suspense>
          </SessionProvider>
        </PageSeedProvider>
      </I18nProvider>
    </Router>
  );
}

/**
 * A new page opens at its top. Not the page the app starts on: the visitor may have scrolled it (a page drawn from
 * HTML is read, and used, before the app takes it over), and the browser restores the place on a reload.
 */
function ScrollToTop() {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    const from = shown.current;
    shown.current = location;
    // The shell (index.html) hydrates as its own path, then shows the browser's: that is the same page.
    if (location !== from && from !== shellPath) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
