/**
 * Global setup of the unit and PostgreSQL runs: the place where the back-office tests keep the
 * templates their databases are copied from (store.ts), one for the whole run (every project and
 * worker), removed when the run ends with the template databases it made on a PostgreSQL server.
 *
 * The templates themselves are made on first use by the test that first needs one (store.ts), so a
 * run without back-office tests makes none, and the setup delays no test.
 */
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Where one run keeps its templates: a directory (PGlite), a prefix of database names (PostgreSQL). */
interface Templates {
  dir: string;
  /** Template databases on the test server are named `<prefix><creators>`. */
  databasePrefix: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    backofficeTemplates: Templates;
  }
}

/** The templates of run `run`: in memory-backed /dev/shm where there is one (copies are then RAM speed). */
function templatesOfRun(run: string): Templates {
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  return { dir: join(base, `backoffice-templates-${run}`), databasePrefix: `bo_tpl_${run}_` };
}

/** Drops the run's template databases on the test server (none on PGlite). */
async function dropTemplateDatabases(templates: Templates): Promise<void> {
  const server = process.env.BACKOFFICE_TEST_DATABASE_URL;
  if (!server) return;
  const url = new URL(server);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${templates.databasePrefix.replace(/_/g, '\\_')}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}

export default function setup(project: TestProject) {
  // Every project of the run calls this, in the main process: one place per run (its process id),
  // made by the first template (store.ts).
  const templates = templatesOfRun(String(process.pid));
  project.provide('backofficeTemplates', templates);
  return async () => {
    await dropTemplateDatabases(templates);
    rmSync(templates.dir, { recursive: true, force: true });
  };
}

export type { Templates };
