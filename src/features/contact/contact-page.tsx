import { Trans } from '@lingui/react/macro';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { useSettings } from '../../lib/settings';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title={<Trans>Contact us</Trans>} />
      <div className="container grid gap-8 pb-16 lg:grid-cols-[1fr_2fr]">
        <aside className="rounded-lg bg-white p-6 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold">
            <Trans>Our address</Trans>
          </h2>
          {settings && (
            <ul className="space-y-4 text-ink">
              <li className="flex gap-3">
                <PinIcon className="mt-0.5 shrink-0 text-brand" />
                <span>{settings.address}</span>
              </li>
              <li className="flex gap-3">
                <PhoneIcon className="shrink-0 text-brand" />
                <a href={`tel:${settings.phone.replace(/\s/g, '')}`} dir="ltr">
                  {settings.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <MailIcon className="shrink-0 text-brand" />
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            </ul>
          )}
          <h2 className="mb-2 mt-8 text-lg font-semibold">
            <Trans>Opening hours</Trans>
          </h2>
          <p className="text-ink-soft">
            <Trans>
              Monday–Friday 08:00–17:00, Saturday 10:00–15:00. Pickup counter closes 30 minutes earlier.
            </Trans>
          </p>
          <h2 className="mb-2 mt-8 text-lg font-semibold">
            <Trans>Asking about a part?</Trans>
          </h2>
          <p className="text-ink-soft">
            <Trans>
              Include your registration number or VIN, and we will check that the part fits your car.
            </Trans>
          </p>
        </aside>
        <section className="rounded-lg bg-white p-6 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold">
            <Trans>Write to us</Trans>
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
