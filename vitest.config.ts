import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const lingui = react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } });

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [lingui],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
