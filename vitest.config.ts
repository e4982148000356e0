import { defineConfig } from 'vitest/config';

/**
 * Four projects: unit tests (`*.test.ts`), the console's component tests
 * (`*.test.{ts,tsx}` in happy-dom), and the integration tests
 * (`*.integration.test.ts`, a real server over HTTP) once on the embedded
 * database and once on PostgreSQL (`TEST_DATABASE_URL`).
 */
const integration = (name: string, database: 'embedded' | 'postgres') => ({
  test: {
    name,
    include: ['packages/*/src/**/*.integration.test.ts'],
    env: { GATEHOUSE_TEST_DATABASE: database },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server and database; two at a time fits a 2-core machine.
    maxWorkers: 2,
    // isolated-vm (custom JWT sandbox) needs it on Node 20 and later.
    execArgv: ['--no-node-snapshot'],
    // The database is initialized and migrated once per run; each file starts from that snapshot.
    globalSetup: [
      database === 'embedded'
        ? 'packages/server/src/test/embedded-snapshot.setup.ts'
        : 'packages/server/src/test/postgres-template.setup.ts',
    ],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**', 'packages/console/**'],
          execArgv: ['--no-node-snapshot'],
        },
      },
      {
        test: {
          name: 'console',
          include: ['packages/console/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['packages/console/src/test-setup.ts'],
        },
      },
      integration('integration-embedded', 'embedded'),
      integration('integration-postgres', 'postgres'),
    ],
  },
});
