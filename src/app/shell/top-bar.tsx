import { Trans } from '@lingui/react/macro';
import { memo, Suspense } from 'react';
import { Link } from 'wouter';
import { ChevronDownIcon, GlobeIcon, MailIcon, PhoneIcon, TruckIcon } from '../../components/icons';
import { VatSwitch } from '../../components/vat-switch';
import { languages } from '../../domain/locale';
import { lazyNamed } from '../../lib/lazy-named';
import { useSettings } from '../../lib/settings';
import { useLanguage } from '../../lib/use-language';
import { LazyCurrencyMenu } from './lazy-currency-menu';
import { desktopLayout } from './lazy-header-tools';
import { DesktopSyncStatus } from './lazy-sync-status';

// The menu (Headless UI with its floating-position code) loads after the first paint, while the desktop header
// shows; until then the active language shows as plain text in the same place.
const LanguageMenu = lazyNamed(() => import('./language-menu'), 'LanguageMenu', {
  media: desktopLayout,
  later: true,
});

// Memoised, so the settings arriving do not reach it while its code loads (see lazy-header-tools.tsx).
const LazyLanguageMenu = memo(function LazyLanguageMenu() {
  return (
    <Suspense fallback={<LanguageName />}>
      <LanguageMenu />
    </Suspense>
  );
});

/** Desktop top bar: phone and email from site settings, track order, language menu. */
export function TopBar() {
  const settings = useSettings();
  return (
    <div className="bg-chrome-dark text-sm text-white/80" data-testid="topbar">
      <div className="container flex h-10 items-center gap-6">
        {settings && (
          <>
            <a
              href={`tel:${settings.phone.replace(/\s/g, '')}`}
              className="flex items-center gap-2 hover:text-white"
            >
              <PhoneIcon width={15} height={15} />
              <span dir="ltr">{settings.phone}</span>
            </a>
            <a href={`mailto:${settings.email}`} className="flex items-center gap-2 hover:text-white">
              <MailIcon width={15} height={15} />
              <span>{settings.email}</span>
            </a>
          </>
        )}
        <div className="ms-auto flex items-center gap-4">
          <DesktopSyncStatus />
          <Link href="/track-order" className="flex items-center gap-2 hover:text-white">
            <TruckIcon width={16} height={16} />
            <Trans>Track order</Trans>
          </Link>
          <VatSwitch tone="dark" />
          <LazyCurrencyMenu />
          <LazyLanguageMenu />
        </div>
      </div>
    </div>
  );
}

function LanguageName() {
  const { locale } = useLanguage();
  return (
    <span className="flex items-center gap-1.5 px-2 py-1 text-sm text-white/90">
      <GlobeIcon width={16} height={16} />
      {languages.find((l) => l.locale === locale)?.name}
      <ChevronDownIcon width={14} height={14} />
    </span>
  );
}
