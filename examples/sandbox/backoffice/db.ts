/** Opening the back-office database: PGlite in memory or in a directory, the schema, the seed. */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { SCHEMA_V1, SCHEMA_VERSION } from './schema';
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

/** What happened when the database was opened. */
interface OpenedDatabase {
  db: PGlite;
  /** Set when this open seeded an empty database. */
  seeded: { creators: number; ms: number } | null;
}

/** Opens (and on first use creates and seeds) the database. */
async function openDatabase(options: { dataDir?: string; creators: number }): Promise<OpenedDatabase> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await db.waitReady;
  await db.exec(
    'create table if not exists schema_version (version integer primary key, applied_at timestamptz not null)',
  );
  const current = await first<{ version: number | null }>(
    db,
    'select max(version) as version from schema_version',
  );
  const version = current?.version ?? 0;
  if (version > SCHEMA_VERSION) {
    await db.close();
    throw new Error(
      `The back-office database is at schema version ${version}; this code knows ${SCHEMA_VERSION}`,
    );
  }
  if (version < 1) {
    await db.transaction(async (tx) => {
      await tx.exec(SCHEMA_V1);
      await tx.query('insert into schema_version (version, applied_at) values ($1, now())', [1]);
    });
  }
  const seededBefore = await first(db, `select value from meta where key = 'seed'`);
  if (seededBefore) return { db, seeded: null };
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.exec(seedSql({ creators: options.creators }));
    await tx.exec(finishSeedSql());
    await tx.query(`insert into meta (key, value) values ('seed', $1)`, [
      JSON.stringify({ creators: options.creators, ms: Math.round(performance.now() - started) }),
    ]);
  });
  return { db, seeded: { creators: options.creators, ms: Math.round(performance.now() - started) } };
}

export { first, openDatabase, rows };
export type { OpenedDatabase, Row, Sql };
