// `npm start` builds the PWA only when dist/ is missing or older than the sources it is built from.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'uno.config.ts',
  'lingui.config.ts',
  'package.json',
];
const output = 'dist/index.html';

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};

const localesReady = ['no', 'en', 'ar'].every((l) => existsSync(`src/locales/${l}/messages.json`));
if (!existsSync(output) || !localesReady || newest(output) < Math.max(...inputs.map(newest))) {
  const started = performance.now();
  console.log('Building the shop (dist/ is missing or out of date)…');
  execSync('npm run build', { stdio: 'inherit' });
  console.log(`Built the shop in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
