import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type MouseEvent, type PointerEvent, useEffect, useId, useRef } from 'react';

/** Hold a button this long before it repeats, then step every `repeatMs`. */
const holdDelayMs = 300;
const repeatMs = 50;

type Props = {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  /** Accessible name of the field, e.g. "Quantity". */
  label: string;
  min?: number;
  max?: number;
  step?: number;
  id?: string;
  className?: string;
  disabled?: boolean;
};

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

/**
 * Number field with minus and plus buttons: steps by `step`, clamped to min and max; a typed
 * zero or non-number is ignored (the value stays), an empty field is allowed (null). Holding a button repeats.
 */
export function NumberInput(props: Props) {
  const { value, onChange, onBlur, label, min, max, step = 1, id, className, disabled } = props;
  const { t } = useLingui();
  const fallbackId = useId();
  const clamp = (n: number) =>
    Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, n));
  const latest = useRef(value);
  latest.current = value;
  const timers = useRef<{ hold?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>(
    {},
  );
  /** The button held down has stepped by itself: the click of its release is no further step. */
  const repeated = useRef(false);

  const stop = () => {
    clearTimeout(timers.current.hold);
    clearInterval(timers.current.repeat);
    timers.current = {};
  };
  useEffect(
    () => () => {
      clearTimeout(timers.current.hold);
      clearInterval(timers.current.repeat);
    },
    [],
  );

  /** One step up (+1) or down (−1); false when the value can move no further. */
  const stepBy = (direction: 1 | -1): boolean => {
    const current = latest.current;
    const base = current ?? (direction === 1 ? (min ?? step) - step : (min ?? 0) + step);
    const next = clamp(Number((base + direction * step).toFixed(decimals(step))));
    if (next === current) return false;
    latest.current = next;
    onChange(next);
    return true;
  };

  // A tap steps once, on its click: a press that React saw, a click the first-visit code replayed, or a component
  // drawn again between press and release all step the same once. Only a hold repeats, from its own timer.
  const press = (direction: 1 | -1) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    stop();
    repeated.current = false;
    timers.current.hold = setTimeout(() => {
      timers.current.repeat = setInterval(() => {
        repeated.current = true;
        if (!stepBy(direction)) stop();
      }, repeatMs);
    }, holdDelayMs);
    window.addEventListener('pointerup', stop, { once: true });
    window.addEventListener('pointercancel', stop, { once: true });
  };

  // Keyboard clicks (detail 0) always step.
  const click = (direction: 1 | -1) => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 0 && repeated.current) repeated.current = false;
    else stepBy(direction);
  };

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value.trim();
    if (raw === '') return onChange(null);
    const typed = Number(raw.replace(',', '.'));
    if (!Number.isFinite(typed) || typed === 0) return;
    // Whole steps take whole numbers only: "2.5" pieces is not a quantity.
    if (Number.isInteger(step) && !Number.isInteger(typed)) return;
    onChange(clamp(typed));
  };

  const button =
    'flex w-9 shrink-0 items-center justify-center text-lg text-ink hover:bg-gray-100 disabled:(cursor-not-allowed opacity-40) touch-manipulation select-none';
  const atMin = value !== null && min !== undefined && value <= min;
  const atMax = value !== null && max !== undefined && value >= max;
  return (
    <fieldset
      aria-label={label}
      className={`inline-flex h-10 items-stretch overflow-hidden rounded border border-gray-300 bg-white ${className ?? ''}`}
    >
      <button
        type="button"
        className={button}
        aria-label={t`Decrease`}
        aria-controls={id ?? fallbackId}
        disabled={disabled || atMin}
        onPointerDown={press(-1)}
        onPointerLeave={stop}
        onContextMenu={(event) => event.preventDefault()}
        onClick={click(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id ?? fallbackId}
        type="text"
        inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
        aria-label={label}
        className="w-12 min-w-0 border-x border-gray-300 text-center text-ink outline-none focus:bg-brand-light/40"
        dir="ltr"
        value={value ?? ''}
        disabled={disabled}
        onChange={type}
        onBlur={onBlur}
      />
      <button
        type="button"
        className={button}
        aria-label={t`Increase`}
        aria-controls={id ?? fallbackId}
        disabled={disabled || atMax}
        onPointerDown={press(1)}
        onPointerLeave={stop}
        onContextMenu={(event) => event.preventDefault()}
        onClick={click(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
