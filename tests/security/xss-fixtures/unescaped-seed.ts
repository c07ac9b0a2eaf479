// Break fixture (xss-fixtures.test.tsx): the data a page was drawn with, embedded as JSON without escaping `<`, so a
// `</script>` in a name ends the block. The checks of the server's pages must fail on it.
import { seedBlock } from '../../../src/first-visit/page-seed';

const pageAround = (block: string, root: string) =>
  `<!doctype html><html><head>${block}</head><body><div id="root">${root}</div></body></html>`;

export const unescapedSeedPage = (answers: Record<string, unknown>, root: string) =>
  pageAround(
    `<script type="application/json" id="page-seed">${JSON.stringify({ url: '/', answers })}</script>`,
    root,
  );

/** The page as the shop writes it (src/first-visit/page-seed.ts). */
export const seededPage = (answers: Record<string, unknown>, root: string) =>
  pageAround(seedBlock({ url: '/', answers }), root);
