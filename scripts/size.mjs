// Bundle budget: the JavaScript a visitor downloads for "/" (entry chunk and its static imports), gzipped.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budgetKb = 150;
// Every page names the same code (src/first-visit/html.ts): the entry and what it imports, as the build wrote them.
const pageFile = 'dist/.ssr/page.json';
const { parts } = JSON.parse(readFileSync(pageFile, 'utf8'));
if (!parts?.entry) throw new Error(`No entry in ${pageFile}: run npm run build`);
const seen = [parts.entry, ...parts.preloads].map((href) => href.replace(/^\//, ''));

let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const totalKb = total / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} KB  gzip JS for "/" (budget ${budgetKb} KB)`);
if (totalKb > budgetKb) {
  console.error(`Over budget by ${(totalKb - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
