/**
 * Where the tests' back-office services keep their data. By default PGlite, as the service's own
 * default; when BACKOFFICE_TEST_DATABASE_URL names a PostgreSQL server (`postgres://user@host:port/db`:
 * a role that may create databases; scripts/test-postgres.sh starts a throwaway one), every service
 * gets a database of its own on it instead, dropped afterwards, so the same tests run on both
 * backends (docs/sandbox.md, "PostgreSQL").
 *
 * A new PGlite database costs an initdb (seconds), and a seed more: so a run makes each once, as a
 * template (the directory of templates.ts), and every store is a copy of one. A store for a service
 * given a seed that a test does not watch being written is a copy of a database the service seeded
 * with that seed (a PGlite directory copied, or `CREATE DATABASE … TEMPLATE …` on the server); any
 * other store is a copy of an empty PGlite database, or a database the service creates itself on the
 * server, and the service migrates and seeds it as it would any empty one.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import type { CreateBackofficeOptions } from '../../../examples/sandbox/backoffice/app';

/** The PostgreSQL server the tests run on, or undefined for PGlite. */
const TEST_SERVER = process.env.BACKOFFICE_TEST_DATABASE_URL || undefined;

/** Whether the back-office tests run on a PostgreSQL server. */
const onPostgres = TEST_SERVER !== undefined;

/** The options that place a service's data. */
type StoreOptions = Pick<CreateBackofficeOptions, 'dataDir' | 'databaseUrl' | 'temporaryDatabase'>;

/** The seed a service is given (`createBackoffice`'s option). */
type Seed = { creators: number };

/** A name of its own for this process (a database, a directory): letters, digits and `_` only. */
function uniqueName(prefix: string): string {
  return `bo_test_${prefix.replace(/\W/g, '_')}_${process.pid}_${randomBytes(4).toString('hex')}`;
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

/** This run's templates (templates.ts, the global setup). */
const templates = inject('backofficeTemplates');

/**
 * The template `name`, made by `make` (into the directory it is given) by the first worker that
 * asks; the others wait for it. A directory lock (mkdir is atomic), the template renamed into place
 * when complete; a failure is written down, so the waiting workers fail with it instead of waiting.
 */
async function template(name: string, make: (dir: string) => Promise<void>): Promise<string> {
  const ready = join(templates.dir, name);
  const failed = `${ready}.failed`;
  const started = Date.now();
  mkdirSync(templates.dir, { recursive: true });
  for (;;) {
    if (existsSync(ready)) return ready;
    if (existsSync(failed)) throw new Error(`the ${name} template failed: ${readFileSync(failed, 'utf8')}`);
    let mine = false;
    try {
      mkdirSync(`${ready}.lock`);
      mine = true;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
    if (mine) {
      const partial = `${ready}.partial`;
      try {
        rmSync(partial, { recursive: true, force: true });
        mkdirSync(partial, { recursive: true });
        await make(partial);
        renameSync(partial, ready);
        return ready;
      } catch (error) {
        writeFileSync(failed, String((error as Error).stack ?? error));
        throw error;
      }
    }
    // Another worker makes it: an initdb and a seed, seconds even on a loaded machine.
    if (Date.now() - started > 300_000) throw new Error(`waited 5 minutes for the ${name} template`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An empty PGlite database (initdb, nothing else): what PGlite makes in an empty directory. */
const blankPglite = () =>
  template('pglite-blank', async (dir) => {
    const db = new PGlite(dir);
    await db.waitReady;
    await db.close();
  });

/** A PGlite directory the service seeded with `seed`. */
const seededPglite = (seed: Seed) =>
  template(`pglite-seeded-${seed.creators}`, async (dir) => {
    cpSync(await blankPglite(), dir, { recursive: true });
    const backoffice = createBackoffice({ dataDir: dir, seed });
    await backoffice.ready;
    await backoffice.close();
  });

/** A database on the test server the service seeded with `seed`; answers its name. */
async function seededDatabase(seed: Seed): Promise<string> {
  const name = `${templates.databasePrefix}${seed.creators}`;
  await template(`postgres-seeded-${seed.creators}`, async () => {
    await onServer(`drop database if exists ${name} with (force)`);
    const backoffice = createBackoffice({ databaseUrl: urlOf(name), seed });
    await backoffice.ready;
    await backoffice.close();
  });
  return name;
}

/** The PGlite directories this file copied: deleted after its last test (its services are closed). */
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of PGlite template directory `from`, for one test's store. */
function copyOf(from: string, prefix: string): string {
  const dir = join(templates.dir, 'copies', uniqueName(prefix));
  cpSync(from, dir, { recursive: true });
  copies.push(dir);
  return dir;
}

/**
 * A fresh store for one service. Given the seed the service will be given, a copy of a database
 * that seed was written into (the service opens it as seeded: `seeded` is null, `onSeeded` not
 * called); without, an empty database the service migrates and seeds itself. On the test server a
 * database of its own, dropped when the service closes.
 */
async function freshStore(seeded?: Seed): Promise<StoreOptions> {
  if (onPostgres) {
    const name = uniqueName('mem');
    if (seeded) await onServer(`create database ${name} template ${await seededDatabase(seeded)}`);
    return { databaseUrl: urlOf(name), temporaryDatabase: true };
  }
  return { dataDir: copyOf(seeded ? await seededPglite(seeded) : await blankPglite(), 'mem') };
}

/** Plain SQL on a store, as an older version of the service would have written it. */
interface RawDatabase {
  exec(text: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * A store that several services open in turn (a restart): a directory, or a database on the test
 * server; empty, or holding what `seeded` seeds (as `freshStore`). `raw()` opens it without the
 * service; `dispose()` deletes it.
 */
interface LastingStore {
  options: StoreOptions;
  raw(): Promise<RawDatabase>;
  dispose(): Promise<void>;
}

async function lastingStore(prefix: string, seeded?: Seed): Promise<LastingStore> {
  if (onPostgres) {
    const name = uniqueName(prefix);
    if (seeded) await onServer(`create database ${name} template ${await seededDatabase(seeded)}`);
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
  const dataDir = copyOf(seeded ? await seededPglite(seeded) : await blankPglite(), prefix);
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
export type { LastingStore, RawDatabase, Seed, StoreOptions };
