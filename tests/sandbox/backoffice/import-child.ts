// A back-office service in a child process, for the crash test (import-crash.test.ts): it opens the
// database its first argument places (store.ts's options as JSON: a directory or a database URL), accepts a CSV import of the number of rows given,
// prints `job <id>` and then `processed <n>` after every batch it sees, until the parent kills it.
// With a fourth argument `http`, the file is import-rows.ts's realistic CSV with bad lines, posted
// over real HTTP to a sandbox server of the child's (the body over the sandbox's 1 MB), and the
// batches are the service's own (adapted, not slowed down).
import { createSandbox } from '../../../examples/sandbox/app';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import { startSandboxServer } from '../../../examples/sandbox/server';
import { largeCsv } from './import-rows';

const [storeArgument, rowsArgument, prefix, mode] = process.argv.slice(2);
if (!storeArgument || !rowsArgument || !prefix) {
  throw new Error('usage: import-child <store options as JSON> <rows> <prefix>');
}
const store = JSON.parse(storeArgument) as { dataDir?: string; databaseUrl?: string };
const rows = Number(rowsArgument);

const overHttp = mode === 'http';
const backoffice = createBackoffice({
  ...store,
  ...(overHttp ? { basePath: '/backoffice' } : { jobs: { batchRows: 50, batchDelayMs: 20 } }),
});
const basic = { Authorization: `Basic ${Buffer.from('staff:staff-password').toString('base64')}` };
let accepted: Response;
if (overHttp) {
  const server = await startSandboxServer({ port: 0, sandbox: createSandbox(), backoffice });
  accepted = await fetch(new URL('backoffice/creators/import/csv', server.url), {
    method: 'POST',
    headers: { ...basic, 'Content-Type': 'text/csv' },
    body: largeCsv(rows, prefix).text,
  });
} else {
  const lines = ['name,email,country,languages,platform,handle,followers'];
  for (let index = 0; index < rows; index += 1)
    lines.push(`Crash ${index},,DE,de,twitch,${prefix}_${index},${index}`);
  accepted = await backoffice.handle(
    new Request('http://child.test/creators/import/csv', {
      method: 'POST',
      headers: { ...basic, 'Content-Type': 'text/csv' },
      body: lines.join('\n'),
    }),
  );
}
if (accepted.status !== 202)
  throw new Error(`the import was refused: ${accepted.status} ${await accepted.text()}`);
const { id } = (await accepted.json()) as { id: string };
console.log(`job ${id}`);
let last = -1;
for (;;) {
  const job = (await (
    await backoffice.handle(
      new Request(`http://child.test${overHttp ? '/backoffice' : ''}/jobs/${id}`, { headers: basic }),
    )
  ).json()) as { processed: number };
  if (job.processed !== last) console.log(`processed ${job.processed}`);
  last = job.processed;
  await new Promise((resolve) => setTimeout(resolve, 5));
}
