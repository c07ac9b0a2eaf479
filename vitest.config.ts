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
          // The run's migrated template database, copied for each test file (server/test/template-db.ts).
          globalSetup: ['server/test/template-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // npm run test:security: the attacks of tests/security/README.md, each against the app in-process.
        test: {
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          globalSetup: ['server/test/template-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
