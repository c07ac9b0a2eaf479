import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { fetchAdminCurrencies, saveCurrencyRates } from '../../api/currencies';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toasts';
import { type Currency, type CurrencyCode, isCurrencyCode, parseRate } from '../../domain/currency';
import { formatDate } from '../../domain/dates';
import { keepRates } from '../../lib/currency';
import { useCurrencyNames } from '../../lib/currency-names';
import { useLanguage } from '../../lib/use-language';
import { AdminPanel } from './admin-panel';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; list: Currency[] };

/** The rate as the form shows it: the stored number, with a decimal comma in Norwegian. */
const shownRate = (rate: number, decimalComma: boolean) =>
  decimalComma ? String(rate).replace('.', ',') : String(rate);

/**
 * Display currency rates on /admin/dashboard: each rate (units per 1 NOK) with when and by whom it was
 * set (GET /api/setting/admin/currencies), and a form that saves the changed ones (PUT). Prices are still charged
 * in NOK; the rates only change what customers see.
 */
export function AdminCurrencies() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const names = useCurrencyNames();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const decimalComma = locale === 'no';
  const failureText = (error: unknown) =>
    error instanceof ApiError && !error.isNetwork
      ? error.message
      : t`Could not reach the shop. Check your connection and try again.`;
  const rateError = t`Enter a rate between 0.0001 and 1000 (units of the currency per 1 NOK).`;

  const show = (list: Currency[]) => {
    setLoad({ state: 'ready', list });
    setTyped(Object.fromEntries(list.map((c) => [c.code, shownRate(c.rate, decimalComma)])));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once; the language reloads the page.
  useEffect(() => {
    fetchAdminCurrencies().then(show, (error) => setLoad({ state: 'failed', message: failureText(error) }));
  }, []);

  if (load.state !== 'ready') {
    return (
      <Panel>
        {load.state === 'loading' ? (
          <p className="text-ink-soft">
            <Trans>Loading the rates…</Trans>
          </p>
        ) : (
          <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {load.message}
          </p>
        )}
      </Panel>
    );
  }
  const foreign = load.list.filter((c) => c.code !== 'NOK' && isCurrencyCode(c.code));

  const save = async () => {
    const found: Record<string, string> = {};
    const changed: { code: string; rate: number }[] = [];
    for (const currency of foreign) {
      const rate = parseRate(typed[currency.code] ?? '');
      if (rate === null) found[currency.code] = rateError;
      else if (rate !== currency.rate) changed.push({ code: currency.code, rate });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (changed.length === 0) {
      toast.success(t`No rate was changed.`);
      return;
    }
    setSaving(true);
    try {
      const list = await saveCurrencyRates(changed, key);
      setKey(crypto.randomUUID());
      show(list);
      keepRates(list.map(({ setBy: _, ...currency }) => currency));
      toast.success(t`The rates are saved.`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
        setErrors(
          Object.fromEntries(
            Object.keys(error.fields).flatMap((field) => {
              const index = /^rates\.(\d+)/.exec(field)?.[1];
              const code = index === undefined ? undefined : changed[Number(index)]?.code;
              return code ? [[code, error.message]] : [];
            }),
          ),
        );
      }
      toast.error(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ul className="divide-y divide-gray-100">
          {foreign.map((currency) => {
            const code = currency.code as CurrencyCode;
            return (
              <li
                key={code}
                className="grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_12rem]"
                data-testid="admin-currency"
                data-currency={code}
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-ink">
                    {names[code]} <span dir="ltr">({code})</span>
                  </p>
                  <p className="text-ink-soft" data-testid="admin-currency-set">
                    {currency.setAt ? formatDate(currency.setAt, locale) : ''}
                    {' · '}
                    {currency.setBy === 'seed' ? t`starting rate` : <span dir="ltr">{currency.setBy}</span>}
                  </p>
                </div>
                <TextField
                  label={t`${code} per 1 NOK`}
                  name={`rate-${code}`}
                  dir="ltr"
                  inputMode="text"
                  spellCheck={false}
                  value={typed[code] ?? ''}
                  onChange={(value) => {
                    setTyped((current) => ({ ...current, [code]: value }));
                    setErrors(({ [code]: _, ...rest }) => rest);
                  }}
                  error={errors[code]}
                />
              </li>
            );
          })}
        </ul>
        <button type="submit" className="btn-primary mt-4" disabled={saving} data-testid="save-rates">
          {saving ? <Trans>Saving…</Trans> : <Trans>Save rates</Trans>}
        </button>
      </form>
    </Panel>
  );
}

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <AdminPanel
      id="admin-currencies"
      title={<Trans>Display currencies</Trans>}
      intro={
        <Trans>
          Customers can see prices in these currencies. Orders are always charged in NOK. A rate is how many
          units of the currency one Norwegian krone buys.
        </Trans>
      }
    >
      {children}
    </AdminPanel>
  );
}
