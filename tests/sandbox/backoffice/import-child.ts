// A back-office service in a child process, for the crash test (import-crash.test.ts): it opens the
// database its first argument places (store.ts's options as JSON: a directory or a database URL), accepts a CSV import of the number of rows given,
// prints `job <id>` and then `processed <n>` after every batch it sees, until the parent kills it.
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';

const [storeArgument, rowsArgument, prefix] = process.argv.slice(2);
if (!storeArgument || !rowsArgument || !prefix) {
  throw new Error('usage: import-child <store options as JSON> <rows> <prefix>');
}
const store = JSON.parse(storeArgument) as { dataDir?: string; databaseUrl?: string };
const rows = Number(rowsArgument);

const backoffice = createBackoffice({ ...store, jobs: { batchRows: 50, batchDelayMs: 20 } });
const basic = { Authorization: `Basic ${Buffer.from('staff:staff-password').toString('base64')}` };
const lines = ['name,email,country,languages,platform,handle,followers'];
for (let index = 0; index < rows; index += 1)
  lines.push(`Crash ${index},,DE,de,twitch,${prefix}_${index},${index}`);
const accepted = await backoffice.handle(
  new Request('http://child.test/creators/import/csv', {
    method: 'POST',
    headers: { ...basic, 'Content-Type': 'text/csv' },
    body: lines.join('\n'),
  }),
);
const { id } = (await accepted.json()) as { id: string };
console.log(`job ${id}`);
let last = -1;
for (;;) {
  const job = (await (
    await backoffice.handle(new Request(`http://child.test/jobs/${id}`, { headers: basic }))
  ).json()) as { processed: number };
  if (job.processed !== last) console.log(`processed ${job.processed}`);
  last = job.processed;
  await new Promise((resolve) => setTimeout(resolve, 5));
}
