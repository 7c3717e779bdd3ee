import { configDefaults, defineConfig } from 'vitest/config';

// One runner, three projects: pure shared code, the server through HTTP on a real
// database, and web components in jsdom. End-to-end tests have their own config in e2e/.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // `*.pg.test.ts` needs a PostgreSQL server (two instances on one database): it runs
          // when TEST_DATABASE_URL names one, and is not even listed otherwise.
          // `*.cluster.test.ts` starts a PostgreSQL server of its own, whatever the database
          // of the pass: it runs in the pass without TEST_DATABASE_URL, so once per test run.
          exclude: process.env.TEST_DATABASE_URL
            ? [...configDefaults.exclude, '**/*.cluster.test.ts']
            : [...configDefaults.exclude, '**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A form test types a whole sign-up into jsdom: seconds on a busy two-core machine.
          testTimeout: 20_000,
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
