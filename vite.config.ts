import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// This file and every module it loads import each other with file extensions: Vite checks that its config could be
// loaded by Node itself (`configLoader: 'native'`, planned as its default) and, where it could not, prints a notice
// on every build. tests/vite-config-imports.test.ts keeps it so.
import { catalogBody, readCatalogMessages } from './server/lib/catalog.ts';
import { defaultLocale, locales } from './src/domain/locale.ts';
import { ssrFolder } from './src/first-visit/built-page.ts';
import { chunkFileNames, chunkGroups } from './vite/chunks.ts';
import { appEntry, firstVisitPages } from './vite/first-visit-pages.ts';
import { linguiMacro } from './vite/lingui-macro.ts';

const apiPort = process.env.API_PORT ?? '8787';

/**
 * The translation catalogs as the server serves them (GET /api/i18n/{locale}.json), precached with the build so
 * that a page opened offline always has its texts, whether or not the app's code ran on the visit that installed
 * the service worker. The revision is the compiled catalogs' content (npm run build compiles them first).
 */
function catalogEntries() {
  return Promise.all(
    locales.map(async (locale) => ({
      url: `/api/i18n/${locale}.json`,
      revision: createHash('sha256')
        .update(await catalogBody('src/locales', locale))
        .digest('hex')
        .slice(0, 16),
    })),
  );
}

/** Plugins of the browser's build only: the server's build of the app needs no service worker. */
const clientOnly = (plugins: Plugin[]) =>
  plugins.map((plugin) => ({
    ...plugin,
    applyToEnvironment: (env: { name: string }) => env.name === 'client',
  }));

// Where `vite build` writes the app: DIST_DIR, the folder the server serves (server/env.ts), default ./dist.
const outDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig(
  async (): Promise<UserConfig> => ({
    plugins: [
      UnoCSS(),
      react(),
      linguiMacro(),
      firstVisitPages({ shellMessages: () => readCatalogMessages('src/locales', defaultLocale) }),
      clientOnly(
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/sw',
          filename: 'sw.ts',
          registerType: 'prompt',
          injectRegister: false,
          // .ssr: the server's build of the app (src/first-visit/built-page.ts), not for the browser.
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
            globIgnores: ['.ssr/**'],
            additionalManifestEntries: await catalogEntries(),
          },
          devOptions: { enabled: false },
          integration: {
            // vite-plugin-pwa 2.0 asks for the service worker in one file with Rollup's `inlineDynamicImports`, which
            // Vite 8's Rolldown has renamed and warns about on every build: the same request, in Rolldown's words.
            configureCustomSWViteBuild({ build }) {
              const output = build?.rollupOptions?.output;
              if (output && !Array.isArray(output) && output.inlineDynamicImports) {
                delete output.inlineDynamicImports;
                output.codeSplitting = false;
              }
            },
          },
          manifest: {
            name: 'Bildeler – bildeler på nett',
            short_name: 'Bildeler',
            description: 'Reservedeler til bilen din – finn riktig del etter regnummer, også uten nett.',
            lang: 'nb',
            theme_color: '#222222',
            background_color: '#f3f4f6',
            start_url: '/',
            scope: '/',
            display: 'standalone',
            icons: [
              { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
              { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
              { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
              { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          },
        }),
      ),
    ],
    worker: { format: 'es' },
    // `vite build` builds the server's render of the app (src/app/server-render.tsx) into dist/.ssr first: the
    // browser's build draws its index.html with it (vite/first-visit-pages.ts).
    builder: {
      async buildApp(builder) {
        await rm(outDir, { recursive: true, force: true });
        const { ssr, client } = builder.environments;
        if (!ssr || !client) throw new Error('vite.config.ts names the ssr and client builds');
        await builder.build(ssr);
        await builder.build(client);
      },
    },
    environments: {
      ssr: {
        build: {
          outDir: `${outDir}/${ssrFolder}`,
          emptyOutDir: false,
          copyPublicDir: false,
          // Named `render`: the server loads {dist}/.ssr/render.js (src/first-visit/built-page.ts).
          rolldownOptions: { input: { render: 'src/app/server-render.tsx' } },
        },
      },
      client: {
        build: {
          outDir,
          emptyOutDir: false,
          manifest: true,
          rolldownOptions: {
            input: appEntry,
            output: { codeSplitting: chunkGroups(appEntry), chunkFileNames },
          },
        },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every page names the modules of the app's entry, and the server those of the page it opens
      // (src/first-visit/html.ts). A lazy part's own imports are not preloaded by script: adding a
      // <link rel="modulepreload"> per import cost ~45 ms of a phone's main thread on start, and the helper held
      // each lazy page back until all its imports had loaded.
      modulePreload: { resolveDependencies: () => [] },
      rolldownOptions: {
        // Rolldown's note that JavaScript plugins take most of a build longer than 3 s (PLUGIN_TIMINGS) names UnoCSS's
        // CSS generation and the Lingui macros (vite/lingui-macro.ts): both are work the app's build needs, and
        // the macros already run on their ~180 modules only. Profile a build with `node --cpu-prof` to look again.
        checks: { bundlerTimings: false },
      },
    },
    server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  }),
);
