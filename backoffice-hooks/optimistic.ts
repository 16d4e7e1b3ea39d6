// Optimistic updates: what a write changes in the cache before the server answers. Each entry
// lists patches (a key prefix, an optional filter, an updater); the mutation options snapshot the
// matched queries, apply the patches, and restore the snapshots when the write fails.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { ROOT } from './keys';
import type { Comment, CreatorLabel, Label, Note } from './schemas';
import type { EndpointParams, MutationName } from './types';

/** One cache change: the queries under `queryKey` that pass `predicate` get `update(data)`. */
interface OptimisticPatch {
  queryKey: QueryKey;
  predicate?: (query: Query) => boolean;
  update: (data: unknown) => unknown;
}

type OptimisticUpdates = {
  [N in MutationName]?: (params: EndpointParams<N>, queryClient: QueryClient) => OptimisticPatch[];
};

let counter = 0;
/** A temporary id for an item the server has not created yet. */
const temporaryId = () => `optimistic-${++counter}`;
const now = () => new Date().toISOString();

/** Applies `change` to the items of a list answer: a Page, the pages of an infinite query, or an array. */
function mapItems<T>(data: unknown, change: (items: T[], pageIndex: number) => T[]): unknown {
  if (Array.isArray(data)) return change(data as T[], 0);
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data && Array.isArray(data.pages)) {
    return {
      ...data,
      pages: data.pages.map((page: unknown, index) => mapItems<T>(page, (items) => change(items, index))),
    };
  }
  if ('items' in data && Array.isArray(data.items)) return { ...data, items: change(data.items as T[], 0) };
  return data;
}

const listOf = (...segments: string[]): QueryKey => [ROOT, ...segments];

function noteListAccepts(note: Note) {
  return (query: Query) => {
    const filters = (query.queryKey[3] ?? {}) as Partial<Note>;
    return (['mainContextType', 'mainContextId', 'isPinned'] as const).every(
      (field) => filters[field] === undefined || filters[field] === note[field],
    );
  };
}

function updateCreatorLabels(change: (labels: CreatorLabel[]) => CreatorLabel[]) {
  return (data: unknown) =>
    data && typeof data === 'object' && 'labels' in data && Array.isArray(data.labels)
      ? { ...data, labels: change(data.labels as CreatorLabel[]) }
      : data;
}

const optimisticUpdates: OptimisticUpdates = {
  'notes.create': ({ body }) => {
    const note: Note = {
      id: temporaryId(),
      body: body.body,
      isPinned: body.isPinned ?? false,
      isRead: true,
      mainContextType: body.mainContextType,
      mainContextId: body.mainContextId,
      secondaryContextType: body.secondaryContextType ?? null,
      secondaryContextId: body.secondaryContextId ?? null,
      authorId: '',
      authorName: '',
      commentCount: 0,
      createdAt: now(),
      updatedAt: now(),
    };
    const insert = (items: Note[], page: number) => {
      if (page > 0) return items;
      const at = note.isPinned ? 0 : items.filter((item) => item.isPinned).length;
      return [...items.slice(0, at), note, ...items.slice(at)];
    };
    return [
      {
        queryKey: listOf('notes', 'list'),
        predicate: noteListAccepts(note),
        update: (data) => mapItems(data, insert),
      },
    ];
  },
  'notes.update': ({ path, body }) => [
    {
      queryKey: listOf('notes', 'list'),
      update: (data) =>
        mapItems<Note>(data, (items) =>
          items.map((note) => (note.id === path.id ? { ...note, ...body } : note)),
        ),
    },
  ],
  'notes.delete': ({ path }) => [
    {
      queryKey: listOf('notes', 'list'),
      update: (data) => mapItems<Note>(data, (items) => items.filter((note) => note.id !== path.id)),
    },
  ],
  // A comment's edit (the upsert with its id) and its delete show in the note's comments at once.
  'notes.comments.upsert': ({ path, body }) =>
    body.id
      ? [
          {
            queryKey: listOf('notes', 'comments', path.id),
            update: (data) =>
              mapItems<Comment>(data, (items) =>
                items.map((comment) => (comment.id === body.id ? { ...comment, body: body.body } : comment)),
              ),
          },
        ]
      : [],
  'notes.comments.delete': ({ path }) => [
    {
      queryKey: listOf('notes', 'comments', path.id),
      update: (data) =>
        mapItems<Comment>(data, (items) => items.filter((item) => item.id !== path.commentId)),
    },
  ],
  'notifications.updateStatus': ({ body }) => [
    {
      queryKey: listOf('notifications', 'list'),
      update: (data) =>
        mapItems<{ id: string }>(data, (items) =>
          items.map((item) => (body.ids.includes(item.id) ? { ...item, status: body.status } : item)),
        ),
    },
  ],
  'creators.labels.add': ({ path, body }, queryClient) => {
    const label = queryClient
      .getQueryData<Label[]>(listOf('labels', 'list'))
      ?.find((item) => item.id === path.labelId);
    const added: CreatorLabel = {
      id: temporaryId(),
      labelId: path.labelId,
      name: label?.name ?? '',
      color: label?.color ?? '',
      value: body.value ?? null,
      createdAt: now(),
    };
    // The creator's one label of this kind: its value changes with `replace`; without it the
    // service refuses a second one (409 label_exists), so none is shown meanwhile.
    return [
      {
        queryKey: listOf('creators', 'detail', path.id),
        update: updateCreatorLabels((labels) =>
          !labels.some((item) => item.labelId === path.labelId)
            ? [...labels, added]
            : body.replace === true
              ? labels.map((item) =>
                  item.labelId === path.labelId ? { ...item, value: body.value ?? null } : item,
                )
              : labels,
        ),
      },
    ];
  },
  'creators.labels.remove': ({ path }) => [
    {
      queryKey: listOf('creators', 'detail', path.id),
      update: updateCreatorLabels((labels) => labels.filter((label) => label.id !== path.creatorLabelId)),
    },
  ],
};

export { optimisticUpdates, mapItems, temporaryId };
export type { OptimisticPatch, OptimisticUpdates };
