// Paged lists with a find box (the blocklist, the curation's matches, the directory's agencies,
// agents and managers): the loaded pages' items, a count said once in a live region, the list's
// failure, "More …", and the search form whose words the list is found by.
import { useState, type ReactNode } from 'react';
import { href } from './router';
import { ErrorLine, More, Status, TextField, type Column } from './ui';

/** An infinite query of the back office's paged lists, as these pieces read it. */
type PagedQuery<T> = {
  data?: { pages: readonly { items: readonly T[]; total?: number | undefined }[] } | undefined;
  isPending: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** The items of the pages loaded so far, and the list's total (from its first page). */
function loaded<T>(query: PagedQuery<T>): { items: T[]; total: number | undefined } {
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    total: query.data?.pages[0]?.total,
  };
}

/**
 * A paged list: its count (`counted`, in a polite live region, `loading` until the first page),
 * its failure, the list itself (`children`) and the button for the next page (`more`).
 */
function PagedList<T>({
  query,
  more,
  loading,
  counted,
  children,
}: {
  query: PagedQuery<T>;
  more: string;
  loading?: string;
  counted?: (total: number) => string;
  children: ReactNode;
}) {
  const { total } = loaded(query);
  return (
    <>
      {counted && <Status>{query.isPending ? loading : total === undefined ? '' : counted(total)}</Status>}
      <ErrorLine error={query.error} />
      {children}
      <More query={query} label={more} />
    </>
  );
}

/** The words a list is found by (`find`), and the find box's text (`draft`) until it is sent. */
function useFind() {
  const [draft, setDraft] = useState('');
  const [find, setFind] = useState('');
  /** Finds by `text` and shows it in the box (a new item found by its name at once). */
  const show = (text: string) => {
    setDraft(text);
    setFind(text);
  };
  return { draft, setDraft, find, show };
}

/** A search form: `label`'s text field and Find, which finds by the trimmed text. */
function FindBox({
  label,
  name,
  state,
}: {
  label: string;
  /** The search landmark's name, where the screen has more than one. */
  name?: string;
  state: ReturnType<typeof useFind>;
}) {
  return (
    <form
      role="search"
      aria-label={name}
      className="bo-row"
      onSubmit={(event) => {
        event.preventDefault();
        state.show(state.draft.trim());
      }}
    >
      <TextField label={label} value={state.draft} onChange={state.setDraft} />
      <button className="bo-button" type="submit">
        Find
      </button>
    </form>
  );
}

/** A list's column of creators: each creator's name, a link to their page. */
const creatorColumn = <T,>(id: (row: T) => string, name: (row: T) => string): Column<T> => ({
  key: 'creator',
  header: 'Creator',
  cell: (row) => <a href={href('creators', id(row))}>{name(row)}</a>,
});

export { FindBox, PagedList, creatorColumn, loaded, useFind };
