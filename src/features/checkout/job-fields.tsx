import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { TextField } from '../../components/text-field';
import { vehicleName } from '../../domain/garage';
import { type JobDraft, jobCodes, maxReferenceLength, type OrderVehicle } from '../../domain/order-job';
import type { CheckoutContext, CheckoutEvent } from '../../machines/checkout.machine';
import { useGarage } from '../vehicle/use-garage';

type Props = { context: CheckoutContext; send: (event: CheckoutEvent) => void };

/** The vehicle choice as the dropdown holds it: none, a garage vehicle by its car id, or a typed plate. */
const choiceOf = (vehicle: OrderVehicle | null) =>
  vehicle === null ? '' : vehicle.carId !== null ? `car:${vehicle.carId}` : 'plate';

/** The field texts of the job's codes (create-order answers the same codes). */
function useJobErrorText() {
  const { t } = useLingui();
  return (code: string | undefined): string | undefined => {
    switch (code) {
      case undefined:
        return undefined;
      case jobCodes.tooLong:
        return t`The reference can be at most ${maxReferenceLength} characters.`;
      case jobCodes.required:
        return t`Please enter registration number`;
      case jobCodes.plate:
        return t`Enter a registration number of letters and digits, such as AB 12345.`;
      default:
        return t`The reference must be one line of text.`;
    }
  };
}

/**
 * The review step's job fields: the customer's own reference (a workshop's job or PO number) and the vehicle the
 * parts are for, one of the garage's or any by its registration number. Both optional; checked as they are typed.
 */
export function JobFields({ context, send }: Props) {
  const { t } = useLingui();
  const selectId = useId();
  const errorText = useJobErrorText();
  const { vehicles } = useGarage();
  const { job, errors } = context;
  const change = (next: Partial<JobDraft>) => send({ type: 'job.change', job: { ...job, ...next } });
  const choose = (value: string) => {
    if (value === '') return change({ vehicle: null });
    if (value === 'plate') return change({ vehicle: { carId: null, label: '', plate: '' } });
    const car = vehicles.find((vehicle) => `car:${vehicle.id}` === value);
    if (car) change({ vehicle: { carId: car.id, label: vehicleName(car), plate: null } });
  };
  const plateError = errorText(errors['job.vehicle.plate']);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" data-testid="job-fields">
      <legend className="mb-2 font-medium text-ink">{t`Job and vehicle (optional)`}</legend>
      <TextField
        label={t`Your reference`}
        name="reference"
        value={job.reference}
        onChange={(reference) => change({ reference })}
        error={errorText(errors['job.reference'])}
        hint={t`Your job or PO number. It is shown on the order, the confirmation and the invoice.`}
        dir="ltr"
        spellCheck={false}
      />
      <div className="flex flex-col gap-3">
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-ink">
            {t`Vehicle`}
          </label>
          <select
            id={selectId}
            className="input"
            value={choiceOf(job.vehicle)}
            onChange={(event) => choose(event.target.value)}
            data-testid="job-vehicle"
          >
            <option value="">{t`No vehicle`}</option>
            {vehicles.map((vehicle) => (
              <option key={vehicle.id} value={`car:${vehicle.id}`}>
                {vehicleName(vehicle)}
              </option>
            ))}
            {/* A garage vehicle saved on another device only: still shown as chosen. */}
            {job.vehicle?.carId != null && !vehicles.some((vehicle) => vehicle.id === job.vehicle?.carId) && (
              <option value={`car:${job.vehicle.carId}`}>{job.vehicle.label}</option>
            )}
            <option value="plate">{t`Another vehicle (registration number)`}</option>
          </select>
        </div>
        {job.vehicle && job.vehicle.carId === null && (
          <TextField
            label={t`Registration number`}
            name="plate"
            value={job.vehicle.plate ?? ''}
            onChange={(plate) => change({ vehicle: { carId: null, label: '', plate } })}
            error={plateError}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
          />
        )}
      </div>
    </fieldset>
  );
}
