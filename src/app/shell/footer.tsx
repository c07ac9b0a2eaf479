import { Trans } from '@lingui/react/macro';
import { memo, Suspense } from 'react';
import { Link } from 'wouter';
import { MailIcon, PhoneIcon, PinIcon, socialIcons } from '../../components/icons';
import type { Settings } from '../../domain/settings';
import { lazyNamed } from '../../lib/lazy-named';
import { useSettings } from '../../lib/settings';
import { type NavLink, useAccountLinks, useInformationLinks } from './nav-links';

// The sign-up form (with its XState machine) loads after the first paint; the footer is below the fold.
const NewsletterForm = lazyNamed(
  () => import('../../features/newsletter/newsletter-form'),
  'NewsletterForm',
  { later: true },
);

// Memoised, so the settings arriving do not reach it while its code loads (see lazy-header-tools.tsx).
const LazyNewsletterForm = memo(function LazyNewsletterForm() {
  return (
    <Suspense fallback={<div className="h-12 rounded bg-white/5" aria-hidden="true" />}>
      <NewsletterForm />
    </Suspense>
  );
});

/** Footer: contacts, information links, my-account links, newsletter, social links; hidden by `footer: hide`. */
export function Footer() {
  const settings = useSettings();
  const information = useInformationLinks();
  const account = useAccountLinks();
  if (settings?.footer === 'hide') return null;
  return (
    <footer className="mt-auto bg-chrome-dark text-white/75" data-testid="footer">
      <div className="container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.6fr]">
        <section>
          <h2 className="mb-4 text-lg font-semibold text-white">
            <Trans>Contact us</Trans>
          </h2>
          {settings && <Contacts settings={settings} />}
        </section>
        <LinkColumn title={<Trans>Information</Trans>} links={information} />
        <LinkColumn title={<Trans>My account</Trans>} links={account} />
        <section>
          <h2 className="mb-4 text-lg font-semibold text-white">
            <Trans>Newsletter</Trans>
          </h2>
          <p className="mb-4 text-sm">
            <Trans>Offers on brake parts, filters and seasonal service. At most two emails a month.</Trans>
          </p>
          <LazyNewsletterForm />
          {settings && settings.links.length > 0 && (
            <>
              <p className="mb-3 mt-6 text-sm text-white">
                <Trans>Follow us on social networks</Trans>
              </p>
              <ul className="flex gap-2">
                {settings.links.map((link) => {
                  const Icon = socialIcons[link.title.toLowerCase()];
                  return (
                    <li key={link.url}>
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={link.title}
                        className="flex h-9 w-9 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand"
                      >
                        {Icon ? <Icon width={18} height={18} /> : link.title.slice(0, 1)}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="container flex flex-wrap justify-between gap-2 py-4 text-sm">
          <span>
            © {new Date().getFullYear()} {settings?.name ?? 'Bildeler'}
          </span>
          {settings && (
            <span>
              <Trans>Org. no.</Trans> <span dir="ltr">{settings.orgNr}</span> ·{' '}
              <Trans>All prices include 25% VAT</Trans>
            </span>
          )}
        </div>
      </div>
    </footer>
  );
}

function Contacts({ settings }: { settings: Settings }) {
  return (
    <ul className="space-y-3 text-sm">
      <li className="flex gap-2">
        <PinIcon width={16} height={16} className="mt-0.5 shrink-0" />
        <span>{settings.address}</span>
      </li>
      <li>
        <a href={`tel:${settings.phone.replace(/\s/g, '')}`} className="flex gap-2 hover:text-white">
          <PhoneIcon width={16} height={16} className="shrink-0" />
          <span dir="ltr">{settings.phone}</span>
        </a>
      </li>
      <li>
        <a href={`mailto:${settings.email}`} className="flex gap-2 hover:text-white">
          <MailIcon width={16} height={16} className="shrink-0" />
          {settings.email}
        </a>
      </li>
    </ul>
  );
}

function LinkColumn({ title, links }: { title: React.ReactNode; links: NavLink[] }) {
  return (
    <section>
      <h2 className="mb-4 text-lg font-semibold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
