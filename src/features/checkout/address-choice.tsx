import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { fieldsOf, type SavedAddress } from '../../domain/address';
import type { AddressFields } from '../../domain/checkout';
import { type AddressChoice, blankAddress } from '../../machines/checkout.machine';
import { type AddressErrors, AddressFieldset } from '../address/address-fieldset';

/** One line of an address, as a choice or a step's summary shows it. */
export const addressLine = (address: AddressFields) =>
  [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.address1,
    address.address2,
    `${address.postcode} ${address.city}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');

/** A saved address (signed-in customers) or a new one typed here. */
export function AddressChoiceFields({
  saved,
  value,
  onChange,
  errors,
  idPrefix,
  email,
}: {
  saved: readonly SavedAddress[];
  value: AddressChoice;
  onChange: (next: AddressChoice) => void;
  errors: AddressErrors;
  idPrefix: string;
  /** The contact email a new address starts with. */
  email: string;
}) {
  const { t } = useLingui();
  const name = useId();
  // What was typed as a new address stays when a saved one is picked and the new one picked again.
  const [draft, setDraft] = useState<AddressFields>(
    value.kind === 'new' ? value.fields : blankAddress(email),
  );
  const typeNew = (fields: AddressFields) => {
    setDraft(fields);
    onChange({ kind: 'new', fields });
  };
  return (
    <div className="space-y-4">
      {saved.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-ink">{t`Saved addresses`}</legend>
          {saved.map((address) => (
            <label
              key={address.id}
              className="flex cursor-pointer items-start gap-3 rounded border border-gray-200 p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-light/40"
            >
              <input
                type="radio"
                name={name}
                className="mt-1 h-4 w-4 accent-brand"
                checked={value.kind === 'saved' && value.id === address.id}
                onChange={() => onChange({ kind: 'saved', id: address.id, fields: fieldsOf(address) })}
              />
              <span className="text-sm text-ink">{addressLine(address)}</span>
            </label>
          ))}
          <label className="flex cursor-pointer items-start gap-3 rounded border border-gray-200 p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-light/40">
            <input
              type="radio"
              name={name}
              className="mt-1 h-4 w-4 accent-brand"
              checked={value.kind === 'new'}
              onChange={() => typeNew(draft)}
            />
            <span className="text-sm font-medium text-ink">{t`A new address`}</span>
          </label>
        </fieldset>
      )}
      {value.kind === 'new' && (
        <AddressFieldset value={value.fields} onChange={typeNew} errors={errors} idPrefix={idPrefix} />
      )}
    </div>
  );
}

/** The machine's `delivery.postcode`-style errors as one address form's errors. */
export function addressErrors(errors: Record<string, string>, prefix: string): AddressErrors {
  const result: Record<string, string> = {};
  for (const [path, code] of Object.entries(errors)) {
    if (path.startsWith(`${prefix}.`)) result[path.slice(prefix.length + 1)] = code;
  }
  return result as AddressErrors;
}
