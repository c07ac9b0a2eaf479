import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { minPlateLength, normalisePlate } from '../../domain/plate';

/**
 * The header's registration-number field: a Norwegian plate; submitting opens the parts for that car.
 * The lookup itself (text longer than 5 characters) happens on the parts page, which explains a miss.
 */
export function PlateSearch({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string | null>(null);
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
      <form onSubmit={submit}>
        <div className="flex h-10 overflow-hidden rounded border-2 border-black bg-white" dir="ltr">
          <span className="flex w-7 shrink-0 flex-col items-center justify-end bg-[#003da5] pb-0.5 text-[10px] font-bold text-white">
            N
          </span>
          <input
            value={plate}
            onChange={(event) => {
              setPlate(event.target.value);
              setError(null);
            }}
            placeholder="AB 12345"
            aria-label={t`Registration number`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'plate-error' : undefined}
            maxLength={10}
            autoComplete="off"
            className="w-32 px-2 text-lg font-bold uppercase tracking-widest text-black placeholder:text-gray-300 focus:outline-none"
          />
          <button
            type="submit"
            className="bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            {t`Find`}
          </button>
        </div>
        {error && (
          <p
            id="plate-error"
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
