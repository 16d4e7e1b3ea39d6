// Notes, comments and notifications.
import type { EndpointParams } from '../types';
import {
  useBackofficeInfiniteQuery,
  useBackofficeMutation,
  useBackofficeQuery,
  type BackofficeInfiniteOptions,
  type BackofficeMutationHookOptions as Mutation,
  type BackofficeQueryOptions,
} from './generic';

/** Notes of a context (pinned first, then newest), page after page. */
function useNotes(
  query?: EndpointParams<'notes.list'>['query'],
  options?: BackofficeInfiniteOptions<'notes.list'>,
) {
  return useBackofficeInfiniteQuery('notes.list', { query }, options);
}

/** POST /notes/, shown at once: `mutate({ body: { body, mainContextType, mainContextId } })`. */
const useCreateNote = (options?: Mutation<'notes.create'>) => useBackofficeMutation('notes.create', options);
/** PUT /notes/{id} (text, pin, read), shown at once: `mutate({ path: { id }, body: { isPinned: true } })`. */
const useUpdateNote = (options?: Mutation<'notes.update'>) => useBackofficeMutation('notes.update', options);
/** DELETE /notes/{id}, gone at once: `mutate({ path: { id } })`. */
const useDeleteNote = (options?: Mutation<'notes.delete'>) => useBackofficeMutation('notes.delete', options);

/** The comments of a note, oldest first. */
const useNoteComments = (noteId: string, options?: BackofficeQueryOptions<'notes.comments.list'>) =>
  useBackofficeQuery('notes.comments.list', { path: { id: noteId } }, options);
/** Creates a comment, or updates the one with `body.id`: `mutate({ path: { id: noteId }, body })`. */
const useUpsertComment = (options?: Mutation<'notes.comments.upsert'>) =>
  useBackofficeMutation('notes.comments.upsert', options);
/** Deletes a comment: `mutate({ path: { id: noteId, commentId } })`. */
const useDeleteComment = (options?: Mutation<'notes.comments.delete'>) =>
  useBackofficeMutation('notes.comments.delete', options);

/** Notifications (newest first), page after page; `query.status` filters. */
function useNotifications(
  query?: EndpointParams<'notifications.list'>['query'],
  options?: BackofficeInfiniteOptions<'notifications.list'>,
) {
  return useBackofficeInfiniteQuery('notifications.list', { query }, options);
}

/** Marks notifications Read or Unread, shown at once: `mutate({ body: { ids, status: 'Read' } })`. */
const useUpdateNotificationStatus = (options?: Mutation<'notifications.updateStatus'>) =>
  useBackofficeMutation('notifications.updateStatus', options);
/** The user's notification settings. */
const useNotificationSettings = (options?: BackofficeQueryOptions<'notifications.settings.get'>) =>
  useBackofficeQuery('notifications.settings.get', undefined, options);
/** Changes notification settings: `mutate({ body: { digest: 'daily' } })`. */
const useUpdateNotificationSettings = (options?: Mutation<'notifications.settings.update'>) =>
  useBackofficeMutation('notifications.settings.update', options);

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
