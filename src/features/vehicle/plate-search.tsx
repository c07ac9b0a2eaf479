import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { minPlateLength, normalisePlate } from '../../domain/plate';

/**
 * The header's registration-number field: a Norwegian plate; submitting opens the parts for that car.
 * The lookup itself (text longer than 5 characters) happens on the parts page, which explains a miss.
 * A plain GET form too: sent before the app has taken a drawn page over, the browser opens the parts page the
 * server draws (src/first-visit/boot.ts).
 */
export function PlateSearch({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalisePlate(plate);
    if (!value) return setError(t`Please enter registration number`);
    if (value.length < minPlateLength) return setError(t`A registration number has more than 5 characters`);
    setError(null);
    navigate(`/all?registreringsNummer=${encodeURIComponent(value)}&parts`);
  };
  return (
    <search className={`relative ${className}`} aria-label={t`Registration number`}>
      <form action="/all" onSubmit={submit}>
        <div className="flex h-10 overflow-hidden rounded border-2 border-black bg-white" dir="ltr">
          <span className="flex w-7 shrink-0 flex-col items-center justify-end bg-[#003da5] pb-0.5 text-[10px] font-bold text-white">
            N
          </span>
          <input
            name="registreringsNummer"
            value={plate}
            onChange={(event) => {
              setPlate(event.target.value);
              setError(null);
            }}
            placeholder="AB 12345"
            aria-label={t`Registration number`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            maxLength={10}
            autoComplete="off"
            className="w-28 px-1.5 text-base font-bold uppercase text-black placeholder:text-gray-300 focus:outline-none xl:(w-32 px-2 text-lg tracking-widest)"
          />
          <input type="hidden" name="parts" value="" />
          <button
            type="submit"
            className="bg-brand px-2 text-sm font-semibold text-white hover:bg-brand-dark xl:px-3"
          >
            {t`Find`}
          </button>
        </div>
        {error && (
          <p
            id={errorId}
            role="alert"
            className="absolute start-0 top-full z-10 mt-1 whitespace-nowrap rounded bg-white px-2 py-1 text-xs text-brand-dark shadow"
          >
            {error}
          </p>
        )}
      </form>
    </search>
  );
}

/**
 * The vehicle picker before the app has taken a drawn page over: the header's vehicle buttons show this panel at
 * once (`data-shows`, src/first-visit/boot.ts), with the plate field; the app opens its own picker when it is ready.
 */
export function PlateSearchPanel({ id }: { id: string }) {
  return (
    <div id={id} className="hidden">
      <h2 className="mb-3 text-lg font-semibold text-ink">
        <Trans>Find parts</Trans>
      </h2>
      <PlateSearch className="w-fit" />
    </div>
  );
}
