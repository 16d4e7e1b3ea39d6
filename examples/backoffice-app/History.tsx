// A creator's history: the audit log of the record (GET /audit/{refId}), newest first, by kind.
import { useState } from 'react';
import { AUDIT_LOG_TYPES, useAuditLog, type AuditLogType } from 'headless-checkout/backoffice';
import { formatDateTime, humanize } from './display';
import { Choice, ErrorLine, More, Panel, Status } from './ui';

const KIND_LABELS: Record<AuditLogType, string> = {
  Auto: 'Automatic',
  Manual: 'By staff',
  Custom: 'Custom',
  Comment: 'Comment',
};

const ACTION_LABELS: Record<string, string> = {
  blocked: 'Blocked',
  unblocked: 'Unblocked',
  blockReasonChanged: 'Block reason changed',
  channelRemoved: 'Channel removed',
  merged: 'Merged',
  created: 'Created',
};

function History({ refId }: { refId: string }) {
  const [kind, setKind] = useState<AuditLogType | 'all'>('all');
  const log = useAuditLog(refId, { count: 20, ...(kind === 'all' ? {} : { auditType: kind }) });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const total = log.data?.pages[0]?.total;
  return (
    <Panel title="History">
      <Choice
        label="Kind of change"
        value={kind}
        onChange={(value) => setKind(value as AuditLogType | 'all')}
        choices={[
          { value: 'all', label: 'All' },
          ...AUDIT_LOG_TYPES.map((type) => ({ value: type, label: KIND_LABELS[type] })),
        ]}
      />
      <Status>
        {log.isPending
          ? 'Loading the history…'
          : total === undefined
            ? ''
            : `${total} change${total === 1 ? '' : 's'} recorded.`}
      </Status>
      <ErrorLine error={log.error} />
      {entries.length > 0 && (
        <div className="bo-table-scroll" role="region" aria-label="History table" tabIndex={0}>
          <table className="bo-table">
            <caption className="bo-visually-hidden">History</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Change</th>
                <th scope="col">Details</th>
                <th scope="col">Kind</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.createdAt)}</td>
                  <td>{ACTION_LABELS[entry.action] ?? humanize(entry.action)}</td>
                  <td>{entry.message}</td>
                  <td>{KIND_LABELS[entry.auditType]}</td>
                  <td>{entry.actorName ?? 'The system'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <More query={log} label="Older changes" />
    </Panel>
  );
}

export { History };
