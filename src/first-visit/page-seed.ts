// The server's answers a page was drawn with (docs/decisions.md "The server draws the public pages"). The server
// renders home, a list or a product page with its data and puts the API answers it used into the HTML, keyed by API
// path (seedBlock). The client reads them back (readPageSeed) and hands them to the
// app through React context (src/lib/page-seed.tsx), so its first render matches the markup and the page's
// reads start from those answers instead of the network. Each render has its own Seed: nothing here is module
// state, so the server can render several pages at once.
import * as v from 'valibot';
import { pageSeedId } from './names.ts';

export type PageSeed = {
  /** The path and query the HTML was rendered for. */
  url: string;
  /** API answers by request path (without the /api prefix). */
  answers: Record<string, unknown>;
};

/** The seed in a data block's text, or null when it is not one (a damaged block is as good as none). */
export function parsePageSeed(text: unknown): PageSeed | null {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const value = JSON.parse(text) as Partial<PageSeed> | null;
    if (typeof value?.url !== 'string' || !value.answers || typeof value.answers !== 'object') return null;
    return { url: value.url, answers: value.answers };
  } catch {
    return null;
  }
}

/** The data block that carries a seed in the HTML: never run as script, and no text inside can end it early. */
export const seedBlock = (seed: PageSeed) =>
  `<script type="application/json" id="${pageSeedId}">${JSON.stringify(seed).replace(/</g, '\\u003c')}</script>`;

/** The answers of one rendered page, each checked against the schema of its read once. */
export class Seed {
  private readonly parsed = new Map<string, unknown>();
  constructor(private readonly seed: PageSeed = { url: '', answers: {} }) {}

  /** The path and query the page was rendered for ('' for none). */
  get url() {
    return this.seed.url;
  }

  has(path: string) {
    return path in this.seed.answers;
  }

  /** The answer for `path` checked against `schema`, or undefined when there is none or it does not fit. */
  answer<S extends v.GenericSchema>(schema: S, path: string): v.InferOutput<S> | undefined {
    if (!this.has(path)) return undefined;
    if (!this.parsed.has(path)) {
      const result = v.safeParse(schema, this.seed.answers[path]);
      this.parsed.set(path, result.success ? result.output : undefined);
    }
    return this.parsed.get(path) as v.InferOutput<S> | undefined;
  }
}

/** A seed with no answers: a page the client draws itself. */
export const noSeed = new Seed();

/** The seed in the page's data block (src/main.tsx), or noSeed when the server did not draw the page. */
/** The part of a document readPageSeed reads (this module is also loaded by the service worker, which has none). */
type Page = { getElementById(id: string): { textContent: string | null } | null };

export function readPageSeed(doc: Page): Seed {
  const seed = parsePageSeed(doc.getElementById(pageSeedId)?.textContent);
  return seed ? new Seed(seed) : noSeed;
}
