// One filter row of the creator search: field, operator and value, with value suggestions.
import { useDeferredValue, useId } from 'react';
import {
  useFieldValues,
  useSearchFields,
  type Filter,
  type FilterOperator,
  type SearchField,
} from 'headless-checkout/backoffice';
import { Choice, TextField, options, splitList } from './ui';

type FilterDraft = { key: number; field: string; op: FilterOperator | ''; value: string };

const NO_VALUE: FilterOperator[] = ['isEmpty', 'notIsEmpty'];

/** A draft row → the wire filter (values typed by the field's type); null while incomplete. */
function toFilter(row: FilterDraft, field: SearchField | undefined): Filter | null {
  if (!field || !row.op) return null;
  if (NO_VALUE.includes(row.op)) return { field: row.field, op: row.op };
  if (row.value.trim() === '') return null;
  const typed = (text: string) => (field.type === 'Number' ? Number(text) : text);
  if (row.op === 'in') return { field: row.field, op: 'in', value: splitList(row.value).map(typed) };
  if (field.type === 'Bool') return { field: row.field, op: row.op, value: row.value === 'true' };
  return { field: row.field, op: row.op, value: typed(row.value.trim()) };
}

/** A wire filter → a draft row. */
function fromFilter(filter: Filter, key: number): FilterDraft {
  const value = Array.isArray(filter.value) ? filter.value.join(', ') : String(filter.value ?? '');
  return { key, field: filter.field, op: filter.op, value };
}

function Suggestions({ id, field, term }: { id: string; field: string; term: string }) {
  const deferred = useDeferredValue(term);
  const values = useFieldValues(field, deferred || undefined, { staleTime: 60_000 });
  return (
    <datalist id={id}>
      {values.data?.values.map((entry) => (
        <option key={entry.value} value={entry.value}>
          {`${entry.value} (${entry.count})`}
        </option>
      ))}
    </datalist>
  );
}

function FilterRow({
  row,
  index,
  onChange,
  onRemove,
}: {
  row: FilterDraft;
  index: number;
  onChange: (row: FilterDraft) => void;
  onRemove: () => void;
}) {
  const fields = useSearchFields();
  const listId = useId();
  const field = fields.data?.find((candidate) => candidate.name === row.field);
  const n = index + 1;
  return (
    <li className="bo-filter">
      <Choice
        label={`Filter ${n} field`}
        value={row.field}
        onChange={(name) => onChange({ ...row, field: name, op: '', value: '' })}
        choices={options(fields.data?.map((candidate) => candidate.name) ?? [])}
        placeholder="Field…"
      />
      <Choice
        label={`Filter ${n} operator`}
        value={row.op}
        onChange={(op) => onChange({ ...row, op: op as FilterOperator })}
        choices={options(field?.operators ?? [])}
        placeholder="Operator…"
      />
      {row.op && !NO_VALUE.includes(row.op) && field?.type === 'Bool' && (
        <Choice
          label={`Filter ${n} value`}
          value={row.value}
          onChange={(value) => onChange({ ...row, value })}
          choices={options(['true', 'false'])}
        />
      )}
      {row.op && !NO_VALUE.includes(row.op) && field && field.type !== 'Bool' && (
        <>
          <TextField
            label={`Filter ${n} value`}
            type={field.type === 'Number' && row.op !== 'in' ? 'number' : 'text'}
            value={row.value}
            onChange={(value) => onChange({ ...row, value })}
            list={field.type === 'Text' ? listId : undefined}
          />
          {field.type === 'Text' && <Suggestions id={listId} field={field.name} term={row.value} />}
        </>
      )}
      <button className="bo-button bo-button--quiet" type="button" onClick={onRemove}>
        Remove filter {n}
      </button>
    </li>
  );
}

export { FilterRow, fromFilter, toFilter };
export type { FilterDraft };
