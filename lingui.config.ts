import { defineConfig } from '@lingui/cli';

// Source strings are written in English; Norwegian (no) is the shop's default locale.
// Two catalogs: the UI strings, and the long texts of the information pages.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['no', 'en', 'ar'],
  fallbackLocales: { default: 'no' },
  // <Trans> and `t` run through src/lib/lingui-text.tsx, which keeps data in a message the text it was.
  runtimeConfigModule: {
    Trans: ['/src/lib/lingui-text.tsx', 'Trans'],
    useLingui: ['/src/lib/lingui-text.tsx', 'useLingui'],
  },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/features/info/texts/**'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/pages',
      include: ['<rootDir>/src/features/info/texts'],
    },
  ],
});
