// Vite plugin that makes index.html paint the shop before any JavaScript has loaded:
// - the boot code (src/first-visit/boot.ts, a typed module) is compiled into one small script and written inline
//   into <head> (dev and build); its hash goes to {outDir}/.ssr/first-visit.json for the server's CSP;
// - the stylesheet is inlined (build), so the first paint waits for no other request;
// - the shell and home page, rendered in Norwegian by src/prerender.tsx, fill #root (build).
// It runs inside the client build, before vite-plugin-pwa precaches index.html, so the service worker serves
// the same page. For the render a server-side build of src/prerender.tsx is made first, in node_modules/.cache.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as bundle } from 'rolldown';
import { build, type Plugin } from 'vite';
import { readCatalogMessages } from '../server/lib/catalog';
import { firstVisitFile, ssrFolder, ssrMessagesFile, ssrModuleFile } from '../server/lib/page-render';
import { defaultLocale } from '../src/domain/locale';
import { appEntryMeta, appPreloadMeta } from '../src/first-visit/names';

/** The boot code as one minified script, with nothing left to import. */
export async function compileBootScript(root: string): Promise<string> {
  const { output } = await bundle({
    input: join(root, 'src/first-visit/boot-entry.ts'),
    platform: 'browser',
    write: false,
    output: { format: 'iife', minify: true },
  });
  const [chunk] = output;
  if (chunk?.type !== 'chunk') throw new Error('the boot code did not compile');
  return chunk.code.trim();
}

const bootMarker = /<!-- boot-script:[^>]*-->/;
const emptyRoot = '<div id="root"></div>';

function replaceOnce(html: string, search: string | RegExp, replacement: string) {
  if (!html.match(search)) throw new Error(`index.html has no ${search} to replace`);
  return html.replace(search, () => replacement);
}

/**
 * Builds src/prerender.tsx for Node into {outDir}/.ssr (with the Norwegian texts beside it, for the server's
 * request-time render: server/lib/page-render.ts) and renders the shell and home page with it.
 */
async function renderShell(root: string, outDir: string) {
  const ssrDir = join(outDir, ssrFolder);
  await build({
    root,
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
  });
  const messages = await readCatalogMessages(join(root, 'src/locales'), defaultLocale);
  await writeFile(join(ssrDir, ssrMessagesFile), JSON.stringify(messages));
  const module = (await import(`${pathToFileURL(join(ssrDir, ssrModuleFile)).href}?${Date.now()}`)) as {
    renderShell: (messages: Record<string, unknown>) => Promise<string>;
  };
  return module.renderShell(messages);
}

/**
 * The app's entry and its modulepreloads become <meta> names that the boot script turns into a module script
 * and modulepreload links once the page has been painted (src/first-visit/boot.ts).
 */
function codeAfterFirstPaint(html: string) {
  const entries: string[] = [];
  const preloads: string[] = [];
  const page = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} module scripts, expected 1`);
  const metas = `<meta name="${appEntryMeta}" content="${entries.join(' ')}" />
    <meta name="${appPreloadMeta}" content="${preloads.join(' ')}" />
  </head>`;
  return replaceOnce(page, '</head>', metas);
}

export function firstPaintHtml(): Plugin {
  let root = process.cwd();
  let outDir = join(root, 'dist');
  let building = false;
  let bootScript: Promise<string> | undefined;
  return {
    name: 'bildeler:first-paint-html',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
      building = config.command === 'build';
    },
    buildStart() {
      bootScript = compileBootScript(root);
    },
    async closeBundle() {
      if (!building || !bootScript) return;
      const hash = createHash('sha256')
        .update(await bootScript)
        .digest('base64');
      await mkdir(join(outDir, ssrFolder), { recursive: true });
      await writeFile(join(outDir, ssrFolder, firstVisitFile), JSON.stringify({ bootScriptHash: hash }));
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        bootScript ??= compileBootScript(root);
        let page = replaceOnce(html, bootMarker, `<script>${await bootScript}</script>`);
        if (!building) return page;
        for (const file of Object.values(context.bundle ?? {})) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.fileName}"[^>]*>`);
          if (link.test(page)) page = page.replace(link, () => `<style>${String(file.source)}</style>`);
        }
        page = codeAfterFirstPaint(page);
        return replaceOnce(page, emptyRoot, `<div id="root">${await renderShell(root, outDir)}</div>`);
      },
    },
  };
}
