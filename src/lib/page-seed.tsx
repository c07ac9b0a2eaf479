// The answers the server drew this page with (src/first-visit/page-seed.ts), for the parts that read them: given
// through React context, so each render — two at once on the server — has its own. They stand for the page they
// were drawn for only: once the visitor leaves it, the answers are spent, and a page opened later (or the same one
// again) reads its own.
import { createContext, type ReactNode, use, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { noSeed, type Seed } from '../first-visit/page-seed';

const PageSeedContext = createContext<Seed>(noSeed);

/**
 * The seed's address as the router gives it: wouter hands the path decoded (decodeURI, when it holds a `%`), the
 * query as it stands (src/lib/search-hook.ts). Else a page whose path holds an escape
 * (/product-preview/0%20986%20479) would never count as the one drawn.
 */
function routed(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  let decoded = path;
  try {
    decoded = path.includes('%') ? decodeURI(path) : path;
  } catch {
    // As wouter does: a path that cannot be decoded stays as it is.
  }
  return query < 0 ? decoded : decoded + url.slice(query);
}

export function PageSeedProvider({ seed, children }: { seed: Seed; children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;
  const [left, setLeft] = useState(false);
  if (!left && seed !== noSeed && routed(seed.url) !== here) setLeft(true);
  return <PageSeedContext value={left ? noSeed : seed}>{children}</PageSeedContext>;
}

/** The answers the page was drawn with (none on a page the client drew, or once the visitor has moved on). */
export const usePageSeed = (): Seed => use(PageSeedContext);
