/**
 * Where the tests' back-office services keep their data. By default PGlite, as the service's own
 * default: in memory, or in a temporary directory when a test restarts a service on the same data.
 * When BACKOFFICE_TEST_DATABASE_URL names a PostgreSQL server (`postgres://user@host:port/db`: a
 * role that may create databases; scripts/test.sh starts a throwaway one), every service gets a
 * database of its own on it instead, created on open and dropped afterwards, so the same tests run
 * on both backends (docs/sandbox.md, "PostgreSQL").
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { CreateBackofficeOptions } from '../../../examples/sandbox/backoffice/app';

/** The PostgreSQL server the tests run on, or undefined for PGlite. */
const TEST_SERVER = process.env.BACKOFFICE_TEST_DATABASE_URL || undefined;

/** Whether the back-office tests run on a PostgreSQL server. */
const onPostgres = TEST_SERVER !== undefined;

/** The options that place a service's data. */
type StoreOptions = Pick<CreateBackofficeOptions, 'dataDir' | 'databaseUrl' | 'temporaryDatabase'>;

/** A database name of its own for this process. */
function uniqueName(prefix: string): string {
  return `bo_test_${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** The URL of database `name` on the test server. */
function urlOf(name: string): string {
  const url = new URL(TEST_SERVER!);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs one statement on the test server's maintenance database. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh store for one service: PGlite in memory, or a new database dropped when it closes. */
function freshStore(): StoreOptions {
  return onPostgres ? { databaseUrl: urlOf(uniqueName('mem')), temporaryDatabase: true } : {};
}

/** Plain SQL on a store, as an older version of the service would have written it. */
interface RawDatabase {
  exec(text: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * A store that several services open in turn (a restart): a temporary directory, or a database
 * on the test server. `raw()` opens it without the service; `dispose()` deletes it.
 */
interface LastingStore {
  options: StoreOptions;
  raw(): Promise<RawDatabase>;
  dispose(): Promise<void>;
}

function lastingStore(prefix: string): LastingStore {
  if (onPostgres) {
    const name = uniqueName(prefix);
    return {
      options: { databaseUrl: urlOf(name) },
      async raw() {
        await onServer(`create database ${name}`).catch((error: { code?: string }) => {
          if (error.code !== '42P04') throw error;
        });
        const client = new pg.Client({ connectionString: urlOf(name) });
        await client.connect();
        return { exec: (text) => client.query(text), close: () => client.end() };
      },
      dispose: () => onServer(`drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), `backoffice-${prefix}-`));
  return {
    options: { dataDir },
    async raw() {
      const db = new PGlite(dataDir);
      return { exec: (text) => db.exec(text), close: () => db.close() };
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { TEST_SERVER, freshStore, lastingStore, onPostgres };
export type { LastingStore, RawDatabase, StoreOptions };
