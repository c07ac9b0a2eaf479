// How the browser's build is cut into files. Left to itself Rolldown makes a file for every set of lazy parts that
// share a module: about 250 files, and a visit to any page loaded 125–150 of them, most under 2 KB. Each request
// costs the browser time of its own, on a phone as in the test suite's Chromium. Two groups cut that to about 50:
// - `app`: everything the entry imports statically (what a page loads before the app starts: the same modules as
//   before, in one file). The entry module itself stays out: its top-level `await` waits for the page's lazy
//   code, which imports from this file, so the two must not be one. Stylesheets stay with the entry too, where the
//   first page inlines them (vite/first-visit-pages.ts).
// - `shared`: what two or more lazy parts share, in one file per set of parts that use it (`entriesAware`), with
//   sets under 4 KB merged into their nearest neighbour: a page may load a few KB it does not use (at 16 KB a
//   private page loaded 45–85 KB it never ran, before it could draw).
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

export const chunkGroups = (entry: string): CodeSplitting => ({
  groups: [
    {
      name: 'app',
      tags: ['$initial'],
      test: (id) => !id.endsWith(entry) && !/\.css(\?|$)/.test(id),
    },
    { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4 * 1024 },
  ],
});

/** A shared file is named by the lazy parts that use it, which can run to 150 characters: `shared-<hash>.js`. */
export const chunkFileNames = (chunk: { name: string }) =>
  chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js';
