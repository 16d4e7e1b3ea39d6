/**
 * CSV imports off the request path: a long import gives the event loop back between its batches,
 * so the payment API in the same process answers while it runs; batched rows give the same result
 * as rows applied one by one. (The latency figures are printed by `npm run bench`, not asserted.)
 */
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../examples/sandbox/app';
import { BATCH_ROWS, BATCH_TARGET_MS, nextBatchRows } from '../../../examples/sandbox/backoffice/jobs';
import { SANDBOX_CLIENT_KEY } from '../../../examples/sandbox/merchants';
import { setupBackoffice, waitForJob } from './helpers';

const bo = setupBackoffice();
const csv = (path: string, body: string) =>
  bo.call('POST', path, { token: bo.staff, body, headers: { 'Content-Type': 'text/csv' } });
const HEADER = 'name,email,country,languages,platform,handle,followers';

function newCreators(rows: number, prefix: string): string {
  const lines = [HEADER];
  for (let index = 0; index < rows; index += 1) {
    lines.push(
      `Load ${prefix} ${index},${prefix}${index}@x.example,DE,de;en,twitch,${prefix}_${index},${index}`,
    );
  }
  return lines.join('\n');
}

describe('batch size', () => {
  it('scales the next batch to the target time, at most doubling, within its bounds', () => {
    expect(nextBatchRows(100, BATCH_TARGET_MS)).toBe(100);
    expect(nextBatchRows(400, BATCH_TARGET_MS * 4)).toBe(100);
    expect(nextBatchRows(100, BATCH_TARGET_MS / 10)).toBe(200);
    expect(BATCH_ROWS.min).toBe(50);
    expect(nextBatchRows(BATCH_ROWS.first, 1_000)).toBe(BATCH_ROWS.min);
    expect(nextBatchRows(BATCH_ROWS.max, 0)).toBe(BATCH_ROWS.max);
  });
});

describe('CSV imports and the event loop', () => {
  it('answers payment API calls between the batches of a long import', async () => {
    const sandbox = createSandbox();
    const publicKey = () =>
      sandbox.handle(new Request(`http://sandbox.test/v1/clientKeys/${SANDBOX_CLIENT_KEY}/publicKey`));
    expect((await publicKey()).status).toBe(200);
    // Enough rows for six batches or more even as they grow (each at most doubles: 100, 200 … 3,200).
    const rows = 8_000;
    const accepted = await csv('creators/import/csv', newCreators(rows, 'loop'));
    expect(accepted.status).toBe(202);
    // Each turn: one payment call, then the job's progress. Before, the import held the event loop
    // from its first row to its last, so no turn ever saw it running.
    const seenRunning = new Set<number>();
    for (;;) {
      const answer = await publicKey();
      expect(answer.status).toBe(200);
      const job = (await bo.call('GET', `jobs/${accepted.body.id}`, { token: bo.staff })).body;
      if (job.status === 'success') {
        expect(job).toMatchObject({ total: rows, processed: rows, created: rows, errors: [] });
        break;
      }
      expect(job.status).not.toBe('failed');
      // Mid-import points only: a job may also be seen with every row applied, just before it is
      // marked a success (its rows and its status are two statements of the database's thread).
      if (job.status === 'started' && job.processed > 0 && job.processed < rows)
        seenRunning.add(job.processed);
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Payment calls were answered at several points of the import, each between two batches.
    expect(seenRunning.size).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('writes new creators with the search columns refresh_creators computes', async () => {
    const { job } = await waitForJob(
      bo.call,
      bo.staff,
      (
        await csv(
          'creators/import/csv',
          [
            HEADER,
            'Columns One,Mixed.Case@X.example,DE,de,youtube,Columns_One,77',
            'Columns Two,,FR,,tiktok,cols2,0',
          ].join('\n'),
        )
      ).body.id,
    );
    expect(job).toMatchObject({ status: 'success', created: 2 });
    const db = await bo.backoffice.database();
    const columns = `select id, followers, avg_viewers, platforms, label_names, agency_id, search_text, languages
      from creators where name like 'Columns %' order by id`;
    const written = (await db.query(columns)).rows;
    expect(written).toMatchObject([
      {
        followers: 77,
        avg_viewers: 0,
        platforms: ['youtube'],
        label_names: [],
        agency_id: null,
        search_text: 'columns one mixed.case@x.example columns_one',
        languages: ['de'],
      },
      { followers: 0, platforms: ['tiktok'], search_text: 'columns two  cols2', languages: [] },
    ]);
    await db.query('select refresh_creators($1::text[])', [written.map((row) => (row as { id: string }).id)]);
    expect((await db.query(columns)).rows).toEqual(written);
  });

  it('applies rows naming the same creator in file order, as one by one would', async () => {
    const body = [
      'id,name,email,country,languages',
      'cr_00010,First Name,,,',
      'cr_00010,,same@x.example,,',
      'cr_00011,Other,,,',
      'cr_00010,Last Name,,SE,sv',
    ].join('\n');
    const { job } = await waitForJob(
      bo.call,
      bo.staff,
      (await csv('creators/import/update/csv', body)).body.id,
    );
    expect(job).toMatchObject({ status: 'success', total: 4, updated: 4, errors: [] });
    expect((await bo.call('GET', 'creators/cr_00010', { token: bo.staff })).body).toMatchObject({
      name: 'Last Name',
      email: 'same@x.example',
      country: 'SE',
      languages: ['sv'],
    });
    const found = await bo.call('POST', 'search/creators/', {
      token: bo.staff,
      body: { terms: 'same@x.example', fields: ['name'] },
    });
    expect(found.body.items).toEqual([{ id: 'cr_00010', name: 'Last Name' }]);
  });
});
