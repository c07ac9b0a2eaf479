// How the browser's build is cut into files (about 220). Left to itself Rolldown makes a file for every set of lazy
// parts that share a module, and a page loaded 125–150 of them, most under 2 KB; each request costs the browser
// time of its own, on a phone as in the test suite's Chromium. Two groups:
// - `app`: everything the entry imports statically (what a page loads before the app starts: the same modules as
//   before, in one file). The entry module itself stays out: its top-level `await` waits for the page's lazy
//   code, which imports from this file, so the two must not be one. Stylesheets stay with the entry too, where the
//   first page inlines them (vite/first-visit-pages.ts).
// - `shared`: what two or more lazy parts share, in one file per set of parts that use it (`entriesAware`), none
//   merged: merging a small set into its nearest neighbour made the parts of that set import the neighbour, and all
//   it imports (at 4 KB /account/profile loaded 72 KB gzip before it could draw, Dexie and the vehicle picker among
//   them, instead of 20; home's code 103 KB instead of 1).
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

export const chunkGroups = (entry: string): CodeSplitting => ({
  groups: [
    {
      name: 'app',
      tags: ['$initial'],
      test: (id) => !id.endsWith(entry) && !/\.css(\?|$)/.test(id),
    },
    { name: 'shared', minShareCount: 2, entriesAware: true },
  ],
});

/** A shared file is named by the lazy parts that use it, which can run to 150 characters: `shared-<hash>.js`. */
export const chunkFileNames = (chunk: { name: string }) =>
  chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js';
