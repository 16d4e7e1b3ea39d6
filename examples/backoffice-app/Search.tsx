// Creator search: free text, filters combined with AND/OR, sort, saved views, and the results.
import { useState, type FormEvent } from 'react';
import { useSearchFields, type CreatorSearchRequest, type QueryOp } from 'headless-checkout/backoffice';
import { FilterRow, fromFilter, toFilter, type FilterDraft } from './Filters';
import { Results } from './Results';
import { SavedViews } from './SavedViews';
import { Choice, TextField, options } from './ui';

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
  const update = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));

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
    onSearch(build());
  };

  const apply = (query: CreatorSearchRequest) => {
    setDraft(draftOf(query));
    onSearch(query);
  };

  const sortable = fields.data?.filter((field) => field.sortable).map((field) => field.name) ?? [];

  return (
    <>
      <h1>Creators</h1>
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
            choices={options(sortable.length > 0 ? sortable : ['id'])}
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
      </form>
      <SavedViews current={build} onApply={apply} />
      <Results request={request} />
    </>
  );
}

export { Search };
