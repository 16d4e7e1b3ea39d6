// A note's comments: read, add, edit (the upsert with the comment's id; focus into the box, and back
// to Edit after) and delete (after an alert dialog; focus then goes to the Notes heading).
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  useDeleteComment,
  useNoteComments,
  useUpsertComment,
  type Comment,
  type Note,
} from 'headless-checkout/backoffice';
import { formatDateTime } from './display';
import { useFocusInvalid, writeErrors } from './forms';
import { ConfirmAction, ErrorLine, FormError, useAnnounce } from './ui';

/** A comment's text box with the service's reason below it. */
function CommentForm({
  label,
  submitLabel,
  initial = '',
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (text: string, done: () => void) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const errors = writeErrors(error, ['body']);
  const form = useFocusInvalid(error);
  const reason = errors.field('body');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text, () => setText(''));
  };
  return (
    <form ref={form} onSubmit={submit} noValidate className="bo-note-form">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={text}
        rows={2}
        required
        autoFocus={Boolean(onCancel)}
        onChange={(event) => setText(event.target.value)}
        {...(reason ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      />
      {reason && (
        <p id={`${id}-error`} className="bo-field-error">
          {reason}
        </p>
      )}
      <FormError message={reason ? null : errors.form} />
      <div className="bo-row">
        <button className="bo-button" type="submit" disabled={pending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button className="bo-button bo-button--quiet" type="button" onClick={onCancel}>
            Cancel edit
          </button>
        )}
      </div>
    </form>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const upsert = useUpsertComment();
  const announce = useAnnounce();
  // On the hook, not on mutate(): the comment (and this component) is gone before the answer comes.
  const remove = useDeleteComment({ onSuccess: () => announce('Comment deleted') });
  const [editing, setEditing] = useState(false);
  // After an edit (saved or cancelled) focus goes back to Edit, once it is rendered again.
  const refocus = useRef(false);
  const leaveEdit = () => {
    refocus.current = true;
    setEditing(false);
  };
  const excerpt = comment.body.length > 80 ? `${comment.body.slice(0, 80)}…` : comment.body;
  return (
    <li>
      <strong>{comment.authorName}</strong>{' '}
      <span className="bo-muted">
        {formatDateTime(comment.createdAt)}
        {comment.updatedAt !== comment.createdAt && ' · edited'}
      </span>
      {editing ? (
        <CommentForm
          label="Edit comment"
          submitLabel="Save comment"
          initial={comment.body}
          pending={upsert.isPending}
          error={upsert.error}
          onCancel={leaveEdit}
          onSubmit={(body) =>
            upsert.mutate(
              { path: { id: comment.noteId }, body: { id: comment.id, body } },
              {
                onSuccess: () => {
                  leaveEdit();
                  announce('Comment saved');
                },
              },
            )
          }
        />
      ) : (
        <>
          <p>{comment.body}</p>
          <div className="bo-row">
            <button
              ref={(button) => {
                if (!button || !refocus.current) return;
                refocus.current = false;
                button.focus();
              }}
              className="bo-button bo-button--quiet"
              type="button"
              aria-label={`Edit comment: ${excerpt}`}
              onClick={() => {
                upsert.reset();
                setEditing(true);
              }}
            >
              Edit
            </button>
            <ConfirmAction
              trigger="Delete"
              triggerLabel={`Delete comment: ${excerpt}`}
              title="Delete this comment?"
              description={`“${excerpt}” by ${comment.authorName} is deleted for everyone. This cannot be undone.`}
              confirm="Delete comment"
              onConfirm={() => remove.mutate({ path: { id: comment.noteId, commentId: comment.id } })}
            />
          </div>
          <ErrorLine error={remove.error} />
        </>
      )}
    </li>
  );
}

function Comments({ note }: { note: Note }) {
  const comments = useNoteComments(note.id);
  const upsert = useUpsertComment();
  const announce = useAnnounce();
  return (
    <div className="bo-comments">
      <ul aria-label="Comments">
        {comments.data?.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
      <CommentForm
        label="Comment"
        submitLabel="Add comment"
        pending={upsert.isPending}
        error={upsert.error}
        onSubmit={(body, done) =>
          upsert.mutate(
            { path: { id: note.id }, body: { body } },
            {
              onSuccess: () => {
                done();
                announce('Comment added');
              },
            },
          )
        }
      />
      <ErrorLine error={comments.error} />
    </div>
  );
}

export { Comments };
