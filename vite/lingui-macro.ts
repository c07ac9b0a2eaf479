// Lingui's macros (`<Trans>`, `t` from @lingui/react/macro or @lingui/core/macro) become runtime calls through
// Babel, in the modules that import them and no others. Given to @vitejs/plugin-react (its `babel` option), the
// plugin ran Babel on every module of the app, ~3 s of a 4 s build, and Rolldown warned about it (PLUGIN_TIMINGS)
// on every `npm start` that built; the filter on the code below runs in Rolldown and skips the other modules.
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const macroImport = /@lingui\/(?:(?:core|react)\/)?macro/;

export function linguiMacro(): Plugin {
  return {
    name: 'bildeler:lingui-macro',
    // Before the JSX and TypeScript are compiled away: the macros are JSX elements and calls.
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.[jt]sx?$/, exclude: /\/node_modules\// }, code: macroImport },
      async handler(code, id) {
        const [file = id] = id.split('?');
        const syntax: ('jsx' | 'typescript')[] = [];
        if (!file.endsWith('.ts')) syntax.push('jsx');
        if (/\.tsx?$/.test(file)) syntax.push('typescript');
        const result = await transformAsync(code, {
          babelrc: false,
          configFile: false,
          filename: file,
          sourceType: 'module',
          parserOpts: { plugins: syntax },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
          sourceMaps: true,
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
