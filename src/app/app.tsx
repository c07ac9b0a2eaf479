import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { direction, type Locale } from '../domain/locale';
import { lazyNamed } from './lazy-named';
import { Routes } from './routes';
import { DesktopHeader } from './shell/desktop-header';
import { Footer } from './shell/footer';
import { MobileHeader } from './shell/mobile-header';

// The toast host (sonner) loads right after the first render; toasts only follow what the user does.
const Toasts = lazyNamed(() => import('../components/toasts'), 'Toasts');

export function App({ i18n, locale }: { i18n: I18n; locale: Locale }) {
  // Until React has drawn, index.html hides the pre-rendered home content on other paths (src/boot-script.ts).
  useLayoutEffect(() => document.documentElement.classList.remove('boot-shell-only'), []);
  return (
    <I18nProvider i18n={i18n}>
      <div className="flex min-h-screen flex-col bg-gray-100">
        <DesktopHeader />
        <MobileHeader />
        <main id="main" className="min-h-screen flex-1">
          <ScrollToTop />
          <Routes />
        </main>
        <Footer />
      </div>
      <Suspense fallback={null}>
        <Toasts dir={direction(locale)} />
      </Suspense>
    </I18nProvider>
  );
}

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (location) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
