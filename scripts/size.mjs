// Bundle budget: the JavaScript a visitor downloads for "/" (entry chunk and its static imports), gzipped.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budgetKb = 150;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
// The app's entry (src/first-visit/vite-plugin.ts names it in index.html).
const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'src/main.tsx');
if (!entry) throw new Error('No src/main.tsx entry in dist/.vite/manifest.json: run npm run build');

const seen = new Set();
const visit = (chunk) => {
  if (seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) visit(manifest[key]);
};
visit(entry);

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
