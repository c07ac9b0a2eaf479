import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss';

// Colour scheme "one" of the spaceship header: dark chrome, red accent.
export default defineConfig({
  presets: [presetWind3({ preflight: 'on-demand' })],
  transformers: [transformerVariantGroup()],
  theme: {
    colors: {
      brand: { DEFAULT: '#e52727', dark: '#b71c1c', light: '#fdecec' },
      // ink.soft: #6c757d was 4.26:1 on the gray-100 page background; #5c636a is 5.5:1 there and 6.1:1 on white.
      ink: { DEFAULT: '#262626', soft: '#5c636a' },
      chrome: { DEFAULT: '#333333', dark: '#222222', line: '#444444' },
    },
    breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px' },
  },
  shortcuts: {
    container: 'mx-auto w-full max-w-[1350px] px-4',
    btn: 'inline-flex items-center justify-center gap-2 rounded px-4 py-2 font-medium transition-colors disabled:(opacity-60 cursor-not-allowed)',
    'btn-primary':
      'btn bg-brand text-white hover:bg-brand-dark focus-visible:(outline-2 outline-offset-2 outline-brand)',
    'btn-ghost': 'btn bg-transparent hover:bg-black/5',
    input:
      'block w-full rounded border border-gray-300 bg-white px-3 py-2 text-ink placeholder-gray-400 focus:(border-brand outline-none ring-2 ring-brand/20)',
    'input-error': 'border-brand ring-2 ring-brand/20',
    'field-error': 'mt-1 text-sm text-brand-dark',
    'page-title': 'text-2xl md:text-3xl font-bold text-ink mb-6',
  },
});
