import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

// `npm run icons`: the PWA icons, maskable icon, apple-touch icon and favicon.ico from public/logo.svg.
export default defineConfig({
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#222222' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#222222' } },
  },
  images: ['public/logo.svg'],
});
