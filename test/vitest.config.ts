import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/**/*.test.ts'],
    // One real Postgres server for the run (store suites create a database each), and the
    // product laid out as it ships, which every end-to-end test starts.
    globalSetup: ['test/support/postgres-global.ts', 'test/support/shipped-global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
