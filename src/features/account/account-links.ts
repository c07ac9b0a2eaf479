import { useLingui } from '@lingui/react/macro';
import { pageAt } from '../../first-visit/pages';

export type AccountLink = { href: string; label: string; description: string };

/** The account's pages that exist (the route table has them), for the dashboard and the header's menu. */
export function useAccountPages(): AccountLink[] {
  const { t } = useLingui();
  const links: AccountLink[] = [
    { href: '/account/dashboard', label: t`Account overview`, description: '' },
    {
      href: '/account/profile',
      label: t`Profile`,
      description: t`Your name, phone number and picture`,
    },
    {
      href: '/account/garage',
      label: t`Saved vehicles`,
      description: t`The cars you find parts for, on every device`,
    },
    {
      href: '/account/offline-parts',
      label: t`Offline parts`,
      description: t`Every part for your vehicles, kept on this device for use without a connection`,
    },
    { href: '/account/orders', label: t`Orders`, description: t`What you have ordered and where it is` },
    {
      href: '/account/addresses',
      label: t`Addresses`,
      description: t`Where your orders go, ready to choose at checkout`,
    },
    { href: '/account/password', label: t`Change password`, description: t`Choose a new password` },
    {
      href: '/account/two-factor',
      label: t`Two-factor sign-in`,
      description: t`A code from an app on your phone at every sign-in`,
    },
  ];
  return links.filter((link) => pageAt(link.href) !== undefined);
}
