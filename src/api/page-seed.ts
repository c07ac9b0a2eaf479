// The server's answers a page was rendered with (docs/decisions.md "Product lists and product pages are
// rendered by the server"). On a first visit to a list or product page the server renders it with its data and
// puts the API answers it used into the HTML, keyed by API path; the client hydrates from the same answers, so
// its first render matches the markup, and its first read of each is answered from here instead of the
// network — once: a later read of the same path goes to the server (or the service worker).
import * as v from 'valibot';

/** Where the answers travel in the HTML: a data block, never run as script (the CSP has no say over it). */
export const pageSeedId = 'page-seed';

/** The message that hands a page's data block to the service worker, to keep (src/sw/keep-page-seed.ts). */
export const pageSeedMessage = 'PAGE_SEED';

export type PageSeed = {
  /** The path and query the HTML was rendered for. */
  url: string;
  /** API answers by request path (without the /api prefix). */
  answers: Record<string, unknown>;
};

let seed: PageSeed | undefined;
const parsed = new Map<string, unknown>();

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

function readSeed(): PageSeed {
  if (seed) return seed;
  // Also loaded by workers (through the API client), which have no document.
  const page = (
    globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } }
  ).document;
  // Without one the page reads from the network.
  seed = parsePageSeed(page?.getElementById(pageSeedId)?.textContent) ?? { url: '', answers: {} };
  return seed;
}

/** The server side of a render: the answers its markup is drawn from (null again when it is done). */
export function setPageSeed(value: PageSeed | null) {
  seed = value ?? undefined;
  parsed.clear();
}

/** The path and query the HTML was rendered for by the server, or '' for the build's pre-rendered page. */
export const renderedUrl = () => readSeed().url;

export const hasSeededAnswer = (path: string) => path in readSeed().answers;

/** The seeded answer for `path` checked against `schema` (parsed once), or undefined when there is none. */
export function seededAnswer<S extends v.GenericSchema>(
  schema: S,
  path: string,
): v.InferOutput<S> | undefined {
  const answers = readSeed().answers;
  if (!(path in answers)) return undefined;
  if (!parsed.has(path)) {
    const result = v.safeParse(schema, answers[path]);
    parsed.set(path, result.success ? result.output : undefined);
  }
  return parsed.get(path) as v.InferOutput<S> | undefined;
}

/** The seeded answer for `path`, taken: the next read of that path asks the network. */
export function takeSeededAnswer<S extends v.GenericSchema>(schema: S, path: string) {
  const answer = seededAnswer(schema, path);
  delete readSeed().answers[path];
  parsed.delete(path);
  return answer;
}
