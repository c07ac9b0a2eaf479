import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { useSettings } from '../../lib/settings';
import type { ShopContacts } from './texts/contacts';

const fallbackContacts: ShopContacts = {
  name: 'Bildeler',
  phone: '+47 22 12 34 56',
  email: 'post@bildeler.no',
  address: 'Alnabruveien 15, 0668 Oslo',
  orgNr: '932 145 876',
};

/** Layout of the long-text information pages; the texts take the shop's contacts from site settings. */
export function InfoPage({
  title,
  Text,
}: {
  title: ReactNode;
  Text: (props: { contacts: ShopContacts }) => ReactNode;
}) {
  const settings = useSettings();
  const contacts = settings
    ? {
        name: settings.name,
        phone: settings.phone,
        email: settings.email,
        address: settings.address,
        orgNr: settings.orgNr,
      }
    : fallbackContacts;
  return (
    <>
      <PageHeader title={title} />
      <div className="container pb-16">
        <article className="info-text mx-auto max-w-3xl rounded-lg bg-white p-6 shadow-sm md:p-10">
          <Text contacts={contacts} />
        </article>
      </div>
    </>
  );
}
