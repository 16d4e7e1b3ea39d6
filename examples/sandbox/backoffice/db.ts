/**
 * Opening the back-office database: PGlite in memory or in a directory, the schema, the seed. A
 * directory is prepared (migrated and seeded) in a worker thread, so seeding never blocks the
 * event loop of the process that serves the payment sandbox.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MIGRATIONS, SCHEMA_VERSION } from './schema';
import { finishSeedSql, seedSql } from './seed';

/** Something that runs SQL: the database or a transaction. */
type Sql = Pick<PGlite | Transaction, 'query' | 'exec'>;

/** A row as PGlite gives it. */
type Row = Record<string, unknown>;

/** The rows of a parameterised query. */
async function rows<T = Row>(sql: Sql, text: string, params: unknown[] = []): Promise<T[]> {
  return (await sql.query<T>(text, params)).rows;
}

/** The first row of a parameterised query, or undefined. */
async function first<T = Row>(sql: Sql, text: string, params: unknown[] = []): Promise<T | undefined> {
  return (await sql.query<T>(text, params)).rows[0];
}

/** What preparing a database does, as plain data (it crosses into the worker). */
interface Plan {
  version: number;
  /** Entry i takes a database from version i to i + 1. */
  migrations: readonly string[];
  seed: string;
  finish: string;
  /**
   * Run outside a transaction after a seed or a migration: VACUUM sets the visibility map, so a
   * count is an index-only scan (at 500,000 creators a count of all of them takes 40 ms instead of
   * 150–400 ms), and ANALYZE gives the planner fresh statistics.
   */
  vacuum: string;
  creators: number;
}

/**
 * Migrates and (when never seeded) seeds a database. Self-contained on purpose: the worker runs
 * its source text, so it may use only its arguments.
 */
const prepare = async (
  db: Pick<PGlite, 'query' | 'exec' | 'transaction'>,
  plan: Plan,
): Promise<{ creators: number; ms: number } | null> => {
  await db.exec(
    'create table if not exists schema_version (version integer primary key, applied_at timestamptz not null)',
  );
  const current = await db.query<{ version: number | null }>(
    'select max(version) as version from schema_version',
  );
  const version = current.rows[0]?.version ?? 0;
  if (version > plan.version) {
    throw new Error(
      `The back-office database is at schema version ${version}; this code knows ${plan.version}`,
    );
  }
  for (let next = version + 1; next <= plan.version; next += 1) {
    await db.transaction(async (tx) => {
      await tx.exec(plan.migrations[next - 1]!);
      await tx.query('insert into schema_version (version, applied_at) values ($1, now())', [next]);
    });
  }
  const seeded = await db.query(`select value from meta where key = 'seed'`);
  if (seeded.rows.length > 0) {
    if (version < plan.version) await db.exec(plan.vacuum);
    return null;
  }
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.exec(plan.seed);
    await tx.exec(plan.finish);
    await tx.query(`insert into meta (key, value) values ('seed', $1)`, [
      JSON.stringify({ creators: plan.creators, ms: Math.round(performance.now() - started) }),
    ]);
  });
  await db.exec(plan.vacuum);
  return { creators: plan.creators, ms: Math.round(performance.now() - started) };
};

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
const { pg_trgm } = require(workerData.pgTrgm);
const prepare = eval(workerData.prepare);
(async () => {
  const db = new PGlite(workerData.dataDir, { extensions: { pg_trgm } });
  try {
    await db.waitReady;
    parentPort.postMessage({ seeded: await prepare(db, workerData.plan) });
  } finally {
    await db.close();
  }
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

/** Prepares a database directory in a worker thread. */
function prepareInWorker(dataDir: string, plan: Plan): Promise<{ creators: number; ms: number } | null> {
  const require = createRequire(import.meta.url);
  const pglite = require.resolve('@electric-sql/pglite');
  const pgTrgm = require.resolve('@electric-sql/pglite/contrib/pg_trgm');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { dataDir, plan, pglite, pgTrgm, prepare: `(${prepare.toString()})` },
    });
    worker.once(
      'message',
      (message: { seeded?: { creators: number; ms: number } | null; error?: string }) => {
        if (message.error) reject(new Error(message.error));
        else resolve(message.seeded ?? null);
      },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The seed worker exited with ${code}`));
    });
  });
}

/** The extensions the schema uses: pg_trgm serves the search's `contains` (schema version 3). */
const EXTENSIONS = { pg_trgm };

/**
 * Planner settings of every session. PGlite keeps the whole database in memory, so a random page
 * read costs about what a sequential one does; with the default (4) the planner preferred filtering
 * every entry of a btree index (500,000 rows, 215 ms) over the trigram index of a `contains`
 * (45 ms).
 */
const SESSION_SETTINGS = 'set random_page_cost = 1.1;';

/** A PGlite with the schema's extensions and the session settings. */
async function open(dataDir?: string): Promise<PGlite> {
  const db = dataDir
    ? new PGlite(dataDir, { extensions: EXTENSIONS })
    : new PGlite({ extensions: EXTENSIONS });
  await db.waitReady;
  await db.exec(SESSION_SETTINGS);
  return db;
}

/** What happened when the database was opened. */
interface OpenedDatabase {
  db: PGlite;
  /** Set when this open seeded an empty database. */
  seeded: { creators: number; ms: number } | null;
}

/** Opens (and on first use creates and seeds) the database. */
async function openDatabase(options: { dataDir?: string; creators: number }): Promise<OpenedDatabase> {
  const creators = Math.max(1, Math.floor(options.creators));
  const plan: Plan = {
    version: SCHEMA_VERSION,
    migrations: MIGRATIONS,
    seed: seedSql({ creators }),
    finish: finishSeedSql(),
    vacuum: 'vacuum analyze creators',
    creators,
  };
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    const seeded = await prepareInWorker(options.dataDir, plan);
    return { db: await open(options.dataDir), seeded };
  }
  const db = await open();
  return { db, seeded: await prepare(db, plan) };
}

export { first, openDatabase, rows };
export type { OpenedDatabase, Row, Sql };
