/**
 * A field's values (`GET /search/creators/fields/{field}`) and the status call: staff find an agency
 * or a manager by name, not by id (issue 17: filter suggestions showed agency ids); both answers are
 * computed once per revision of the creators and again after any change.
 */
import { describe, expect, it } from 'vitest';
import type { Sql } from '../../../examples/sandbox/backoffice/db';
import { creatorStatus, fieldValues } from '../../../examples/sandbox/backoffice/routes/search';
import { setupBackoffice } from './helpers';

const bo = setupBackoffice();

interface Value {
  value: string;
  count: number;
}

/** The values answer of a field for a term. */
async function valuesOf(field: string, term: string): Promise<Value[]> {
  const answer = await bo.call('GET', `search/creators/fields/${field}?term=${encodeURIComponent(term)}`, {
    token: bo.staff,
  });
  expect(answer.status).toBe(200);
  expect(answer.body.field).toBe(field);
  return answer.body.values as Value[];
}

/** An oracle: how many creators have each value of a column, for the ids given. */
async function countsOf(column: string, ids: string[]): Promise<Value[]> {
  const db = await bo.backoffice.database();
  const { rows } = await db.query<Value>(
    `select ${column} as value, count(*)::int count from creators where ${column} = any($1::text[])
     group by 1 order by count desc, value limit 20`,
    [ids],
  );
  return rows;
}

describe('field values by name', () => {
  it.each([
    ['agencyId', 'agencies', 'agency_id'],
    ['primaryManagerId', 'managers', 'primary_manager_id'],
  ])('%s: a term matches the name of the %s as well as the id', async (field, table, column) => {
    const db = await bo.backoffice.database();
    // A name of something creators are linked to, and a word of it.
    const { rows } = await db.query<{ id: string; name: string }>(
      `select t.id, t.name from ${table} t where exists (select 1 from creators c where c.${column} = t.id)
       order by t.id limit 1`,
    );
    const { id, name } = rows[0]!;
    const word = name.split(' ')[0]!;
    expect(id.toLowerCase()).not.toContain(word.toLowerCase());
    const matching = (
      await db.query<{ id: string }>(`select id from ${table} where name ilike $1 or id ilike $1`, [
        `%${word}%`,
      ])
    ).rows.map((row) => row.id);
    const values = await valuesOf(field, word.toUpperCase());
    expect(values).toEqual(await countsOf(column, matching));
    expect(values.map((entry) => entry.value)).toContain(id);
    // The id still matches too.
    expect(await valuesOf(field, id)).toEqual(await countsOf(column, [id]));
    expect(await valuesOf(field, 'no such name at all')).toEqual([]);
  });
});

describe('computed once per revision of the creators', () => {
  /** A connection that records the statements it runs (the answers are kept per connection). */
  async function recording() {
    const db = await bo.backoffice.database();
    const seen: string[] = [];
    const sql: Sql = {
      query: ((text: string, params?: unknown[]) => {
        seen.push(text);
        return db.query(text, params);
      }) as Sql['query'],
      exec: db.exec.bind(db),
    };
    return { sql, seen };
  }

  it('answers a repeat from what it kept, and counts again after a change to a creator', async () => {
    const db = await bo.backoffice.database();
    const { sql: recorder, seen } = await recording();
    const countries = () => fieldValues(recorder, 'country', '');
    const first = await countries();
    // Statements that read the creators (not the revision's sequence, creators_rev_seq).
    const scans = () => seen.filter((text) => /from creators(?!_)/.test(text)).length;
    expect(scans()).toBe(1);
    expect(await countries()).toEqual(first);
    expect(scans()).toBe(1);

    const status = await creatorStatus(recorder);
    expect(scans()).toBe(2);
    expect(await creatorStatus(recorder)).toEqual(status);
    expect(scans()).toBe(2);

    // A change to a creator: the next calls count again, and see it.
    const before = first.find((entry) => entry.value === 'NL')?.count ?? 0;
    const moved = (
      await db.query<{ id: string }>(`select id from creators where country <> 'NL' order by id limit 1`)
    ).rows[0]!.id;
    const put = await bo.call('PUT', `creators/${moved}`, { token: bo.staff, body: { country: 'NL' } });
    expect(put.status).toBe(200);
    const after = await countries();
    expect(scans()).toBe(3);
    expect(after.find((entry) => entry.value === 'NL')?.count).toBe(before + 1);
    const changed = await creatorStatus(recorder);
    expect(scans()).toBe(4);
    expect(changed.indexed).toBe(status.indexed);
    expect(changed.last).toBe(put.body.updatedAt);
  });
});
