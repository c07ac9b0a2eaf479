// Vite plugin that makes index.html paint the shop before any JavaScript has loaded:
// - the boot script (src/boot-script.ts) is written inline into <head> (dev and build);
// - the stylesheet is inlined (build), so the first paint waits for no other request;
// - the shell and home page, rendered in Norwegian by src/prerender.tsx, fill #root (build).
// It runs inside the client build, before vite-plugin-pwa precaches index.html, so the service worker serves
// the same page. For the render a server-side build of src/prerender.tsx is made first, in node_modules/.cache.
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { readCatalogMessages } from '../server/lib/catalog';
import { ssrFolder, ssrMessagesFile, ssrModuleFile } from '../server/lib/page-render';
import { appEntryMeta, appPreloadMeta, bootScript } from '../src/boot-script';
import { defaultLocale } from '../src/domain/locale';

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
 * and modulepreload links once the page has been painted (src/boot-script.ts).
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
  return {
    name: 'bildeler:first-paint-html',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
      building = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        let page = replaceOnce(html, bootMarker, `<script>${bootScript}</script>`);
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
