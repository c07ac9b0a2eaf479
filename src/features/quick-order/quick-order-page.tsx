import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { WifiOffIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../components/toasts';
import { maxQuantity } from '../../domain/cart';
import { type ParsedLine, type QuickOrderCode, quickOrderMaxLines } from '../../domain/quick-order';
import { OrderLineList } from './order-line-list';
import { type QuickOrderState, useQuickOrder } from './use-quick-order';

/**
 * /quick-order: part numbers with quantities typed or pasted, one a line, looked up at once (at the shop, or offline
 * among the parts kept on this device), brands chosen where a number has several, then all put in the cart.
 */
export function QuickOrderPage() {
  const { t } = useLingui();
  const order = useQuickOrder();
  const { state } = order;
  const fieldId = useId();
  const errorsId = `${fieldId}-errors`;
  const hintId = `${fieldId}-hint`;
  const field = useRef<HTMLTextAreaElement>(null);
  const invalid = state.step === 'invalid';

  useEffect(() => {
    if (invalid) field.current?.focus();
  }, [invalid]);
  // An add refused for a missing brand: to the first line still waiting for its choice.
  const firstUnchosen = order.unchosen[0];
  useEffect(() => {
    if (firstUnchosen === undefined) return;
    document
      .querySelector<HTMLElement>(`[data-testid="quick-order-choice"][data-line="${firstUnchosen}"]`)
      ?.focus();
  }, [firstUnchosen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void order.find();
  };

  const add = async () => {
    try {
      await order.add();
    } catch {
      toast.error(t`Could not add to cart`);
    }
  };

  return (
    <>
      <PageHeader title={<Trans>Quick order</Trans>} />
      <div className="container grid items-start gap-6 pb-16 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <form
          onSubmit={submit}
          noValidate
          className="space-y-3 rounded-lg bg-white p-4 shadow-sm md:p-6"
          data-testid="quick-order-form"
        >
          <label htmlFor={fieldId} className="block font-medium text-ink">
            <Trans>Part numbers and quantities</Trans>
          </label>
          <p id={hintId} className="text-sm text-ink-soft">
            <Trans>
              One part a line, the quantity after the number, as you would write it or paste it from a
              spreadsheet. Spaces, dots and dashes in the numbers do not matter. At most {quickOrderMaxLines}{' '}
              lines.
            </Trans>
          </p>
          <p className="text-sm text-ink-soft" dir="ltr">
            <code>0 986 494 294 x2</code> · <code>0986494294;2</code> · <code>W 712/80, 1</code>
          </p>
          <textarea
            ref={field}
            id={fieldId}
            name="lines"
            rows={10}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            value={order.text}
            onChange={(e) => order.edit(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${hintId} ${errorsId}` : hintId}
            className={`input font-mono text-sm ${invalid ? 'input-error' : ''}`}
            data-testid="quick-order-text"
          />
          {state.step === 'invalid' && <ListErrors id={errorsId} state={state} />}
          <button type="submit" className="btn-primary w-full" disabled={state.step === 'looking'}>
            <Trans>Find parts</Trans>
          </button>
        </form>
        <section aria-labelledby={`${fieldId}-found`} aria-busy={state.step === 'looking'}>
          <h2 id={`${fieldId}-found`} className="sr-only">
            <Trans>Parts found</Trans>
          </h2>
          <Outcome order={order} onAdd={() => void add()} />
        </section>
      </div>
    </>
  );
}

function Outcome({ order, onAdd }: { order: ReturnType<typeof useQuickOrder>; onAdd: () => void }) {
  const { state } = order;
  if (state.step === 'looking')
    return (
      <p className="rounded-lg bg-white p-4 text-ink-soft shadow-sm" role="status">
        <Trans>Looking up the parts…</Trans>
      </p>
    );
  if (state.step === 'failed')
    return (
      <p className="rounded border border-red-200 bg-red-50 px-4 py-3 text-red-800" role="alert">
        <Trans>The parts could not be looked up. Try again.</Trans>
      </p>
    );
  if (state.step === 'added') return <Added state={state} />;
  if (state.step !== 'found')
    return (
      !order.online && (
        <p className="flex items-start gap-2 rounded-lg bg-white p-4 text-sm text-ink shadow-sm">
          <WifiOffIcon width={18} height={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <Trans>You are offline: the parts are looked up among those kept on this device.</Trans>
        </p>
      )
    );
  const { lines, from } = state.found;
  const total = lines.length;
  const found = lines.filter((line) => line.status === 'found').length;
  const waiting = lines.filter((line) => line.status === 'needs-network').length;
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm md:p-6" data-testid="quick-order-found">
      <p className="font-medium text-ink" role="status">
        <Trans>
          Found {found} of {total} lines.
        </Trans>
      </p>
      {from === 'device' && (
        <p
          className="mt-2 flex items-start gap-2 rounded border border-gray-300 bg-gray-50 px-3 py-2 text-sm text-ink"
          data-testid="quick-order-offline"
        >
          <WifiOffIcon width={18} height={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>
            <Trans>Offline: looked up among the parts kept on this device.</Trans>{' '}
            {waiting > 0 && (
              <Plural
                value={waiting}
                one="# line needs the network; it is looked up when the connection is back."
                other="# lines need the network; they are looked up when the connection is back."
              />
            )}
          </span>
        </p>
      )}
      <OrderLineList
        lines={lines}
        choices={order.choices}
        unchosen={order.unchosen}
        onChoose={order.choose}
      />
      <button
        type="button"
        className="btn-primary mt-4 w-full sm:w-auto"
        disabled={found === 0}
        onClick={onAdd}
        data-testid="quick-order-add"
      >
        <Plural value={found} one="Add # line to cart" other="Add # lines to cart" />
      </button>
      {found < total && found > 0 && (
        <p className="mt-2 text-sm text-ink-soft">
          <Trans>Lines without a part stay in the list for later.</Trans>
        </p>
      )}
    </div>
  );
}

function Added({ state: { units, left } }: { state: Extract<QuickOrderState, { step: 'added' }> }) {
  return (
    <div
      className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
      role="status"
      data-testid="quick-order-added"
    >
      <p className="font-medium">
        <Plural value={units} one="# part added to the cart" other="# parts added to the cart" />
      </p>
      {left > 0 && (
        <p className="mt-1 text-sm">
          <Plural
            value={left}
            one="# line was not added; it is left in the list."
            other="# lines were not added; they are left in the list."
          />
        </p>
      )}
      <Link href="/cart" className="btn-primary mt-3">
        <Trans>View cart</Trans>
      </Link>
    </div>
  );
}

/** The list's problems, each line's in the user's language. */
function ListErrors({ id, state }: { id: string; state: Extract<QuickOrderState, { step: 'invalid' }> }) {
  const { t } = useLingui();
  const reason = (code: QuickOrderCode): string => {
    switch (code) {
      case 'QUANTITY_TOO_SMALL':
        return t`The quantity must be at least 1.`;
      case 'QUANTITY_TOO_BIG':
        return t`The quantity can be at most ${maxQuantity}.`;
      case 'QUANTITY_INVALID':
        return t`The quantity must be a whole number.`;
      case 'NUMBER_MISSING':
        return t`The part number is missing.`;
      case 'NUMBER_TOO_LONG':
        return t`The part number is too long.`;
    }
  };
  const lineError = (line: ParsedLine) => {
    const number = line.line;
    const why = line.code ? reason(line.code) : '';
    return t`Line ${number}: ${why}`;
  };
  return (
    <div id={id} role="alert" className="field-error space-y-1" data-testid="quick-order-errors">
      {state.empty && (
        <p>
          <Trans>Type or paste at least one part number.</Trans>
        </p>
      )}
      {state.tooMany && (
        <p>
          <Trans>At most {quickOrderMaxLines} lines at a time.</Trans>
        </p>
      )}
      {state.errors.length > 0 && (
        <ul className="space-y-1">
          {state.errors.map((line) => (
            <li key={line.line} data-line={line.line} data-code={line.code}>
              {lineError(line)}{' '}
              <span dir="ltr" className="font-mono">
                {line.text}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
