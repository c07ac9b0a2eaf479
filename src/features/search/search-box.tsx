import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchTextMax } from '../../api/search';
import { productHref } from '../../domain/product-href';
import { useLanguage } from '../../lib/use-language';
import { type Option, SuggestionList } from './suggestion-list';
import { useSuggestions } from './use-suggestions';

/** The address of the result list for `text`. */
export const searchHref = (text: string) => `/products?${new URLSearchParams({ search: text.trim() })}`;

/**
 * The header's search: a combobox suggesting up to 3 products and 4 categories while typing; Enter or
 * the button opens the result list. Arrow keys move through the suggestions, Escape closes them.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [location, navigate] = useLocation();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const query = useSearch();
  const inUrl = location === '/products' ? (new URLSearchParams(query).get('search') ?? '') : '';
  const [text, setText] = useState(inUrl);
  const [seen, setSeen] = useState(inUrl);
  // A new search in the address (a link, back button) shows in the box.
  if (inUrl !== seen) {
    setSeen(inUrl);
    if (inUrl) setText(inUrl);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(locale, text);

  const options: Option[] = suggestions
    ? [
        ...suggestions.products.map((product) => ({
          kind: 'product' as const,
          href: productHref(product),
          product,
        })),
        ...suggestions.categories.map((c) => ({
          kind: 'category' as const,
          href: `/catalog/${c.slug}`,
          name: c.name,
        })),
      ]
    : [];
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    input.current?.blur();
    navigate(href);
  };
  const submit = () => {
    if (!text.trim()) return input.current?.focus();
    go(searchHref(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: past either end the focus goes back to what was typed.
      setActive((a) => {
        const next = a + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active].href);
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape; the first Escape should only close the suggestions.
      event.preventDefault();
      if (expanded) close();
      else setText('');
    }
  };

  return (
    // Its action and the field's name let the browser send it as a plain navigation before the app has taken the
    // page over (src/first-visit/boot.ts): the results page comes drawn by the server.
    // biome-ignore lint/a11y/useSemanticElements: <search> has no landmark role in Safari < 17, still in use.
    <form
      role="search"
      action="/products"
      aria-label={t`Search products`}
      className={`relative flex w-full ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t`Search`}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        name="search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={searchTextMax}
        placeholder={t`Part name, brand or article number`}
        className="input rounded-e-none border-e-0 text-sm"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn-primary rounded-s-none px-3" aria-label={t`Search`}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>
      {expanded && (
        <SuggestionList
          id={listId}
          options={options}
          active={active}
          offline={suggestions?.offline ?? false}
          onPick={(option) => go(option.href)}
          onHover={setActive}
        />
      )}
    </form>
  );
}
