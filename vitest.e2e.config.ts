import { defineConfig } from 'vitest/config';

/** End-to-end specs: real Chromium against `npm start`, run by tests/e2e/run.ts. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
