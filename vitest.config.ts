import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine,
    // which leaves a core idle while API tests wait on the database. At least two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          // A current Chrome, so the browser warning stays out of tests that are not about it.
          environmentOptions: {
            jsdom: {
              userAgent:
                'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
            },
          },
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['tests/setup.ts'],
          css: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // *.pg.test.ts need PostgreSQL itself (several processes on one database);
          // *.pglite.test.ts are about the embedded database, and run on it only.
          exclude:
            process.env.TEST_DB === 'pg'
              ? ['server/**/*.pglite.test.ts']
              : ['server/**/*.pg.test.ts'],
          globalSetup: ['tests/api/globalSetup.ts'],
          // A worker imports the server once for all its files instead of once a file: the
          // import was half of the API suite's time. Each file still makes its own app and
          // database (tests/api/harness.ts), and no API test mocks a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
