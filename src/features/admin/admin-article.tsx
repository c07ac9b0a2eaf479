import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { type AdminArticle, fetchAdminArticle, setArticleFeatured } from '../../api/admin';
import { ApiError } from '../../api/client';
import { Price } from '../../components/price';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toasts';
import { useLanguage } from '../../lib/use-language';
import { AdminPanel } from './admin-panel';
import { ArticleStockPanel } from './article-stock';

type Lookup =
  | { state: 'idle' }
  | { state: 'looking' }
  | { state: 'none'; number: string }
  | { state: 'found'; article: AdminArticle }
  | { state: 'failed'; message: string };

/**
 * An article by its number (GET /api/tecdoc/get-product-by-article-number) with its Featured switch (GET
 * /api/tecdoc/set-article-featured): the switch shows the state the server answers with, and home shows it at once.
 * Below it the article's stock, which staff can set (article-stock.tsx).
 */
export function ArticleFeatured() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const failureText = (error: unknown) =>
    error instanceof ApiError && !error.isNetwork
      ? error.message
      : t`Could not reach the shop. Check your connection and try again.`;

  const find = async () => {
    if (number.trim() === '') {
      setProblem(t`Please enter an article number`);
      return;
    }
    setLookup({ state: 'looking' });
    try {
      const article = await fetchAdminArticle(locale, number);
      setLookup(article ? { state: 'found', article } : { state: 'none', number: number.trim() });
    } catch (error) {
      setLookup({ state: 'failed', message: failureText(error) });
    }
  };

  return (
    <AdminPanel
      id="admin-article"
      title={<Trans>Articles</Trans>}
      intro={
        <Trans>
          Look up an article by its number to show it on the home page or take it off, and to see and set its
          stock.
        </Trans>
      }
    >
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <div className="min-w-56 flex-1">
          <TextField
            label={t`Article number`}
            name="articleNumber"
            dir="ltr"
            value={number}
            onChange={(value) => {
              setNumber(value);
              setProblem(undefined);
            }}
            error={problem}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={lookup.state === 'looking'}>
          {lookup.state === 'looking' ? <Trans>Looking up…</Trans> : <Trans>Look up</Trans>}
        </button>
      </form>
      <div className="mt-4" aria-live="polite">
        {lookup.state === 'none' && (
          <p role="status" className="text-ink">
            <Trans>No article has the number {lookup.number}.</Trans>
          </p>
        )}
        {lookup.state === 'failed' && (
          <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {lookup.message}
          </p>
        )}
        {lookup.state === 'found' && (
          <ArticleCard
            key={lookup.article.articleNumber}
            article={lookup.article}
            onChanged={(article) => setLookup({ state: 'found', article })}
            failureText={failureText}
          />
        )}
      </div>
    </AdminPanel>
  );
}

function ArticleCard({
  article,
  onChanged,
  failureText,
}: {
  article: AdminArticle;
  onChanged: (article: AdminArticle) => void;
  failureText: (error: unknown) => string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const featured = await setArticleFeatured(article.articleNumber, !article.featured);
      onChanged({ ...article, featured });
      toast.success(
        featured
          ? t`${article.name} is now featured on the home page.`
          : t`${article.name} is no longer featured.`,
      );
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-4 rounded border border-gray-200 p-4"
      data-testid="admin-article-card"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">{t`Name`}</dt>
        <dd className="font-semibold text-ink" data-testid="admin-article-name">
          {article.name}
        </dd>
        <dt className="text-ink-soft">{t`Brand`}</dt>
        <dd className="text-ink">{article.brand}</dd>
        <dt className="text-ink-soft">{t`Article number`}</dt>
        <dd className="text-ink" dir="ltr">
          {article.articleNumber}
        </dd>
        <dt className="text-ink-soft">{t`Price`}</dt>
        <dd>
          <Price price={article.price} discount={article.discount} />
        </dd>
      </dl>
      <div className="flex items-center gap-3">
        <span id={`${id}-label`} className="font-medium text-ink">
          <Trans>Featured</Trans>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={article.featured}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-state`}
          disabled={busy}
          onClick={() => void toggle()}
          data-testid="featured-switch"
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:(outline-2 outline-offset-2 outline-brand) disabled:opacity-60 ${
            article.featured ? 'bg-green-700' : 'bg-gray-400'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
              article.featured ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'
            }`}
          />
        </button>
        <span id={`${id}-state`} className="text-sm text-ink-soft" data-testid="featured-state">
          {article.featured ? <Trans>On the home page</Trans> : <Trans>Not on the home page</Trans>}
        </span>
      </div>
      <ArticleStockPanel articleId={article.articleId} name={article.name} />
    </div>
  );
}
