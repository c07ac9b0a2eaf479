import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { type ArticleStock, fetchArticleStock, setArticleStock } from '../../api/admin-stock';
import { ApiError } from '../../api/client';
import { StockBadge } from '../../components/stock-badge';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toasts';
import { useLanguage } from '../../lib/use-language';
import { formatEventTime } from '../orders/order-history';

/** The most units staff may set (the server's limit too). */
const maxUnits = 1_000_000;

/** The typed units as a whole number from 0, or null. */
const parseUnits = (typed: string): number | null => {
  const text = typed.trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const units = Number(text);
  return units <= maxUnits ? units : null;
};

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; stock: ArticleStock };

/**
 * An article's stock on the admin card (GET /api/product/admin/stock): its status, the units on the shelf, the units
 * waiting orders hold and staff's last changes, with a field that sets the units (PUT). The shop shows the new
 * stock at once; what waiting orders hold comes back to the shelf when they are cancelled or run out.
 */
export function ArticleStockPanel({ articleId, name }: { articleId: number; name: string }) {
  const { t } = useLingui();
  const id = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const failureText = (error: unknown) =>
    error instanceof ApiError && !error.isNetwork
      ? error.message
      : t`Could not reach the shop. Check your connection and try again.`;

  const show = (stock: ArticleStock) => {
    setLoad({ state: 'ready', stock });
    setTyped(String(stock.stockCount));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per article; the language reloads the page.
  useEffect(() => {
    setLoad({ state: 'loading' });
    fetchArticleStock(articleId).then(show, (error) =>
      setLoad({ state: 'failed', message: failureText(error) }),
    );
  }, [articleId]);

  const save = async () => {
    const units = parseUnits(typed);
    if (units === null) {
      setProblem(t`Enter the units as a whole number, 0 or more.`);
      return;
    }
    setSaving(true);
    try {
      const stock = await setArticleStock(articleId, units, key);
      setKey(crypto.randomUUID());
      show(stock);
      const shelf = stock.stockCount;
      toast.success(t`${name}: ${shelf} on the shelf.`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') setProblem(error.message);
      else toast.error(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="basis-full border-t border-gray-200 pt-4"
      data-testid="admin-stock"
    >
      <h3 id={`${id}-title`} className="mb-2 font-semibold text-ink">
        <Trans>Stock</Trans>
      </h3>
      {load.state === 'loading' && (
        <p className="text-sm text-ink-soft">
          <Trans>Loading the stock…</Trans>
        </p>
      )}
      {load.state === 'failed' && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && (
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">{t`Status`}</dt>
              <dd data-testid="admin-stock-status">
                <StockBadge stock={load.stock.stock} />
              </dd>
              <dt className="text-ink-soft">{t`On the shelf`}</dt>
              <dd className="text-ink" data-testid="admin-stock-count">
                {load.stock.stockCount}
              </dd>
              <dt className="text-ink-soft">{t`Held by waiting orders`}</dt>
              <dd className="text-ink" data-testid="admin-stock-held">
                {load.stock.held}
              </dd>
            </dl>
            <form
              noValidate
              className="mt-3 flex flex-wrap items-start gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <div className="w-56">
                <TextField
                  label={t`Units on the shelf`}
                  name="stockCount"
                  dir="ltr"
                  inputMode="numeric"
                  value={typed}
                  onChange={(value) => {
                    setTyped(value);
                    setProblem(undefined);
                  }}
                  error={problem}
                />
              </div>
              {/* Beside the input, level with it (below its label), whether or not an error shows under it. */}
              <button type="submit" className="btn-primary sm:mt-6" disabled={saving} data-testid="set-stock">
                {saving ? <Trans>Saving…</Trans> : <Trans>Set stock</Trans>}
              </button>
            </form>
          </div>
          <div>
            <h4 className="mb-1 text-sm font-semibold text-ink">
              <Trans>Changes by staff</Trans>
            </h4>
            {load.stock.changes.length === 0 ? (
              <p className="text-sm text-ink-soft">
                <Trans>None yet.</Trans>
              </p>
            ) : (
              <ul className="space-y-1 text-sm text-ink" data-testid="admin-stock-changes">
                {load.stock.changes.map((change) => (
                  <ChangeLine key={`${change.at}-${change.toCount}`} change={change} />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function ChangeLine({ change }: { change: ArticleStock['changes'][number] }) {
  const { locale } = useLanguage();
  const from = change.fromCount;
  const to = change.toCount;
  return (
    <li>
      <time dateTime={change.at} className="text-ink-soft">
        {formatEventTime(change.at, locale)}
      </time>{' '}
      <Trans>
        from {from} to {to} units
      </Trans>
      {change.by && (
        <>
          {' · '}
          <bdi dir="ltr">{change.by}</bdi>
        </>
      )}
    </li>
  );
}
