import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaintHtml } from './scripts/first-paint-plugin';
import { catalogBody } from './server/lib/catalog';
import { locales } from './src/domain/locale';

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

export default defineConfig(
  async ({ isSsrBuild }): Promise<UserConfig> => ({
    plugins: [
      UnoCSS(),
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      firstPaintHtml(),
      // The server-side build of src/prerender.tsx (made by firstPaintHtml) needs no service worker.
      !isSsrBuild &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/sw',
          filename: 'sw.ts',
          registerType: 'prompt',
          injectRegister: false,
          // .ssr: the server's build of the app (server/lib/page-render.ts), not for the browser.
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
            globIgnores: ['.ssr/**'],
            additionalManifestEntries: await catalogEntries(),
          },
          devOptions: { enabled: false },
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
    ],
    worker: { format: 'es' },
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      // index.html preloads the modules of the first page. A lazy part's own imports are not preloaded by
      // script: adding a <link rel="modulepreload"> per import cost ~45 ms of a phone's main thread on start, and
      // the helper held each lazy page back until all its imports had loaded.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
    },
    server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  }),
);
