import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { Count } from './facet-section';

export type Option = { value: string; label: ReactNode; count: number; checked: boolean };

/**
 * Check boxes (or radio buttons) with counts. A value that would show nothing is greyed out unless it is
 * chosen, so it can still be turned off. Long lists show their first `visible` values and a "Show all".
 * `hrefOf`: the list's address once the value is toggled; before the app has taken a drawn page over, a tap on the
 * box goes there as a plain link (src/first-visit/boot.ts), and the server draws the filtered list.
 */
export function OptionList({
  legend,
  options,
  onToggle,
  hrefOf,
  type = 'checkbox',
  visible = 8,
}: {
  legend: string;
  options: Option[];
  onToggle: (value: string) => void;
  hrefOf?: (value: string) => string;
  type?: 'checkbox' | 'radio';
  visible?: number;
}) {
  const name = useId();
  const [all, setAll] = useState(false);
  const shown = all ? options : options.slice(0, visible);
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="flex flex-col gap-1">
        {shown.map((option) => {
          const off = option.count === 0 && !option.checked;
          return (
            <li key={option.value}>
              <label
                className={`flex items-center gap-2 rounded px-1 py-1 ${off ? 'text-gray-400' : 'cursor-pointer hover:bg-gray-50'}`}
              >
                <input
                  type={type}
                  name={type === 'radio' ? name : undefined}
                  className="h-4 w-4 shrink-0 accent-brand"
                  checked={option.checked}
                  disabled={off}
                  onChange={() => onToggle(option.value)}
                  data-href={off ? undefined : hrefOf?.(option.value)}
                />
                {option.label}
                <Count n={option.count} />
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > visible && (
        <button
          type="button"
          className="mt-1 px-1 text-sm font-medium text-brand-dark hover:underline"
          aria-expanded={all}
          onClick={() => setAll((a) => !a)}
        >
          {all ? <Trans>Show fewer</Trans> : <Trans>Show all ({options.length})</Trans>}
        </button>
      )}
    </fieldset>
  );
}
