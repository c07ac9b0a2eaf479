// Every page's HTML comes from one template, index.html, and one function: assemblePage fills the template's named
// slots (<!--slot:name-->) from the parts of a page. The build fills them for index.html, the shell (vite/first-visit-pages.ts);
// the server fills them again for each page it draws, from the same parts plus the page's own (server/pages/app-pages.ts);
// the dev server fills them with the app's source entry.

import { appEntryMeta, appPreloadMeta, frameMeta, renderedMeta } from './names.ts';
import type { PageSeed } from './page-seed.ts';
import { seedBlock } from './page-seed.ts';

/** The parts the build gives every page. */
export type BuildParts = {
  /** The boot code (boot.ts), compiled: the page's one inline script. */
  bootScript: string;
  /** The app's stylesheet, inlined so the first paint waits for no request. */
  styles: string;
  /** The app's entry module, and the modules it imports, fetched once the page is painted (boot.ts). */
  entry: string;
  preloads: readonly string[];
  /** The markup inside #root: the shell (header, footer, an empty page area) drawn at build time. */
  root: string;
};

/** What a page drawn by the server adds: its markup, the answers it was drawn with and its own code. */
export type PageParts = Partial<Pick<BuildParts, 'root'>> & {
  seed?: PageSeed;
  /** The server drew only the page's frame (`reads: 'device'`): the app's code starts at once (boot.ts). */
  frame?: boolean;
  pagePreloads?: readonly string[];
};

/** The dev server's page: the app's source entry, loaded at once; no build parts yet. */
export type DevParts = { dev: true; bootScript: string; entry: string };

export const slotNames = ['page', 'boot', 'styles', 'code', 'root', 'seed'] as const;
type Slots = Record<(typeof slotNames)[number], string>;

const meta = (name: string, content: string) => `<meta name="${name}" content="${content}" />`;

function slotsOf(parts: (BuildParts & PageParts) | DevParts): Slots {
  const boot = `<script>${parts.bootScript}</script>`;
  if ('dev' in parts) {
    return {
      page: '',
      boot,
      styles: '',
      code: `<script type="module" src="${parts.entry}"></script>`,
      root: '',
      seed: '',
    };
  }
  const pagePreloads = parts.pagePreloads ?? [];
  return {
    // Before the boot code, which reads them: what the server drew (the page with its data, or its frame), and the
    // page's own modules.
    page: [
      parts.seed ? meta(parts.frame ? frameMeta : renderedMeta, '') : '',
      pagePreloads.length > 0 ? meta(appPreloadMeta, pagePreloads.join(' ')) : '',
    ].join(''),
    boot,
    styles: parts.styles ? `<style>${parts.styles}</style>` : '',
    code: meta(appEntryMeta, parts.entry) + meta(appPreloadMeta, parts.preloads.join(' ')),
    root: parts.root ?? '',
    seed: parts.seed ? seedBlock(parts.seed) : '',
  };
}

/** The page: the template with every named slot filled (an empty string where a part is missing), in one pass. */
export function assemblePage(template: string, parts: (BuildParts & PageParts) | DevParts): string {
  const slots: Partial<Slots> = slotsOf(parts);
  const found = [...template.matchAll(/<!--slot:([a-z]+)-->/g)].map((match) => match[1]);
  if (found.join() !== slotNames.join()) {
    throw new Error(`the page template has the slots ${found.join()}, expected ${slotNames.join()}`);
  }
  return template.replace(/<!--slot:([a-z]+)-->/g, (_marker, name: keyof Slots) => slots[name] ?? '');
}
