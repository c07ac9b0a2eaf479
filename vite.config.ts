import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '8787';

export default defineConfig({
  plugins: [UnoCSS(), react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
  worker: { format: 'es' },
  build: { manifest: true, target: 'es2022', sourcemap: false },
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
});
