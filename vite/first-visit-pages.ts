// The Vite plugin of the first-visit path. The build (vite.config.ts) first builds src/app/server-render.tsx for
// Node into {outDir}/.ssr, then the app from its entry, src/main.tsx; this plugin then writes the page every visit
// starts from:
// - index.html, assembled from the template's named slots (src/first-visit/html.ts): the boot code
//   (src/first-visit/boot.ts) compiled into one inline script, the stylesheet inlined (the first paint waits for
//   no other request), the app's entry and the modules it imports as names the boot code loads once the page is
//   painted (read from the bundle, the way Vite's backend-integration guide reads its manifest), and the shell
//   drawn by the server build;
// - {outDir}/.ssr/page.json: the template and those parts, the boot script's hash for the CSP and the Norwegian
//   texts, for the server to assemble every page it draws the same way (server/pages/app-pages.ts).
// It runs in the client build before vite-plugin-pwa precaches index.html, so the service worker serves the same
// page. The dev server fills the template with the boot code and the app's source entry.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as bundle } from 'rolldown';
import type { Plugin } from 'vite';
import {
  type BuiltPage,
  builtPageFile,
  type RenderModule,
  renderModuleFile,
  ssrFolder,
} from '../src/first-visit/built-page.ts';
import { assemblePage, type BuildParts } from '../src/first-visit/html.ts';

/** The app's entry module, as the dev server serves it and the build starts from. */
export const appEntry = 'src/main.tsx';

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

type Bundle = Record<
  string,
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      imports: string[];
      viteMetadata?: { importedCss: Set<string> };
    }
  | { type: 'asset'; fileName: string; source: string | Uint8Array }
>;

/** The entry chunk, every chunk it imports statically (all levels) and the stylesheets they import. */
function entryOf(output: Bundle) {
  const entries = Object.values(output).filter((file) => file.type === 'chunk' && file.isEntry);
  const [entry] = entries;
  if (entries.length !== 1 || entry?.type !== 'chunk') {
    throw new Error(`the build has ${entries.length} entry chunks, expected 1`);
  }
  const chunks = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = output[fileName];
    if (chunk?.type !== 'chunk' || chunks.has(fileName)) return;
    chunks.add(fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry.fileName);
  const styles = [...css].map((file) => {
    const asset = output[file];
    if (asset?.type !== 'asset') throw new Error(`${file} is not in the build`);
    return String(asset.source);
  });
  return { entry: entry.fileName, imports: [...chunks].slice(1), styles: styles.join('\n') };
}

export function firstVisitPages({
  shellMessages,
}: {
  shellMessages: () => Promise<Record<string, unknown>>;
}): Plugin {
  let root = process.cwd();
  let bootScript: Promise<string> | undefined;
  const template = () => readFile(join(root, 'index.html'), 'utf8');
  return {
    name: 'bildeler:first-visit-pages',
    // The server build of the app needs no page of its own.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      bootScript = compileBootScript(root);
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        bootScript ??= compileBootScript(root);
        return assemblePage(html, { dev: true, bootScript: await bootScript, entry: `/${appEntry}` });
      },
    },
    generateBundle: {
      // After Vite's own: the stylesheets are final then.
      order: 'post',
      async handler(_options, output) {
        const outDir = this.environment.config.build.outDir;
        const ssrDir = join(resolve(root, outDir), ssrFolder);
        const { entry, imports, styles } = entryOf(output as unknown as Bundle);
        const messages = await shellMessages();
        const render = (await import(
          `${pathToFileURL(join(ssrDir, renderModuleFile)).href}?${Date.now()}`
        )) as RenderModule;
        const parts: BuildParts = {
          bootScript: (await bootScript) ?? (await compileBootScript(root)),
          styles,
          entry: `/${entry}`,
          preloads: imports.map((file) => `/${file}`),
          root: await render.renderShell(messages),
        };
        const page: BuiltPage = {
          template: await template(),
          parts,
          bootScriptHash: createHash('sha256').update(parts.bootScript).digest('base64'),
          messages,
        };
        this.emitFile({ type: 'asset', fileName: 'index.html', source: assemblePage(page.template, parts) });
        this.emitFile({
          type: 'asset',
          fileName: `${ssrFolder}/${builtPageFile}`,
          source: JSON.stringify(page),
        });
      },
    },
  };
}
