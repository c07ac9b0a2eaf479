import type { AddressFields } from '../../domain/checkout';

/**
 * An address as a label reads: name, company, street lines, postcode and city, then email and phone (left to right
 * in every language).
 */
export function AddressLines({ address, contact = true }: { address: AddressFields; contact?: boolean }) {
  const name = `${address.firstName} ${address.lastName}`.trim();
  return (
    <address className="not-italic leading-relaxed text-ink">
      {name && <span className="block font-semibold">{name}</span>}
      {address.company && <span className="block">{address.company}</span>}
      {address.address1 && <span className="block">{address.address1}</span>}
      {address.address2 && <span className="block">{address.address2}</span>}
      {(address.postcode || address.city) && (
        <span className="block">
          {/* One left-to-right run, so "0155 OSLO" keeps its order inside Arabic text too. */}
          <span dir="ltr">
            {address.postcode} {address.city}
          </span>
        </span>
      )}
      {contact && address.email && (
        <span className="block break-all text-sm text-ink-soft">
          <span dir="ltr">{address.email}</span>
        </span>
      )}
      {contact && address.phone && (
        <span className="block text-sm text-ink-soft">
          <span dir="ltr">{address.phone}</span>
        </span>
      )}
    </address>
  );
}
