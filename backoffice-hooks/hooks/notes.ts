// Notes, comments and notifications.
import { listHook, mutationHook, readHook, useBackofficeQuery, type BackofficeQueryOptions } from './generic';

/** Notes of a context (pinned first, then newest), page after page. */
const useNotes = listHook('notes.list');
/** POST /notes/, shown at once: `mutate({ body: { body, mainContextType, mainContextId } })`. */
const useCreateNote = mutationHook('notes.create');
/** PUT /notes/{id} (text, pin, read), shown at once: `mutate({ path: { id }, body: { isPinned: true } })`. */
const useUpdateNote = mutationHook('notes.update');
/** DELETE /notes/{id}, gone at once: `mutate({ path: { id } })`. */
const useDeleteNote = mutationHook('notes.delete');

/** The comments of a note, oldest first. */
const useNoteComments = (noteId: string, options?: BackofficeQueryOptions<'notes.comments.list'>) =>
  useBackofficeQuery('notes.comments.list', { path: { id: noteId } }, options);
/** Creates a comment, or updates the one with `body.id`: `mutate({ path: { id: noteId }, body })`. */
const useUpsertComment = mutationHook('notes.comments.upsert');
/** Deletes a comment: `mutate({ path: { id: noteId, commentId } })`. */
const useDeleteComment = mutationHook('notes.comments.delete');

/** Notifications (newest first), page after page; `query.status` filters. */
const useNotifications = listHook('notifications.list');
/** Marks notifications Read or Unread, shown at once: `mutate({ body: { ids, status: 'Read' } })`. */
const useUpdateNotificationStatus = mutationHook('notifications.updateStatus');
/** The user's notification settings. */
const useNotificationSettings = readHook('notifications.settings.get');
/** Changes notification settings: `mutate({ body: { digest: 'daily' } })`. */
const useUpdateNotificationSettings = mutationHook('notifications.settings.update');

export {
  useNotes,
  useCreateNote,
  useUpdateNote,
  useDeleteNote,
  useNoteComments,
  useUpsertComment,
  useDeleteComment,
  useNotifications,
  useUpdateNotificationStatus,
  useNotificationSettings,
  useUpdateNotificationSettings,
};
