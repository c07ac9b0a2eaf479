// How the browser's build is cut into files (about 100). Two groups:
// - `app`: everything the entry imports statically (what a page loads before the app starts). The entry module
//   itself stays out: its top-level `await` waits for the page's lazy code, which imports from this file, so the two
//   must not be one. Stylesheets stay with the entry too, where the first page inlines them
//   (vite/first-visit-pages.ts).
// - `shared`: what two or more lazy parts share, in one file. Each private page loads its own part and the shell's
//   parts (header tools, menus, the footer's form, the sync bridge), and with them nearly all shared code: one file
//   costs a page about 8 % more bytes than a file per set of parts (`entriesAware`: 95–115 requests a page, most
//   files under 2 KB) and saves it about 75 requests. On a slow phone six private pages were drawn in 21.1 s instead
//   of 25.0 s, and ready for taps in 27.2 s instead of 37.9 s (`npm run bench:app-load`, docs/benchmarks.md).
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

export const chunkGroups = (entry: string): CodeSplitting => ({
  groups: [
    {
      name: 'app',
      tags: ['$initial'],
      test: (id) => !id.endsWith(entry) && !/\.css(\?|$)/.test(id),
    },
    { name: 'shared', minShareCount: 2 },
  ],
});

/** The shared file is `shared-<hash>.js` (Rolldown would name it by the parts that use it). */
export const chunkFileNames = (chunk: { name: string }) =>
  chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js';
