import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../lib/session';

export type NavLink = { href: string; label: string };

/** The main menu: only pages that exist. Later features add theirs here. */
export function useMainMenu(): NavLink[] {
  const { t } = useLingui();
  return [
    { href: '/', label: t`Home` },
    { href: '/about-us', label: t`About us` },
    { href: '/quick-order', label: t`Quick order` },
    { href: '/track-order', label: t`Track order` },
    { href: '/contact-us', label: t`Contact us` },
  ];
}

export function useInformationLinks(): NavLink[] {
  const { t } = useLingui();
  return [
    { href: '/about-us', label: t`About us` },
    { href: '/terms-and-conditions', label: t`Terms and conditions` },
    { href: '/privacy-policy', label: t`Privacy policy` },
    { href: '/contact-us', label: t`Contact us` },
  ];
}

/** "My account": the account's overview when signed in, the sign-in page when not. */
export function useMyAccountLink(): NavLink {
  const { t } = useLingui();
  const { user } = useSession();
  return { href: user ? '/account/dashboard' : '/account/login', label: t`My account` };
}

export function useAccountLinks(): NavLink[] {
  const { t } = useLingui();
  return [useMyAccountLink(), { href: '/track-order', label: t`Track order` }];
}
