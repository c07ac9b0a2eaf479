import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { MailIcon, PhoneIcon, TruckIcon } from '../../components/icons';
import { useSettings } from '../settings';
import { LanguageMenu } from './language-menu';
import { LazySyncStatus } from './lazy-sync-status';

/** Desktop top bar (spec §2): phone and email from site settings, track order, language menu. */
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
          <LazySyncStatus />
          <Link href="/track-order" className="flex items-center gap-2 hover:text-white">
            <TruckIcon width={16} height={16} />
            <Trans>Track order</Trans>
          </Link>
          <LanguageMenu />
        </div>
      </div>
    </div>
  );
}
