// CSV import of creators: paste or choose a file, then watch the job until it succeeds or fails.
import { useState, type FormEvent } from 'react';
import { useImportCreators, useJob, type ImportKind } from 'headless-checkout/backoffice';
import { enumLabel, formatDateTime, formatNumber } from './display';
import { Choice, ErrorLine, Field, Panel, ScreenHeading, Status, plural } from './ui';

const HEADERS: Record<ImportKind, string> = {
  create: 'name,email,country,languages,platform,handle,followers',
  update: 'id,name,email,country,languages',
  email: 'id,email,optType',
};
const SAMPLE = `${HEADERS.create}\nNew Creator,new.creator@example.com,NL,nl;en,twitch,newcreator,1200\n`;

function JobStatus({ id }: { id: string }) {
  const job = useJob(id);
  const data = job.data;
  return (
    <Panel title="Import job">
      <ErrorLine error={job.error} />
      <Status>
        {data
          ? `Import ${enumLabel('jobStatus', data.status).toLowerCase()}: ${formatNumber(data.processed)} of ${formatNumber(data.total)} rows processed, ${formatNumber(data.created)} created, ${formatNumber(data.updated)} updated, ${plural(data.errors.length, 'row')} with errors.`
          : 'Waiting for the job…'}
      </Status>
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
  const [csv, setCsv] = useState(SAMPLE);
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportCreators(kind);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    upload.mutate({ body: file ?? csv });
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
    </>
  );
}

export { ImportScreen };
