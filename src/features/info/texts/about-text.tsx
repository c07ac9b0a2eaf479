import { Trans } from '@lingui/react/macro';
import type { ShopContacts } from './contacts';

/** The About us page: who the shop is and what it offers. */
export function AboutText({ contacts }: { contacts: ShopContacts }) {
  const { name, phone, email, address, orgNr } = contacts;
  return (
    <>
      <h2>
        <Trans>Spare parts for your car – from a Norwegian shop</Trans>
      </h2>
      <p>
        <Trans>
          {name} sells spare parts for cars and vans to workshops and private customers all over Norway. We
          started as a small parts counter at Alnabru in Oslo and now ship everything from brake pads and
          filters to timing belt kits and suspension parts.
        </Trans>
      </p>
      <p>
        <Trans>
          Our catalogue is built on TecDoc-style vehicle data, so you can find the parts that fit your car by
          registration number, VIN, make and model or article number. Every part is linked to the vehicles it
          fits.
        </Trans>
      </p>
      <h2>
        <Trans>Built for the workshop floor</Trans>
      </h2>
      <p>
        <Trans>
          The shop keeps working when the network drops. Install it on your phone or tablet, browse the
          catalogue and build a cart in the garage, and your order is sent as soon as you are back online.
        </Trans>
      </p>
      <h2>
        <Trans>What we offer</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Parts from well-known brands such as Bosch, ATE, Mann-Filter, Sachs, Varta and many more.
          </Trans>
        </li>
        <li>
          <Trans>Prices in Norwegian kroner including 25% VAT (MVA).</Trans>
        </li>
        <li>
          <Trans>Fast delivery all over Norway for 129 kr, or free pickup at our shop.</Trans>
        </li>
        <li>
          <Trans>Help from experienced mechanics when you are unsure which part you need.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Contact us</Trans>
      </h2>
      <p>
        <Trans>
          {name} · Org. no. {orgNr} · {address}
        </Trans>
      </p>
      <p>
        <Trans>
          Phone: {phone} · Email: {email}
        </Trans>
      </p>
      <p>
        <Trans>We answer questions on weekdays from 08:00 to 16:00.</Trans>
      </p>
    </>
  );
}
