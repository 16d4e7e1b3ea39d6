/** CSV imports as jobs, the CSV reader, merge and the seven bulk operations. */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../examples/sandbox/backoffice/csv';
import { ISO, setupBackoffice, waitForJob } from './helpers';
import { freshStore } from './store';

const bo = setupBackoffice({ jobs: { batchRows: 1, batchDelayMs: 10 } });
const csv = (path: string, body: string) =>
  bo.call('POST', path, { token: bo.staff, body, headers: { 'Content-Type': 'text/csv' } });

describe('CSV reader', () => {
  it('reads quoted cells, escaped quotes, CRLF and multi-line cells with their line numbers', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
    ]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFFa,"",b"c\r\r\n""\n')).toEqual([
      { line: 1, cells: ['a', '', 'b"c'] },
      { line: 3, cells: [''] },
    ]);
  });

  it('gives an unclosed quote one bad record and reads on at the next line', () => {
    expect(parseCsv('a,"b\n')).toEqual([
      { line: 1, error: 'the quoted cell opened on line 1 is not closed' },
    ]);
    expect(parseCsv('h1,h2\nAlex,"alex@x,DE\nBob,bob\n"Two, Quoted",x\n')).toEqual([
      { line: 1, cells: ['h1', 'h2'] },
      { line: 2, error: 'the quoted cell opened on line 2 is not closed' },
      { line: 3, cells: ['Bob', 'bob'] },
      { line: 4, cells: ['Two, Quoted', 'x'] },
    ]);
    // A quoted cell may span lines; one still open when the next quoted cell starts is not closed.
    expect(parseCsv('"multi\nline",ok\n"open,x\ny,"z"\nlast,1')).toEqual([
      { line: 1, cells: ['multi\nline', 'ok'] },
      { line: 3, error: 'the quoted cell opened on line 3 is not closed' },
      { line: 4, cells: ['y', 'z'] },
      { line: 5, cells: ['last', '1'] },
    ]);
  });

  it('gives a closing quote followed by text one bad record', () => {
    expect(parseCsv('h\n"abc"def,x\r\nok,1\n')).toEqual([
      { line: 1, cells: ['h'] },
      { line: 2, error: "a closing quote must be followed by a comma or the line end (found 'd')" },
      { line: 3, cells: ['ok', '1'] },
    ]);
  });
});

describe('CSV import jobs', () => {
  it('goes accepted -> started -> success and creates creators with a channel', async () => {
    const body = [
      'name,email,country,languages,platform,handle,followers',
      'Imported One,one@x.example,DE,de;en,twitch,imported_one,1234',
      '"Two, Quoted",,FR,,youtube,imported_two,5',
    ].join('\n');
    const accepted = await csv('creators/import/csv', body);
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({
      id: expect.stringMatching(/^jb_\d+$/),
      type: 'importCreators',
      status: 'accepted',
      createdAt: expect.stringMatching(ISO),
      startedAt: null,
      finishedAt: null,
      total: 0,
      processed: 0,
      created: 0,
      updated: 0,
      errors: [],
    });
    const { job, statuses } = await waitForJob(bo.call, bo.staff, accepted.body.id);
    expect(statuses).toContain('started');
    expect(statuses.at(-1)).toBe('success');
    expect(job).toMatchObject({
      status: 'success',
      total: 2,
      processed: 2,
      created: 2,
      updated: 0,
      errors: [],
      startedAt: expect.stringMatching(ISO),
      finishedAt: expect.stringMatching(ISO),
    });
    const found = await bo.call('POST', 'search/creators/', {
      token: bo.staff,
      body: { terms: 'imported_one', fields: ['name', 'languages', 'followers', 'platforms'] },
    });
    expect(found.body.items).toEqual([
      {
        id: expect.any(String),
        name: 'Imported One',
        languages: ['de', 'en'],
        followers: 1234,
        platforms: ['twitch'],
      },
    ]);
    expect(
      (
        await bo.call('POST', 'search/creators/', {
          token: bo.staff,
          body: { terms: 'imported_two', fields: ['name'] },
        })
      ).body.items[0].name,
    ).toBe('Two, Quoted');
  });

  it('applies the good rows and lists each bad line (header = line 1)', async () => {
    const body = [
      'id,name,email,country,languages',
      'cr_00001,Updated Name,,,',
      'cr_00002,,not-an-email,,',
      'cr_99999,Ghost,,,',
      'cr_00003,,,nl,',
      'cr_00004,,,SE,sv;en',
      'too,few',
    ].join('\n');
    const { job } = await waitForJob(
      bo.call,
      bo.staff,
      (await csv('creators/import/update/csv', body)).body.id,
    );
    expect(job.status).toBe('success');
    expect(job).toMatchObject({ total: 6, processed: 6, updated: 2, created: 0 });
    expect(job.errors).toEqual([
      { line: 3, message: expect.stringContaining('email') },
      { line: 4, message: 'id: creator cr_99999 not found' },
      { line: 5, message: expect.stringContaining('country') },
      { line: 7, message: 'expected 5 cells, found 2' },
    ]);
    const one = (await bo.call('GET', 'creators/cr_00001', { token: bo.staff })).body;
    expect(one.name).toBe('Updated Name');
    expect((await bo.call('GET', 'creators/cr_00004', { token: bo.staff })).body).toMatchObject({
      country: 'SE',
      languages: ['en', 'sv'],
    });
    expect((await bo.call('GET', 'creators/cr_00003', { token: bo.staff })).body.country).not.toBe('nl');
  });

  it('says what is wrong with a followers count: negative, not a whole number, too large', async () => {
    const body = [
      'name,email,country,languages,platform,handle,followers',
      'Neg Five,,NL,,twitch,negfive,-5',
      'Half,,NL,,twitch,half,1.5',
      'Words,,NL,,twitch,words,many',
      'Huge,,NL,,twitch,huge,99999999999',
      'Fine,,NL,,twitch,fine_followers,0',
    ].join('\n');
    const { job } = await waitForJob(bo.call, bo.staff, (await csv('creators/import/csv', body)).body.id);
    expect(job.status).toBe('success');
    expect(job).toMatchObject({ total: 5, created: 1 });
    expect(job.errors).toEqual([
      { line: 2, message: 'followers: must not be negative' },
      { line: 3, message: 'followers: must be a whole number' },
      { line: 4, message: 'followers: must be a whole number' },
      { line: 5, message: 'followers: is too large' },
    ]);
  });

  it('keeps the good rows of a malformed file: an unclosed quote is one bad line', async () => {
    const body = [
      'name,email,country,languages,platform,handle,followers',
      'Before Quote,,DE,,twitch,malformed_before,10',
      'Broken "Quote",broken@x.example,DE,,twitch,"malformed_broken,20',
      'After Quote,,FR,fr,youtube,malformed_after,30',
      '"Closed"late,,NL,,twitch,malformed_late,40',
      '"Quoted, Fine",,NL,nl,tiktok,malformed_quoted,50',
    ].join('\n');
    const { job } = await waitForJob(bo.call, bo.staff, (await csv('creators/import/csv', body)).body.id);
    expect(job).toMatchObject({
      status: 'success',
      total: 5,
      processed: 5,
      created: 3,
      errors: [
        { line: 3, message: 'the quoted cell opened on line 3 is not closed' },
        { line: 5, message: "a closing quote must be followed by a comma or the line end (found 'l')" },
      ],
    });
    const found = await bo.call('POST', 'search/creators/', {
      token: bo.staff,
      body: { terms: 'malformed_', fields: ['name'], sort: [{ field: 'name', dir: 'asc' }] },
    });
    expect(found.body.items.map((item: { name: string }) => item.name)).toEqual([
      'After Quote',
      'Before Quote',
      'Quoted, Fine',
    ]);
  });

  it('fails with nothing applied when the header line itself cannot be read', async () => {
    const { job } = await waitForJob(
      bo.call,
      bo.staff,
      (await csv('creators/import/email/csv', '"id,email,optType\ncr_00009,nine@x.example,in\n')).body.id,
    );
    expect(job).toMatchObject({
      status: 'failed',
      updated: 0,
      errors: [
        {
          line: 1,
          message:
            'the header cannot be read (the quoted cell opened on line 1 is not closed); expected id,email,optType',
        },
      ],
    });
  });

  it('fails with nothing applied for a wrong header or an empty file', async () => {
    const before = (await bo.call('GET', 'creators/cr_00005', { token: bo.staff })).body;
    const wrong = await waitForJob(
      bo.call,
      bo.staff,
      (await csv('creators/import/update/csv', 'id,nom\ncr_00005,Changed\n')).body.id,
    );
    expect(wrong.job).toMatchObject({
      status: 'failed',
      created: 0,
      updated: 0,
      errors: [{ line: 1, message: expect.stringContaining('wrong header') }],
    });
    const empty = await waitForJob(bo.call, bo.staff, (await csv('creators/import/csv', '')).body.id);
    expect(empty.job).toMatchObject({
      status: 'failed',
      errors: [{ line: 1, message: expect.stringContaining('empty') }],
    });
    const latin1 = await bo.call('POST', 'creators/import/email/csv', {
      token: bo.staff,
      body: new Uint8Array([0x69, 0x64, 0xe9, 0x0a]),
      headers: { 'Content-Type': 'text/csv' },
    });
    expect((await waitForJob(bo.call, bo.staff, latin1.body.id)).job).toMatchObject({
      status: 'failed',
      errors: [{ line: 1, message: 'the file is not UTF-8' }],
    });
    expect((await bo.call('GET', 'creators/cr_00005', { token: bo.staff })).body).toEqual(before);
  });

  it('imports outreach emails through /creators/import/email/csv and POST /jobs/import', async () => {
    const { job } = await waitForJob(
      bo.call,
      bo.staff,
      (await csv('creators/import/email/csv', 'id,email,optType\ncr_00006,six@x.example,out\n')).body.id,
    );
    expect(job).toMatchObject({ type: 'importCreatorEmail', status: 'success', updated: 1 });
    const viaJobs = await bo.call('POST', 'jobs/import', {
      token: bo.staff,
      body: {
        jobType: 'importCreatorEmail',
        csv: 'id,email,optType\ncr_00007,seven@x.example,in\ncr_00008,bad,in\n',
      },
    });
    expect(viaJobs.status).toBe(202);
    const done = await waitForJob(bo.call, bo.staff, viaJobs.body.id);
    expect(done.job).toMatchObject({
      status: 'success',
      updated: 1,
      errors: [{ line: 3, message: expect.stringContaining('email') }],
    });
    const six = (
      await bo.call('GET', 'creators/cr_00006?parts[]=contact&parts[]=outreach', { token: bo.staff })
    ).body;
    expect(six.contact.email).toBe('six@x.example');
    expect(six.outreach.optType).toBe('out');
    expect(
      (await bo.call('POST', 'jobs/import', { token: bo.staff, body: { jobType: 'other', csv: '' } })).body
        .details[0].path,
    ).toBe('jobType');
    expect((await bo.call('GET', 'jobs/jb_99999', { token: bo.staff })).status).toBe(404);
  });

  it('close() stops a running job without leaking timers', async () => {
    const { createBackoffice } = await import('../../../examples/sandbox/backoffice/app');
    const other = createBackoffice({
      seed: { creators: 5 },
      jobs: { batchRows: 1, batchDelayMs: 50 },
      ...(await freshStore({ creators: 5 })),
    });
    await other.ready;
    const db = await other.database();
    const rows = Array.from({ length: 50 }, (_, i) => `cr_00001,Name ${i},,,`).join('\n');
    const { clientOf, login } = await import('./helpers');
    const call = clientOf(other.handle);
    const token = await login(call, 'staff@example.com');
    const job = await call('POST', 'creators/import/update/csv', {
      token,
      body: `id,name,email,country,languages\n${rows}`,
      headers: { 'Content-Type': 'text/csv' },
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    await other.close();
    expect(db.closed).toBe(true);
    expect((await call('GET', `jobs/${job.body.id}`, { token })).status).toBe(503);
    // A second embedded database starts here: slow on a busy machine.
  }, 30_000);
});

describe('merge', () => {
  it('moves channels, labels and programs to the target; the source is gone', async () => {
    const parts = 'parts[]=channels&parts[]=labels&parts[]=seCreatorPrograms';
    const source = (await bo.call('GET', `creators/cr_00030?${parts}`, { token: bo.staff })).body;
    const target = (await bo.call('GET', `creators/cr_00031?${parts}`, { token: bo.staff })).body;
    const merged = await bo.call('POST', 'creators/merge', {
      token: bo.staff,
      body: { sourceId: 'cr_00030', targetId: 'cr_00031' },
    });
    expect(merged.body.id).toBe('cr_00031');
    expect(Object.keys(merged.body)).toEqual(
      expect.arrayContaining(['details', 'channels', 'spStats', 'seRelationship']),
    );
    expect(merged.body.channels.map((c: { id: string }) => c.id).sort()).toEqual(
      [...source.channels, ...target.channels].map((c: { id: string }) => c.id).sort(),
    );
    expect(merged.body.languages).toEqual([...new Set([...source.languages, ...target.languages])].sort());
    expect((await bo.call('GET', 'creators/cr_00030', { token: bo.staff })).status).toBe(404);
    const audit = await bo.call('GET', 'audit/cr_00031?auditType=Manual', { token: bo.staff });
    expect(audit.body.items[0]).toMatchObject({
      action: 'merged',
      message: 'Creator cr_00030 merged into cr_00031',
    });
    expect(
      (
        await bo.call('POST', 'creators/merge', {
          token: bo.staff,
          body: { sourceId: 'cr_00031', targetId: 'cr_00031' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await bo.call('POST', 'creators/merge', {
          token: bo.staff,
          body: { sourceId: 'cr_00030', targetId: 'cr_00031' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('bulk update', () => {
  const ids = ['cr_00040', 'cr_00041', 'cr_00042'];
  const get = async () =>
    Promise.all(
      ids.map(
        async (id) => (await bo.call('GET', `creators/${id}?parts[]=labels`, { token: bo.staff })).body,
      ),
    );
  const bulk = (operation: string, values: string[]) =>
    bo.call('PUT', 'creators/bulk/update', { token: bo.staff, body: { ids, operation, values } });

  it.each([
    [
      'addLanguages',
      ['ja', 'ko'],
      (c: { languages: string[] }) => expect(c.languages).toEqual(expect.arrayContaining(['ja', 'ko'])),
    ],
    [
      'removeLanguages',
      ['ja', 'en'],
      (c: { languages: string[] }) => expect(c.languages).not.toEqual(expect.arrayContaining(['ja'])),
    ],
    ['replaceCountry', ['MX'], (c: { country: string }) => expect(c.country).toBe('MX')],
    [
      'addLabels',
      ['lb_00019', 'lb_00020'],
      (c: { labels: { labelId: string }[] }) =>
        expect(c.labels.map((l) => l.labelId)).toEqual(expect.arrayContaining(['lb_00019', 'lb_00020'])),
    ],
    [
      'removeLabels',
      ['lb_00019'],
      (c: { labels: { labelId: string }[] }) =>
        expect(c.labels.map((l) => l.labelId)).not.toContain('lb_00019'),
    ],
    [
      'addPrimaryManager',
      ['mg_00007'],
      (c: { primaryManagerId: string | null }) => expect(c.primaryManagerId).toBe('mg_00007'),
    ],
    [
      'removePrimaryManager',
      [],
      (c: { primaryManagerId: string | null }) => expect(c.primaryManagerId).toBeNull(),
    ],
  ] as const)('%s', async (operation, values, check) => {
    const answer = await bulk(operation, [...values]);
    expect(answer.body).toEqual({ updated: 3, operation });
    for (const creator of await get()) check(creator as never);
  });

  it('the search index follows bulk changes, and bad values are 400', async () => {
    await bulk('addLabels', ['lb_00018']);
    const hits = await bo.call('POST', 'search/creators/', {
      token: bo.staff,
      body: {
        filters: [
          { field: 'labels', op: 'contains', value: 'Fashion' },
          { field: 'id', op: 'in', value: ids },
        ],
        fields: ['labels'],
      },
    });
    expect(hits.body.total).toBe(3);
    expect((await bulk('replaceCountry', ['MX', 'DE'])).body.details).toEqual([
      { path: 'values', message: 'replaceCountry takes exactly one value' },
    ]);
    expect((await bulk('addLabels', ['lb_99999'])).body.details[0].path).toBe('values.0');
    expect((await bulk('explode', [])).body.details[0].path).toBe('operation');
  });
});
