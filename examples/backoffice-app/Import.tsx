// CSV import of creators: paste or choose a file, then watch the job until it succeeds or fails.
import { useState, type FormEvent } from 'react';
import { useImportCreators, useJob, type ImportKind } from 'headless-checkout/backoffice';
import { enumLabel, formatDateTime, formatNumber } from './display';
import { ImportJobLink, useTextImport } from './ImportJob';
import { Choice, ErrorLine, Field, Panel, ProgressStatus, ScreenHeading, Status, plural } from './ui';

const HEADERS: Record<ImportKind, string> = {
  create: 'name,email,country,languages,platform,handle,followers',
  update: 'id,name,email,country,languages',
  email: 'id,email,optType',
};
/** What the paste box starts with for each kind: its header (and a sample row for new creators). */
const STARTS: Record<ImportKind, string> = {
  create: `${HEADERS.create}\nNew Creator,new.creator@example.com,NL,nl;en,twitch,newcreator,1200\n`,
  update: `${HEADERS.update}\n`,
  email: `${HEADERS.email}\n`,
};

function JobStatus({ id }: { id: string }) {
  const job = useJob(id);
  const data = job.data;
  const state = data ? `Import ${enumLabel('jobStatus', data.status).toLowerCase()}` : '';
  return (
    <Panel title="Import job">
      <ErrorLine error={job.error} />
      {data ? (
        <ProgressStatus
          state={state}
          ended={data.status === 'success' || data.status === 'failed'}
          text={`${state}: ${formatNumber(data.processed)} of ${formatNumber(data.total)} rows processed, ${formatNumber(data.created)} created, ${formatNumber(data.updated)} updated, ${plural(data.errors.length, 'row')} with errors.`}
        />
      ) : (
        <Status>Waiting for the job…</Status>
      )}
      {data && (
        <p className="bo-muted">
          Accepted {formatDateTime(data.createdAt)} · started {formatDateTime(data.startedAt)} · finished{' '}
          {formatDateTime(data.finishedAt)}
        </p>
      )}
      {data && data.errors.length > 0 && (
        <ul aria-label="Rows with errors" className="bo-errors">
          {data.errors.map((error) => (
            <li key={`${error.line}-${error.message}`}>
              Line {error.line}: {error.message}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ImportScreen() {
  const [kind, setKind] = useState<ImportKind>('create');
  // One paste box text per kind: switching the kind shows that kind's CSV, never the other's.
  const [drafts, setDrafts] = useState(STARTS);
  const csv = drafts[kind];
  const setCsv = (text: string) => setDrafts((current) => ({ ...current, [kind]: text }));
  const [file, setFile] = useState<File | null>(null);
  const csvUpload = useImportCreators(kind);
  // Contact emails pasted as text go through POST /jobs/import; a file, and the other kinds, as CSV.
  const textImport = useTextImport();
  const [viaText, setViaText] = useState(false);
  const upload = viaText ? textImport : csvUpload;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asText = kind === 'email' && !file;
    setViaText(asText);
    if (asText) textImport.start(csv);
    else csvUpload.mutate({ body: file ?? csv });
  };

  return (
    <>
      <ScreenHeading title="Import creators" />
      <form className="bo-card" onSubmit={submit}>
        <Choice
          label="Import"
          value={kind}
          onChange={(value) => setKind(value as ImportKind)}
          choices={[
            { value: 'create', label: 'New creators' },
            { value: 'update', label: 'Update creators' },
            { value: 'email', label: 'Contact emails and opt-in' },
          ]}
        />
        <p className="bo-muted">
          Header: <code>{HEADERS[kind]}</code>
        </p>
        <Field label="CSV file">
          {(id) => (
            <input
              id={id}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Field label="Or paste the CSV">
          {(id) => (
            <textarea
              id={id}
              rows={6}
              value={csv}
              onChange={(event) => setCsv(event.target.value)}
              disabled={Boolean(file)}
            />
          )}
        </Field>
        <button className="bo-button bo-button--primary" type="submit" disabled={upload.isPending}>
          Upload
        </button>
        <ErrorLine error={upload.error} />
      </form>
      {upload.data && <JobStatus key={upload.data.id} id={upload.data.id} />}
      {upload.data && <ImportJobLink id={upload.data.id} />}
    </>
  );
}

export { ImportScreen };
