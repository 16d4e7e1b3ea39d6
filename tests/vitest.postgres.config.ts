// The back-office tests on a PostgreSQL server (docs/sandbox.md, "PostgreSQL"): the files of the
// default run whose services run SQL, each service on a database of its own on the server of
// BACKOFFICE_TEST_DATABASE_URL (tests/sandbox/backoffice/store.ts), plus the checks that only mean
// something there (tests/postgres/*.postgres.ts). The back-office client's and hooks' tests
// (tests/backoffice, but for the three below) talk to stand-ins, never to a database: they run in
// the default run only. scripts/test-postgres.sh starts a server and runs this; the report goes to
// reports/unit-postgres.json.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

if (!process.env.BACKOFFICE_TEST_DATABASE_URL) {
  throw new Error(
    'tests/vitest.postgres.config.ts runs the back-office tests on PostgreSQL: set BACKOFFICE_TEST_DATABASE_URL ' +
      '(postgres://user@host:port/database, a role that may create databases) or run scripts/test-postgres.sh',
  );
}

/** Every test file whose back-office service opens a database (store.ts places it on the server). */
const SQL_FILES = [
  'tests/sandbox/backoffice/**/*.test.ts',
  'tests/sandbox/malformed-requests.test.ts',
  'tests/backoffice/contract.test.ts',
  'tests/backoffice/streaming.test.ts',
  'tests/backoffice/streaming-hooks.test.tsx',
  'tests/postgres/**/*.postgres.ts',
];

// One project: the default run's settings (pool, timeouts, global setup), without its projects.
const { projects: _defaultRunProjects, ...shared } = base.test!;

export default defineConfig({
  ...base,
  test: {
    ...shared,
    include: SQL_FILES,
    reporters: ['default', ['json', { outputFile: 'reports/unit-postgres.json' }]],
  },
});
