// The back-office tests on a PostgreSQL server (docs/sandbox.md, "PostgreSQL"): the same files as in
// the default run, each service on a database of its own on the server of
// BACKOFFICE_TEST_DATABASE_URL (tests/sandbox/backoffice/store.ts), plus the checks that only mean
// something there (tests/postgres/*.postgres.ts). scripts/test-postgres.sh starts a server and runs
// this; the report goes to reports/unit-postgres.json.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

if (!process.env.BACKOFFICE_TEST_DATABASE_URL) {
  throw new Error(
    'tests/vitest.postgres.config.ts runs the back-office tests on PostgreSQL: set BACKOFFICE_TEST_DATABASE_URL ' +
      '(postgres://user@host:port/database, a role that may create databases) or run scripts/test-postgres.sh',
  );
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'tests/backoffice/**/*.test.{ts,tsx}',
      'tests/sandbox/backoffice/**/*.test.ts',
      'tests/sandbox/malformed-requests.test.ts',
      'tests/postgres/**/*.postgres.ts',
    ],
    reporters: ['default', ['json', { outputFile: 'reports/unit-postgres.json' }]],
  },
});
