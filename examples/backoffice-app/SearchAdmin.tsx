// Admins' Service screen: the service's state (Health.tsx), the creator search index's state
// (search.status), points in time of the search (search.pit.open / close) and reindexing one
// creator (creators.reindex, admin group), asked first as an expensive action that cannot be undone.
import { useState } from 'react';
import {
  useCloseSearchPit,
  useOpenSearchPit,
  useReindexCreator,
  useSearchStatus,
} from 'headless-checkout/backoffice';
import { formatDateTime, formatNumber } from './display';
import { Health } from './Health';
import { Choice, ConfirmAction, ErrorLine, Panel, ScreenHeading, Status, TextField, useAnnounce } from './ui';

const KEEP_ALIVE = [
  { value: '1m', label: '1 minute' },
  { value: '5m', label: '5 minutes' },
  { value: '30m', label: '30 minutes' },
];

function IndexStatus() {
  const status = useSearchStatus();
  const data = status.data;
  return (
    <Panel title="Search index">
      <Status>
        {data
          ? `${formatNumber(data.indexed)} ${data.indexed === 1 ? 'creator' : 'creators'} indexed, last on ${formatDateTime(data.lastIndexedAt)}. ${data.healthy ? 'The index is healthy.' : 'The index needs attention: searches may miss creators.'}`
          : status.isPending
            ? 'Asking the search for its state…'
            : null}
      </Status>
      <ErrorLine error={status.error} />
    </Panel>
  );
}

function PointsInTime() {
  const [keepAlive, setKeepAlive] = useState('5m');
  const [open, setOpen] = useState<{ id: string; expiresAt: string }[]>([]);
  const openPit = useOpenSearchPit();
  const closePit = useCloseSearchPit();
  const announce = useAnnounce();
  const start = () =>
    openPit.mutate(
      { query: { keepAlive } },
      {
        onSuccess: (pit) => {
          setOpen((current) => [...current, pit]);
          announce(`Point in time opened until ${formatDateTime(pit.expiresAt)}`);
        },
      },
    );
  const close = (id: string) =>
    closePit.mutate(
      { path: { id } },
      {
        onSuccess: ({ closed }) => {
          setOpen((current) => current.filter((pit) => pit.id !== id));
          announce(closed ? 'Point in time closed' : 'That point in time had already expired');
        },
      },
    );
  return (
    <Panel title="Points in time">
      <p className="bo-muted">
        A point in time keeps the search’s results as they are now, so paging through a long list is not
        changed by edits made meanwhile. It ends by itself after the time chosen.
      </p>
      <div className="bo-row">
        <Choice label="Keep for" value={keepAlive} onChange={setKeepAlive} choices={KEEP_ALIVE} />
        <button type="button" className="bo-button" disabled={openPit.isPending} onClick={start}>
          Open a point in time
        </button>
      </div>
      <ErrorLine error={openPit.error ?? closePit.error} />
      {open.length > 0 && (
        <ul aria-label="Open points in time" className="bo-list">
          {open.map((pit) => (
            <li key={pit.id}>
              {pit.id}: open until {formatDateTime(pit.expiresAt)}{' '}
              <button
                type="button"
                className="bo-button bo-button--quiet"
                aria-label={`Close ${pit.id}`}
                disabled={closePit.isPending}
                onClick={() => close(pit.id)}
              >
                Close
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Reindex() {
  const [id, setId] = useState('');
  const creatorId = id.trim();
  const reindex = useReindexCreator();
  const data = reindex.data;
  return (
    <Panel title="Reindex a creator">
      <p className="bo-muted">
        Rebuilds one creator’s search entry from their record, when the search shows them out of date.
      </p>
      <TextField label="Creator id" value={id} onChange={setId} />
      <ConfirmAction
        className="bo-button"
        trigger="Reindex…"
        disabled={!creatorId || reindex.isPending}
        title={`Reindex ${creatorId}?`}
        description={`The search entry of ${creatorId} is rebuilt from the creator’s record. This cannot be undone or stopped once started, it takes the search’s time from everyone, and until it ends searches may show the old entry.`}
        confirm={`Reindex ${creatorId}`}
        onOpenChange={(next) => {
          if (next) reindex.reset();
        }}
        // The result is said once, by the status line below (focus goes to this panel's heading).
        onConfirm={() => reindex.mutateAsync({ path: { id: creatorId } })}
      >
        <ErrorLine error={reindex.error} />
      </ConfirmAction>
      <Status>
        {reindex.isPending
          ? `Reindexing ${creatorId}…`
          : data
            ? `${data.id} was reindexed at ${formatDateTime(data.reindexedAt)}.`
            : null}
      </Status>
    </Panel>
  );
}

function SearchAdmin() {
  return (
    <>
      <ScreenHeading title="Service and search" />
      <Health />
      <IndexStatus />
      <PointsInTime />
      <Reindex />
    </>
  );
}

export { SearchAdmin };
