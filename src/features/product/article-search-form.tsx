import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';

/** "Find a part by article number": goes to /catalog/article?n= with the number as typed. */
export function ArticleSearchForm({ initial = '' }: { initial?: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [value, setValue] = useState(initial);
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        const n = value.trim();
        setMissing(!n);
        if (n) navigate(`/catalog/article?n=${encodeURIComponent(n)}`);
      }}
    >
      <div className="flex-1">
        <label htmlFor="article-number" className="sr-only">
          <Trans>Article number</Trans>
        </label>
        <input
          id="article-number"
          dir="ltr"
          className={`input ${missing ? 'input-error' : ''}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t`Article number, e.g. 0 986 479 A12`}
          aria-invalid={missing}
          aria-describedby={missing ? 'article-number-error' : undefined}
          autoComplete="off"
        />
        {missing && (
          <p id="article-number-error" className="field-error">
            <Trans>Enter an article number.</Trans>
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary">
        <Trans>Find part</Trans>
      </button>
    </form>
  );
}
