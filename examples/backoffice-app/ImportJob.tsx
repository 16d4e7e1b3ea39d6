// An import job's own page (#/import/{id}, jobs.get polled until it ends): what kind, its progress
// as a bar and in words, the rows done and failed, and each bad line's reason. The contact-email
// import from pasted text goes through POST /jobs/import (`useTextImport`).
import { useJob, useJobImport } from 'headless-checkout/backoffice';
import { enumLabel, formatDateTime, formatNumber } from './display';
import { href } from './router';
import { ErrorLine, ProgressStatus, ScreenHeading, Status } from './ui';

/** "1 row", "1,200 rows". */
const rows = (value: number) => `${formatNumber(value)} ${value === 1 ? 'row' : 'rows'}`;

/** A link from the import screen to the job's page. */
function ImportJobLink({ id }: { id: string }) {
  return (
    <p>
      <a href={href('import', id)}>Open the import job’s page</a>
    </p>
  );
}

/** POST /jobs/import for a contact-email CSV given as text (a file goes as the CSV upload). */
function useTextImport() {
  const mutation = useJobImport();
  return {
    ...mutation,
    start: (csv: string) => mutation.mutate({ body: { jobType: 'importCreatorEmail', csv } }),
  };
}

function ImportJobScreen({ id }: { id: string }) {
  const job = useJob(id);
  const data = job.data;
  const failed = data ? new Set(data.errors.map((error) => error.line)).size : 0;
  const done = data ? Math.max(0, data.processed - failed) : 0;
  const ended = data?.status === 'success' || data?.status === 'failed';
  return (
    <>
      <p>
        <a href={href('import')}>← Back to the import</a>
      </p>
      <ScreenHeading title={data ? `Import: ${enumLabel('jobType', data.type)}` : 'Import job'} />
      <ErrorLine error={job.error} />
      {data ? (
        <>
          <div className="bo-card">
            <label htmlFor={`progress-${id}`}>Rows processed</label>{' '}
            <progress id={`progress-${id}`} max={Math.max(1, data.total)} value={data.processed}>
              {formatNumber(data.processed)} of {formatNumber(data.total)}
            </progress>
            <ProgressStatus
              state={enumLabel('jobStatus', data.status)}
              ended={ended}
              text={`${enumLabel('jobStatus', data.status)}: ${formatNumber(data.processed)} of ${rows(data.total)} processed; ${rows(done)} done (${formatNumber(data.created)} created, ${formatNumber(data.updated)} updated), ${rows(failed)} failed.${ended ? '' : ' This page follows the job until it ends.'}`}
            />
            <ul aria-label="When" className="bo-muted">
              <li>Accepted {formatDateTime(data.createdAt)}</li>
              <li>{data.startedAt ? `Started ${formatDateTime(data.startedAt)}` : 'Not started yet'}</li>
              <li>{data.finishedAt ? `Ended ${formatDateTime(data.finishedAt)}` : 'Not ended yet'}</li>
            </ul>
          </div>
          <h2>Rows with errors</h2>
          {data.errors.length === 0 ? (
            <p className="bo-muted">No row has an error{ended ? '' : ' so far'}.</p>
          ) : (
            <ul aria-label="Rows with errors" className="bo-errors">
              {data.errors.map((error) => (
                <li key={`${error.line}-${error.message}`}>
                  Line {formatNumber(error.line)}: {error.message}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        job.isPending && <Status>Loading the job…</Status>
      )}
    </>
  );
}

export { ImportJobLink, ImportJobScreen, useTextImport };
