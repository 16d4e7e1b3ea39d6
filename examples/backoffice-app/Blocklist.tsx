// The blocklist: every blocked creator with why, by whom and since when; find by name or reason,
// change a reason, or lift a block (its reason goes to the audit log).
import { useState, type FormEvent } from 'react';
import {
  useBlocklist,
  useUnblockCreator,
  useUpdateBlockReason,
  type BlocklistEntry,
  type FilterQuery,
} from 'headless-checkout/backoffice';
import { formatDateTime, formatNumber } from './display';
import { SubmitFooter, useFocusInvalid, writeErrors } from './forms';
import { FindBox, PagedList, creatorColumn, loaded, useFind } from './lists';
import { Modal, ScreenHeading, Table, TextField, useAnnounce } from './ui';

/**
 * A dialog's form for a reason (`label`), sent by `send`: its state, the service's reason at the
 * field and the focus there live in the dialog, so each opening starts afresh.
 */
function ReasonForm({
  label,
  initial,
  submitLabel,
  write,
  send,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  write: { isPending: boolean; error: Error | null };
  send: (reason: string) => void;
}) {
  const [reason, setReason] = useState(initial);
  const errors = writeErrors(write.error, ['reason']);
  const form = useFocusInvalid(write.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(reason);
  };
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <TextField label={label} value={reason} onChange={setReason} required error={errors.field('reason')} />
      <SubmitFooter label={submitLabel} write={write} message={errors.form} />
    </form>
  );
}

function ChangeReasonForm({ entry, close }: { entry: BlocklistEntry; close: () => void }) {
  const update = useUpdateBlockReason();
  const announce = useAnnounce();
  return (
    <ReasonForm
      label="Reason"
      initial={entry.reason}
      submitLabel="Save reason"
      write={update}
      send={(reason) =>
        update.mutate(
          { path: { creatorId: entry.creatorId }, body: { reason } },
          {
            onSuccess: () => {
              close();
              announce(`Reason for ${entry.creatorName} saved`);
            },
          },
        )
      }
    />
  );
}

/** A blocked creator's reason, changed in a dialog (PUT /blocklist/{creatorId}). */
function ChangeReason({ entry }: { entry: BlocklistEntry }) {
  return (
    <Modal
      trigger="Change reason"
      triggerLabel={`Change reason: ${entry.creatorName}`}
      title={`Why ${entry.creatorName} is blocked`}
      description="The new reason replaces the old one; the change goes to the audit log."
    >
      {(close) => <ChangeReasonForm entry={entry} close={close} />}
    </Modal>
  );
}

function UnblockForm({ entry, close }: { entry: BlocklistEntry; close: () => void }) {
  const announce = useAnnounce();
  // On the hook, not on mutate(): the row (and this form) is gone before the answer comes.
  const unblock = useUnblockCreator({ onSuccess: () => announce(`${entry.creatorName} unblocked`) });
  return (
    <ReasonForm
      label="Why is it lifted?"
      initial=""
      submitLabel="Unblock"
      write={unblock}
      send={(reason) =>
        unblock.mutate({ path: { creatorId: entry.creatorId }, body: { reason } }, { onSuccess: close })
      }
    />
  );
}

/** Lifts a block (DELETE /blocklist/{creatorId}, with why). */
function Unblock({ entry }: { entry: BlocklistEntry }) {
  return (
    <Modal
      trigger="Unblock"
      triggerLabel={`Unblock ${entry.creatorName}`}
      title={`Unblock ${entry.creatorName}`}
      description="The creator gets offers again; why the block is lifted goes to the audit log."
    >
      {(close) => <UnblockForm entry={entry} close={close} />}
    </Modal>
  );
}

/** Name or reason containing the words (the blocklist's `filtersjson`). */
const findQuery = (text: string): FilterQuery | undefined =>
  text
    ? {
        queryOp: 'OR',
        filters: [
          { field: 'creatorName', op: 'contains', value: text },
          { field: 'reason', op: 'contains', value: text },
        ],
      }
    : undefined;

function Blocklist() {
  const find = useFind();
  const list = useBlocklist({ count: 50, filtersjson: findQuery(find.find) });
  const { items } = loaded(list);
  const matching = find.find ? ` matching “${find.find}”` : '';
  return (
    <>
      <ScreenHeading title="Blocklist" />
      <FindBox label="Creator name or reason contains" state={find} />
      <PagedList
        query={list}
        more="More blocked creators"
        loading="Loading the blocklist…"
        counted={(total) => `${formatNumber(total)} blocked creator${total === 1 ? '' : 's'}${matching}.`}
      >
        {items.length > 0 && (
          <Table
            caption="Blocked creators"
            rows={items}
            rowKey={(entry) => entry.creatorId}
            columns={[
              creatorColumn<BlocklistEntry>(
                (entry) => entry.creatorId,
                (entry) => entry.creatorName,
              ),
              { key: 'reason', header: 'Reason', cell: (entry) => entry.reason },
              { key: 'blockedBy', header: 'Blocked by', cell: (entry) => entry.blockedBy },
              { key: 'createdAt', header: 'Blocked', cell: (entry) => formatDateTime(entry.createdAt) },
              { key: 'updatedAt', header: 'Changed', cell: (entry) => formatDateTime(entry.updatedAt) },
            ]}
            actions={(entry) => (
              <div className="bo-row">
                <ChangeReason entry={entry} />
                <Unblock entry={entry} />
              </div>
            )}
          />
        )}
      </PagedList>
    </>
  );
}

export { Blocklist };
