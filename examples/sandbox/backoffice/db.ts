/**
 * Opening the back-office database: PGlite in memory or in a directory, or a PostgreSQL server
 * (`BACKOFFICE_DATABASE_URL`), the schema, the seed. The
 * database lives in its own worker thread, which prepares it (migrates and seeds) and then runs the
 * service's statements, so neither seeding nor a long statement blocks the event loop of the
 * process that serves the payment sandbox.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
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
  /**
   * Run on every open, after the above: ANALYZE of each table that has never had statistics.
   * PGlite runs no autovacuum, and a table without statistics is planned as if any filter kept
   * half its rows: `creators.bulk` with `parts[]=channels` for 100 creators read every channel
   * (Seq Scan, 0.3 s at 50,000 creators, about 1 s at 500,000) instead of its index.
   */
  statistics: string;
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
    await db.exec(plan.statistics);
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
  await db.exec(plan.statistics);
  return { creators: plan.creators, ms: Math.round(performance.now() - started) };
};

/**
 * The database thread: opens PGlite (with pg_trgm and the session settings) or connects to the
 * PostgreSQL server of `workerData.url`, prepares the database, then runs the statements the service
 * sends, each answered by id. A transaction is opened by `begin` and stays open (its statements
 * carry its number) until `end` commits or rolls it back; statements outside it wait for it, as
 * PGlite runs one transaction at a time, and on a server the service keeps one connection, so both
 * backends run the service's statements in the same order with the same isolation.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const prepare = eval(workerData.prepare);
const transactions = new Map();
let nextTransaction = 1;
const plain = (result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });
const errorOf = (error) => {
  const props = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) props[key] = value;
    }
  }
  return { message: String((error && error.message) || error), stack: error && error.stack, props };
};

/** PGlite, in memory or in a directory: it already has query, exec, transaction and close. */
async function openPglite() {
  const { PGlite } = require(workerData.pglite);
  const { pg_trgm } = require(workerData.pgTrgm);
  const extensions = { extensions: { pg_trgm } };
  // In a directory, 512 MB of shared buffers (PGlite's default is 128 MB) hold the creators and the
  // indexes searches read at 500,000 creators (the table alone is 314 MB): a page read from the
  // directory again costs a first search at that size 50-150 ms. Memory is taken as pages are read.
  const db = workerData.dataDir
    ? new PGlite(workerData.dataDir, {
        ...extensions,
        startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=512MB'],
      })
    : new PGlite(extensions);
  await db.waitReady;
  return db;
}

/**
 * A PostgreSQL server through node-postgres, shaped like PGlite: rows parsed as PGlite parses them
 * (int8 as a number while it is a safe integer, a date at UTC midnight, an interval as its text),
 * query results as { rows, fields, affectedRows }, exec as a list of them. One connection (a pool of
 * one, which reconnects after a lost connection): a transaction holds it from BEGIN to COMMIT, and
 * the statements sent meanwhile wait for it, as they do in PGlite. A missing database is created
 * (on the same server, through its maintenance database), and dropped on close when temporary.
 */
async function openPostgres() {
  const pg = require(workerData.pg);
  const int8 = (text) => {
    const value = BigInt(text);
    return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER ? value : Number(value);
  };
  const overrides = {
    20: int8,
    1016: (text) => pg.types.getTypeParser(1016)(text).map((item) => (item === null ? null : int8(item))),
    1082: (text) => new Date(text),
    1186: (text) => text,
  };
  const types = { getTypeParser: (oid, format) => overrides[oid] || pg.types.getTypeParser(oid, format) };
  const url = new URL(workerData.url);
  const name = decodeURIComponent(url.pathname.replace(/^[/]/, '')) || 'postgres';
  const quoted = '"' + name.replace(/"/g, '""') + '"';
  const maintenance = async (statement) => {
    const admin = new URL(url.href);
    admin.pathname = name === 'postgres' ? '/template1' : '/postgres';
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const config = {
    connectionString: url.href,
    max: 1,
    idleTimeoutMillis: 0,
    types,
    options: '-c TimeZone=UTC -c DateStyle=ISO -c random_page_cost=1.1 -c cpu_index_tuple_cost=0.05',
  };
  let pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    if (!error || error.code !== '3D000') throw error;
    await pool.end();
    await maintenance('create database ' + quoted).catch((created) => {
      if (!created || created.code !== '42P04') throw created;
    });
    pool = new pg.Pool(config);
    pool.on('error', () => undefined);
  }
  const shaped = (result) => ({
    rows: result.rows || [],
    fields: (result.fields || []).map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    affectedRows: result.command === 'SELECT' ? 0 : result.rowCount || 0,
  });
  const on = (client) => ({
    query: async (text, params) => shaped(await client.query(text, params && params.length ? params : undefined)),
    exec: async (text) => {
      const results = await client.query(text);
      return (Array.isArray(results) ? results : [results]).map(shaped);
    },
  });
  return {
    ...on(pool),
    async transaction(callback) {
      const client = await pool.connect();
      let broken;
      try {
        await client.query('begin');
        const result = await callback(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((lost) => (broken = lost));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
      if (workerData.temporary) await maintenance('drop database if exists ' + quoted + ' with (force)');
    },
  };
}

(async () => {
  const db = workerData.url ? await openPostgres() : await openPglite();
  const seeded = await prepare(db, workerData.plan);
  await db.exec(workerData.settings);
  const target = (message) => (message.tx ? transactions.get(message.tx).tx : db);
  parentPort.on('message', async (message) => {
    const reply = (result) => parentPort.postMessage({ id: message.id, result });
    try {
      switch (message.op) {
        case 'query':
          return reply(plain(await target(message).query(message.text, message.params)));
        case 'exec':
          return reply((await target(message).exec(message.text)).map(plain));
        case 'begin': {
          const number = nextTransaction++;
          const entry = {};
          await new Promise((opened, failed) => {
            entry.done = db.transaction((tx) => new Promise((commit, rollback) => {
              Object.assign(entry, { tx, commit, rollback });
              transactions.set(number, entry);
              opened();
            }));
            entry.done.catch(failed);
          });
          return reply(number);
        }
        case 'end': {
          const entry = transactions.get(message.tx);
          transactions.delete(message.tx);
          if (message.commit) {
            entry.commit();
            await entry.done;
          } else {
            entry.rollback(new Error('rolled back'));
            await entry.done.catch(() => undefined);
          }
          return reply(null);
        }
        case 'close':
          await db.close();
          return reply(null);
      }
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: errorOf(error) });
    }
  });
  parentPort.postMessage({ ready: true, seeded });
})().catch((error) => parentPort.postMessage({ fatal: errorOf(error) }));
`;

/** An error of the database thread, rebuilt with its fields (`code`, `detail`, …). */
function rebuildError(error: { message: string; stack?: string; props: Record<string, unknown> }): Error {
  const rebuilt = Object.assign(new Error(error.message), error.props);
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

/** What the service needs of a database: statements, transactions, close. */
interface Database extends Pick<PGlite, 'query' | 'exec'> {
  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(callback: (tx: Sql) => Promise<T>): Promise<T>;
  /** Closes the database and ends its thread. */
  close(): Promise<void>;
  /** Whether `close` was called (or the thread ended). */
  readonly closed: boolean;
}

/**
 * PGlite in its own worker thread. PGlite runs each statement to its end on the thread that calls
 * it; on the thread that also serves the payment API, a payment call arriving during a search or an
 * import batch waited for that statement. Here the service's thread only sends statements and
 * receives rows (structured clones: dates stay dates).
 */
class DatabaseThread implements Database {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  #failure: Error | null = null;
  /** Resolves once the database is prepared; with the seed's size and time when it seeded. */
  readonly opened: Promise<{ creators: number; ms: number } | null>;

  constructor(store: Store, plan: Plan) {
    const require = createRequire(import.meta.url);
    this.#worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        dataDir: store.dataDir,
        url: store.url,
        temporary: store.temporary ?? false,
        plan,
        settings: SESSION_SETTINGS,
        pglite: require.resolve('@electric-sql/pglite'),
        pgTrgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
        pg: require.resolve('pg'),
        prepare: `(${prepare.toString()})`,
      },
    });
    this.opened = new Promise((resolve, reject) => {
      const fail = (error: Error) => {
        this.#failure ??= error;
        reject(error);
        for (const pending of this.#pending.values()) pending.reject(error);
        this.#pending.clear();
      };
      this.#worker.on(
        'message',
        (message: {
          id?: number;
          result?: unknown;
          error?: Parameters<typeof rebuildError>[0];
          ready?: boolean;
          seeded?: { creators: number; ms: number } | null;
          fatal?: Parameters<typeof rebuildError>[0];
        }) => {
          if (message.ready) resolve(message.seeded ?? null);
          else if (message.fatal) fail(rebuildError(message.fatal));
          else if (message.id !== undefined) {
            const pending = this.#pending.get(message.id);
            this.#pending.delete(message.id);
            if (message.error) pending?.reject(rebuildError(message.error));
            else pending?.resolve(message.result);
          }
        },
      );
      this.#worker.once('error', fail);
      this.#worker.once('exit', (code) => fail(new Error(`The database thread exited with ${code}`)));
    });
  }

  #send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #sql(tx?: number): Sql {
    return {
      query: ((text: string, params?: unknown[]) =>
        this.#send({ op: 'query', text, params: params ?? [], tx })) as Sql['query'],
      exec: ((text: string) => this.#send({ op: 'exec', text, tx })) as Sql['exec'],
    };
  }

  readonly query: PGlite['query'] = ((text: string, params?: unknown[]) =>
    this.#send({ op: 'query', text, params: params ?? [] })) as PGlite['query'];

  readonly exec: PGlite['exec'] = ((text: string) => this.#send({ op: 'exec', text })) as PGlite['exec'];

  get closed(): boolean {
    return this.#failure !== null;
  }

  async transaction<T>(callback: (tx: Sql) => Promise<T>): Promise<T> {
    const tx = await this.#send<number>({ op: 'begin' });
    let result: T;
    try {
      result = await callback(this.#sql(tx));
    } catch (error) {
      await this.#send({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#send({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.#failure) await this.#send({ op: 'close' }).catch(() => undefined);
    this.#failure ??= new Error('The database is closed');
    await this.#worker.terminate();
  }
}

/**
 * Planner settings of every session. PGlite keeps the whole database in memory, so a random page
 * read costs about what a sequential one does; with the default (4) the planner preferred filtering
 * every entry of a btree index (500,000 rows, 215 ms) over the trigram index of a `contains`
 * (45 ms). Each index entry read costs ten times the default (0.05): building a bitmap of 200,000
 * entries takes PGlite 20-45 ms, and at the default the planner ANDed such a bitmap (`country eq`,
 * `followers gte` a low number) with a selective one (a trigram `contains` of 12,000 entries, or
 * `followers gte` a high number of 444) where filtering the selective one's rows takes 1-5 ms. On a
 * PostgreSQL server the connection sets them too (its `options`), so a reconnected session keeps them.
 */
const SESSION_SETTINGS = 'set random_page_cost = 1.1; set cpu_index_tuple_cost = 0.05;';

/** Throws a readable error for a database URL node-postgres cannot use (before the thread starts). */
function validateDatabaseUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('The back-office database URL is not a URL: expected postgres://user@host:port/database');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Error(
      `The back-office database URL must start with postgres:// or postgresql://, not ${parsed.protocol}//`,
    );
  }
}

/** The URL without its password, for logs. */
function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return '(not a URL)';
  }
}

/** What happened when the database was opened. */
interface OpenedDatabase {
  db: Database;
  /** Set when this open seeded an empty database. */
  seeded: { creators: number; ms: number } | null;
}

/**
 * Where the database lives: PGlite in memory (neither set), PGlite in `dataDir`, or the PostgreSQL
 * server and database of `url` (`postgres://user:password@host:port/database`; a missing database
 * is created). `temporary` drops the database of `url` on close (the tests' fresh databases).
 */
interface Store {
  dataDir?: string;
  url?: string;
  temporary?: boolean;
}

/**
 * ANALYZE of every table of the schema that has never been analyzed (`reltuples` is -1 until then,
 * PostgreSQL 14 and later; 0 on 13, where autovacuum sees to it). A few catalog reads when there is
 * nothing to do.
 */
const ANALYZE_UNANALYZED = `do $$ declare t text; begin
  for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and c.reltuples < 0 loop
    execute format('analyze %I', t);
  end loop; end $$;`;

/** Opens (and on first use creates and seeds) the database, in its own thread. */
async function openDatabase(options: Store & { creators: number }): Promise<OpenedDatabase> {
  const creators = Math.max(1, Math.floor(options.creators));
  const plan: Plan = {
    version: SCHEMA_VERSION,
    migrations: MIGRATIONS,
    seed: seedSql({ creators }),
    finish: finishSeedSql(),
    vacuum: 'vacuum analyze creators',
    statistics: ANALYZE_UNANALYZED,
    creators,
  };
  if (options.url) validateDatabaseUrl(options.url);
  else if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = new DatabaseThread(options, plan);
  try {
    return { db, seeded: await db.opened };
  } catch (error) {
    await db.close();
    throw error;
  }
}

export { describeDatabaseUrl, first, openDatabase, rows };
export type { Database, OpenedDatabase, Row, Sql, Store };
