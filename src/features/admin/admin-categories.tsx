import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type AdminCategoryPage, fetchAdminCategories } from '../../api/admin';
import { pageItems } from '../../components/pagination';
import { type Locale, languages } from '../../domain/locale';
import { useLanguage } from '../../lib/use-language';
import { useRemote } from '../../lib/use-remote';
import { LoadFailure } from '../catalog/list-message';
import { AdminPanel } from './admin-panel';

export const perPageChoices = [10, 20, 50] as const;
/** Typing in the search box asks the server once it pauses this long. */
const searchDelayMs = 300;

/** The admin's category list (GET /api/category/list/admin/sidebaritems): search, language, page size and pages. */
export function AdminCategories() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [lang, setLang] = useState<Locale>(locale);
  const [perPage, setPerPage] = useState<number>(20);
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(typed.trim());
      setPage((p) => (typed.trim() === search ? p : 1));
    }, searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [typed, search]);

  const query = { page, perPage, lang, search };
  const list = useRemote(`admin-categories:${JSON.stringify(query)}`, () => fetchAdminCategories(query));
  // The page shown stays while the next one loads, so the table does not jump.
  const [shown, setShown] = useState<AdminCategoryPage | null>(null);
  if (list.status === 'done' && list.data !== shown) setShown(list.data);

  return (
    <AdminPanel id="admin-categories" title={<Trans>Categories</Trans>}>
      <div className="mb-4 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <Field label={t`Search categories`}>
          {(id) => (
            <input
              id={id}
              type="search"
              className="input"
              value={typed}
              placeholder={t`Name or slug`}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <Field label={t`Language`}>
          {(id) => (
            <select
              id={id}
              className="input"
              value={lang}
              onChange={(event) => {
                setLang(event.target.value as Locale);
                setPage(1);
              }}
            >
              {languages.map((language) => (
                <option key={language.locale} value={language.locale} lang={language.locale}>
                  {language.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Per page`}>
          {(id) => (
            <select
              id={id}
              className="input"
              value={perPage}
              onChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(1);
              }}
            >
              {perPageChoices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {list.status === 'failed' ? (
        <LoadFailure error={list.error} onRetry={list.retry} />
      ) : shown ? (
        <CategoryTable page={shown} lang={lang} busy={list.status === 'loading'} onPage={setPage} />
      ) : (
        <div className="h-96 animate-pulse rounded bg-gray-50" aria-busy="true" />
      )}
    </AdminPanel>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function CategoryTable({
  page,
  lang,
  busy,
  onPage,
}: {
  page: AdminCategoryPage;
  lang: Locale;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const { from, to, total } = page;
  return (
    <div aria-busy={busy}>
      <p className="mb-2 text-sm text-ink-soft" role="status" data-testid="admin-categories-range">
        {total === 0 ? (
          <Trans>No categories match.</Trans>
        ) : (
          <Trans>
            Showing {from}–{to} of {total}
          </Trans>
        )}
      </p>
      {total > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone; focus lets a keyboard scroll it.
        <section className="overflow-x-auto" tabIndex={0} aria-label={t`Category table`}>
          <table className="w-full min-w-[44rem] text-start text-sm" lang={lang}>
            <thead className="border-b border-gray-200 text-ink-soft">
              <tr>
                <th scope="col" className="px-2 py-2 text-start font-medium">{t`Name`}</th>
                <th scope="col" className="px-2 py-2 text-start font-medium">{t`Slug`}</th>
                <th scope="col" className="px-2 py-2 text-start font-medium">{t`Parent`}</th>
                <th scope="col" className="px-2 py-2 text-end font-medium">{t`Level`}</th>
                <th scope="col" className="px-2 py-2 text-end font-medium">{t`Subcategories`}</th>
                <th scope="col" className="px-2 py-2 text-start font-medium">{t`Catalogue ids`}</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((item) => (
                <tr key={item.slug} className="border-b border-gray-100" data-testid="admin-category-row">
                  <td
                    className="px-2 py-2 text-ink"
                    style={{ paddingInlineStart: `${0.5 + (item.depth - 1)}rem` }}
                  >
                    {item.name}
                  </td>
                  <td className="px-2 py-2 font-mono text-xs" dir="ltr">
                    {item.slug}
                  </td>
                  <td className="px-2 py-2 font-mono text-xs" dir="ltr">
                    {item.parent ?? '—'}
                  </td>
                  <td className="px-2 py-2 text-end">{item.depth}</td>
                  <td className="px-2 py-2 text-end">{item.subItems}</td>
                  <td className="px-2 py-2 text-xs text-ink-soft" dir="ltr">
                    {item.value.join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pager page={page.page} pages={page.pages} onPage={onPage} />
    </div>
  );
}

const cell =
  'flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm disabled:(cursor-not-allowed opacity-50)';

/** Prev, the page numbers (first, last, two either side of the current one) and Next, as buttons. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t`Pages`}
      className="mt-4 flex flex-wrap items-center justify-center gap-1"
      data-testid="admin-pager"
    >
      <button
        type="button"
        className={`${cell} border border-gray-300 hover:bg-gray-100`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Prev</Trans>
      </button>
      {pageItems(page, pages).map((n, i) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${i}`} className={`${cell} text-ink-soft`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={`${cell} ${n === page ? 'bg-brand font-semibold text-white' : 'hover:bg-gray-100'}`}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t`Page ${n}`}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${cell} border border-gray-300 hover:bg-gray-100`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
