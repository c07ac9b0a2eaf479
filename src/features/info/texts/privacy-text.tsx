import { Trans } from '@lingui/react/macro';
import type { ShopContacts } from './contacts';

/** The privacy policy (GDPR), for customers and visitors. */
export function PrivacyText({ contacts }: { contacts: ShopContacts }) {
  const { name, email, address, orgNr } = contacts;
  return (
    <>
      <h2>
        <Trans>Who is responsible</Trans>
      </h2>
      <p>
        <Trans>
          {name} (org. no. {orgNr}), {address}, is the controller of the personal data we process about
          customers and visitors. Questions about privacy can be sent to {email}.
        </Trans>
      </p>
      <h2>
        <Trans>What we collect and why</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Orders: name, address, phone, email and the parts you bought, to deliver the order and meet our
            duties under the Bookkeeping Act. Legal basis: contract and legal obligation.
          </Trans>
        </li>
        <li>
          <Trans>
            Customer account: your login, saved addresses, the vehicles in your garage, and your wishlist and
            comparison, so you find the right parts quickly on every device. Legal basis: contract.
          </Trans>
        </li>
        <li>
          <Trans>
            Vehicle lookups: registration numbers and VINs you search for, to show the parts that fit. We do
            not look up who owns the vehicle.
          </Trans>
        </li>
        <li>
          <Trans>
            Contact form and email: what you write to us, to answer your question. Legal basis: legitimate
            interest.
          </Trans>
        </li>
        <li>
          <Trans>
            Newsletter: your email address, only if you subscribe. Legal basis: consent, which you can
            withdraw at any time through the link in every newsletter.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Data stored on your device</Trans>
      </h2>
      <p>
        <Trans>
          The shop is an app that works offline. Your cart, wishlist, garage, language choice and orders
          waiting to be sent are stored in your browser's storage (IndexedDB) on your own device. We use no
          advertising or tracking cookies.
        </Trans>
      </p>
      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          Order and accounting records are kept for five years, as the Bookkeeping Act requires. Messages from
          the contact form are deleted after 12 months. Your account is kept until you delete it. Newsletter
          addresses are deleted when you unsubscribe.
        </Trans>
      </p>
      <h2>
        <Trans>Who we share it with</Trans>
      </h2>
      <p>
        <Trans>
          We share data only with those who help us deliver: the carrier that delivers your parts, the payment
          provider, and our hosting and email providers in the EU/EEA. They process the data on our behalf
          under data processing agreements. We never sell personal data.
        </Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You have the right to access, correct and delete your data, to restrict or object to its processing,
          and to data portability. Write to {email} and we will answer within 30 days.
        </Trans>
      </p>
      <p>
        <Trans>
          If you think we process your data unlawfully, you may complain to the Norwegian Data Protection
          Authority (Datatilsynet), datatilsynet.no.
        </Trans>
      </p>
      <h2>
        <Trans>Security</Trans>
      </h2>
      <p>
        <Trans>
          All traffic to the shop is encrypted (HTTPS). Passwords are stored only as secure hashes, and access
          to customer data is limited to the staff who need it.
        </Trans>
      </p>
      <p>
        <Trans>This privacy policy was last updated on 23 November 2026.</Trans>
      </p>
    </>
  );
}
