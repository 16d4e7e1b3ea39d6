// The notes of every record, newest first, with the unread ones marked (notes.list), the number of
// unread notes in the navigation (notes.unreadCount, kept fresh by TanStack Query: every minute, on
// focus and after each note write), and marking a note read or unread (notes.update).
import { useState } from 'react';
import { useNotes, useUnreadNotesCount, useUpdateNote } from 'headless-checkout/backoffice';
import { formatDateTime, formatNumber } from './display';
import { href } from './router';
import { Choice, ErrorLine, More, ScreenHeading, Status, useAnnounce } from './ui';

const SHOWN = [
  { value: 'all', label: 'All notes, pinned first' },
  { value: 'unpinned', label: 'Notes not pinned, newest first' },
  { value: 'pinned', label: 'Pinned notes' },
];

const CONTEXT_WORDS: Record<string, string> = {
  creator: 'Creator',
  agency: 'Agency',
  agent: 'Agent',
  manager: 'Manager',
};

const unreadWords = (total: number) => `${formatNumber(total)} unread`;

/**
 * The Notes link's text: "Notes" and a badge with the number, read as one name, "Notes, 3 unread"
 * (the shown parts are hidden from the accessibility tree, which reads the hidden sentence).
 */
function NotesNavLabel({ label }: { label: string }) {
  const unread = useUnreadNotesCount();
  const total = unread.data?.total;
  if (!total) return <>{label}</>;
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span className="bo-badge" aria-hidden="true">
        {formatNumber(total)}
      </span>
      <span className="bo-visually-hidden">{`${label}, ${unreadWords(total)}`}</span>
    </>
  );
}

function NoteContext({ type, id }: { type: string; id: string }) {
  const word = CONTEXT_WORDS[type] ?? 'Record';
  return type === 'creator' ? (
    <a href={href('creators', id)}>
      {word} {id}
    </a>
  ) : (
    <span>
      {word} {id}
    </span>
  );
}

function NotesInbox() {
  const [shown, setShown] = useState('all');
  const notes = useNotes({ count: 20, ...(shown === 'all' ? {} : { isPinned: shown === 'pinned' }) });
  const unread = useUnreadNotesCount();
  const update = useUpdateNote();
  const announce = useAnnounce();
  const items = notes.data?.pages.flatMap((page) => page.items) ?? [];
  const mark = (id: string, isRead: boolean) =>
    update.mutate(
      { path: { id }, body: { isRead } },
      { onSuccess: () => announce(isRead ? 'Note marked read' : 'Note marked unread') },
    );
  return (
    <>
      <ScreenHeading title="Notes" />
      <Status>
        {unread.data
          ? unread.data.total === 0
            ? 'No unread notes.'
            : `${unreadWords(unread.data.total)} ${unread.data.total === 1 ? 'note' : 'notes'}.`
          : 'Counting unread notes…'}
      </Status>
      <Choice label="Show" value={shown} onChange={setShown} choices={SHOWN} />
      <ErrorLine error={notes.error ?? unread.error ?? update.error} />
      {notes.isPending ? (
        <Status>Loading notes…</Status>
      ) : (
        <ul aria-label="Notes of every record" className="bo-list">
          {items.map((note) => (
            <li key={note.id} className="bo-card">
              <p>
                {note.isRead ? null : <strong className="bo-tag">Unread</strong>}{' '}
                {note.isPinned ? <span className="bo-tag">Pinned</span> : null} {note.body}
              </p>
              <p className="bo-muted">
                <NoteContext type={note.mainContextType} id={note.mainContextId} /> · {note.authorName} ·{' '}
                {formatDateTime(note.createdAt)}
              </p>
              <button
                type="button"
                className="bo-button bo-button--quiet"
                aria-label={`${note.isRead ? 'Mark unread' : 'Mark read'}: ${note.body.slice(0, 60)}`}
                onClick={() => mark(note.id, !note.isRead)}
              >
                {note.isRead ? 'Mark unread' : 'Mark read'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <More query={notes} label="More notes" />
    </>
  );
}

export { NotesInbox, NotesNavLabel };
