// Notes on a creator, with comments and pins; creating, editing, pinning and deleting show at once.
import { useId, useState, type FormEvent } from 'react';
import {
  useCreateNote,
  useDeleteNote,
  useNotes,
  useUpdateNote,
  type Note,
} from 'headless-checkout/backoffice';
import { Comments } from './Comments';
import { formatDateTime } from './display';
import { ConfirmAction, ErrorLine, Panel, plural, useAnnounce } from './ui';

function TextForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (text: string) => void;
  children?: React.ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSubmit(text.trim());
    setText('');
  };
  return (
    <form onSubmit={submit} className="bo-note-form">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={text} rows={2} onChange={(event) => setText(event.target.value)} required />
      <div className="bo-row">
        {children}
        <button className="bo-button" type="submit">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

function NoteItem({ note }: { note: Note }) {
  const announce = useAnnounce();
  const update = useUpdateNote();
  // On the hook, not on mutate(): the note (and this component) is gone before the answer comes.
  const remove = useDeleteNote({ onSuccess: () => announce('Note deleted') });
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const pending = note.id.startsWith('optimistic-');
  return (
    <li className="bo-note" data-pinned={note.isPinned}>
      {note.isPinned && <span className="bo-tag">Pinned</span>}
      {editing ? (
        <TextForm
          label="Edit note"
          submitLabel="Save note"
          initial={note.body}
          onSubmit={(body) => {
            update.mutate(
              { path: { id: note.id }, body: { body } },
              { onSuccess: () => announce('Note saved') },
            );
            setEditing(false);
          }}
        />
      ) : (
        <p>{note.body}</p>
      )}
      <p className="bo-muted">
        {note.authorName || 'You'} · {formatDateTime(note.createdAt)} · {plural(note.commentCount, 'comment')}
      </p>
      <div className="bo-row">
        <button
          className="bo-button bo-button--quiet"
          type="button"
          disabled={pending}
          onClick={() => setEditing(!editing)}
        >
          {editing ? 'Cancel edit' : 'Edit'}
        </button>
        <button
          className="bo-button bo-button--quiet"
          type="button"
          disabled={pending}
          onClick={() => {
            const pinning = !note.isPinned;
            update.mutate(
              { path: { id: note.id }, body: { isPinned: pinning } },
              { onSuccess: () => announce(pinning ? 'Note pinned' : 'Note unpinned') },
            );
          }}
        >
          {note.isPinned ? 'Unpin' : 'Pin'}
        </button>
        <ConfirmAction
          trigger="Delete"
          disabled={pending}
          title="Delete this note?"
          description={`“${note.body.length > 80 ? `${note.body.slice(0, 80)}…` : note.body}” and its comments are deleted for everyone. This cannot be undone.`}
          confirm="Delete note"
          onConfirm={() => remove.mutate({ path: { id: note.id } })}
        />
        <button
          className="bo-button bo-button--quiet"
          type="button"
          disabled={pending}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          Comments
        </button>
      </div>
      {open && <Comments note={note} />}
      <ErrorLine error={update.error ?? remove.error} />
    </li>
  );
}

function Notes({ creatorId }: { creatorId: string }) {
  const notes = useNotes({ mainContextType: 'creator', mainContextId: creatorId, count: 50 });
  const create = useCreateNote();
  const [pinned, setPinned] = useState(false);
  const pinId = useId();
  const announce = useAnnounce();
  const items = notes.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Panel title="Notes">
      <TextForm
        label="New note"
        submitLabel="Add note"
        onSubmit={(body) =>
          create.mutate(
            { body: { body, isPinned: pinned, mainContextType: 'creator', mainContextId: creatorId } },
            { onSuccess: () => announce('Note added') },
          )
        }
      >
        <input
          id={pinId}
          type="checkbox"
          checked={pinned}
          onChange={(event) => setPinned(event.target.checked)}
        />
        <label htmlFor={pinId}>Pin it</label>
      </TextForm>
      <ErrorLine error={notes.error ?? create.error} />
      <ul className="bo-notes" aria-label="Notes">
        {items.map((note) => (
          <NoteItem key={note.id} note={note} />
        ))}
      </ul>
      {items.length === 0 && !notes.isPending && <p className="bo-muted">No notes yet.</p>}
      {notes.hasNextPage && (
        <button className="bo-button" type="button" onClick={() => void notes.fetchNextPage()}>
          More notes
        </button>
      )}
    </Panel>
  );
}

export { Notes };
