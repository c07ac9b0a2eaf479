// Vite plugin that makes index.html paint the shop before any JavaScript has loaded:
// - the boot script (src/boot-script.ts) is written inline into <head> (dev and build);
// - the stylesheet is inlined (build), so the first paint waits for no other request;
// - the shell and home page, rendered in Norwegian by src/prerender.tsx, fill #root (build).
// It runs inside the client build, before vite-plugin-pwa precaches index.html, so the service worker serves
// the same page. For the render a server-side build of src/prerender.tsx is made first, in node_modules/.cache.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { readCatalogMessages } from '../server/lib/catalog';
import { bootScript } from '../src/boot-script';
import { defaultLocale } from '../src/domain/locale';

const bootMarker = /<!-- boot-script:[^>]*-->/;
const emptyRoot = '<div id="root"></div>';

function replaceOnce(html: string, search: string | RegExp, replacement: string) {
  if (!html.match(search)) throw new Error(`index.html has no ${search} to replace`);
  return html.replace(search, () => replacement);
}

async function renderShell(root: string) {
  const outDir = join(root, 'node_modules/.cache/bildeler-prerender');
  await build({
    root,
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true },
  });
  const module = (await import(`${pathToFileURL(join(outDir, 'prerender.js')).href}?${Date.now()}`)) as {
    renderShell: (messages: Record<string, unknown>) => Promise<string>;
  };
  return module.renderShell(await readCatalogMessages(join(root, 'src/locales'), defaultLocale));
}

export function firstPaintHtml(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'bildeler:first-paint-html',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      root = config.root;
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
        return replaceOnce(page, emptyRoot, `<div id="root">${await renderShell(root)}</div>`);
      },
    },
  };
}
