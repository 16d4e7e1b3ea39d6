// Creator search: free text, filters combined with AND/OR, sort, saved views, and the results.
import { useState, type FormEvent } from 'react';
import {
  useCreators,
  useSearchFields,
  type CreatorSearchRequest,
  type QueryOp,
} from 'headless-checkout/backoffice';
import { formErrors } from './errors';
import { FilterRow, fromFilter, toFilter, type FilterDraft } from './Filters';
import { fieldLabel } from './display';
import { PAGE_SIZE, Results } from './Results';
import { SavedViews } from './SavedViews';
import { Choice, FormError, ScreenHeading, TextField } from './ui';

let nextKey = 1;
const blankRow = (): FilterDraft => ({ key: nextKey++, field: '', op: '', value: '' });

function draftOf(request: CreatorSearchRequest) {
  return {
    terms: request.terms ?? '',
    rows: (request.filters ?? []).map((filter) => fromFilter(filter, nextKey++)),
    queryOp: request.queryOp ?? 'AND',
    sortField: request.sort?.[0]?.field ?? 'id',
    sortDir: request.sort?.[0]?.dir ?? 'asc',
  };
}

function Search({
  request,
  onSearch,
}: {
  request: CreatorSearchRequest;
  onSearch: (request: CreatorSearchRequest) => void;
}) {
  const fields = useSearchFields();
  const [draft, setDraft] = useState(() => draftOf(request));
  // The draft rows each submitted filter came from: the API names a bad filter by its index.
  const [submittedKeys, setSubmittedKeys] = useState<number[]>(() => draft.rows.map((row) => row.key));
  const update = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));
  // The results' query (the same key as Results', so one request): its reasons go next to the filters.
  const search = useCreators({ ...request, count: PAGE_SIZE });
  const errors = formErrors(
    search.error,
    submittedKeys.map((_, index) => `filters.${index}`),
    'No search run',
  );
  const rowError = (key: number) => {
    const index = submittedKeys.indexOf(key);
    return index === -1 ? undefined : errors.field(`filters.${index}`);
  };

  const completeRows = () =>
    draft.rows.filter((row) =>
      toFilter(
        row,
        fields.data?.find((field) => field.name === row.field),
      ),
    );

  const build = (): CreatorSearchRequest => {
    const filters = draft.rows.flatMap((row) => {
      const filter = toFilter(
        row,
        fields.data?.find((field) => field.name === row.field),
      );
      return filter ? [filter] : [];
    });
    return {
      ...(draft.terms.trim() ? { terms: draft.terms.trim() } : {}),
      filters,
      queryOp: draft.queryOp,
      sort: [{ field: draft.sortField, dir: draft.sortDir }],
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmittedKeys(completeRows().map((row) => row.key));
    const next = build();
    // The same search again after it failed (the connection is back): run it again.
    if (search.isError && JSON.stringify(next) === JSON.stringify(request)) void search.refetch();
    onSearch(next);
  };

  const apply = (query: CreatorSearchRequest) => {
    const next = draftOf(query);
    setDraft(next);
    setSubmittedKeys(next.rows.map((row) => row.key));
    onSearch(query);
  };

  const sortable = fields.data?.filter((field) => field.sortable).map((field) => field.name) ?? [];

  return (
    <>
      <ScreenHeading title="Creators" />
      <form role="search" aria-label="Creators" className="bo-card bo-search" onSubmit={submit}>
        <TextField label="Search text" value={draft.terms} onChange={(terms) => update({ terms })} />
        <fieldset>
          <legend>Filters</legend>
          <ul className="bo-filters">
            {draft.rows.map((row, index) => (
              <FilterRow
                key={row.key}
                row={row}
                index={index}
                error={rowError(row.key)}
                onChange={(changed) =>
                  update({ rows: draft.rows.map((item) => (item.key === row.key ? changed : item)) })
                }
                onRemove={() => update({ rows: draft.rows.filter((item) => item.key !== row.key) })}
              />
            ))}
          </ul>
          <div className="bo-row">
            <button
              className="bo-button"
              type="button"
              onClick={() => update({ rows: [...draft.rows, blankRow()] })}
            >
              Add filter
            </button>
            <Choice
              label="Match"
              value={draft.queryOp}
              onChange={(queryOp) => update({ queryOp: queryOp as QueryOp })}
              choices={[
                { value: 'AND', label: 'All filters (AND)' },
                { value: 'OR', label: 'Any filter (OR)' },
              ]}
            />
          </div>
        </fieldset>
        <div className="bo-row">
          <Choice
            label="Sort by"
            value={draft.sortField}
            onChange={(sortField) => update({ sortField })}
            choices={(sortable.length > 0 ? sortable : ['id']).map((name) => ({
              value: name,
              label: fieldLabel(name),
            }))}
          />
          <Choice
            label="Direction"
            value={draft.sortDir}
            onChange={(dir) => update({ sortDir: dir as 'asc' | 'desc' })}
            choices={[
              { value: 'asc', label: 'Ascending' },
              { value: 'desc', label: 'Descending' },
            ]}
          />
          <button className="bo-button bo-button--primary" type="submit">
            Search
          </button>
        </div>
        <FormError message={errors.form} />
      </form>
      <SavedViews current={build} onApply={apply} />
      <Results request={request} />
    </>
  );
}

export { Search };
