// One filter row of the creator search: field, operator and value, with value suggestions.
import { useDeferredValue, useId, useMemo } from 'react';
import {
  useFieldValues,
  useSearchFields,
  type Filter,
  type FilterOperator,
  type SearchField,
} from 'headless-checkout/backoffice';
import {
  AGENCY_KEYS,
  countryName,
  displayValue,
  enumOfField,
  fieldLabel,
  languageName,
  operatorLabel,
  valueOfWord,
  valueWord,
} from './display';
import { useAgencyNames, useManagerNames } from './people';
import { Choice, TextField, splitList } from './ui';

type FilterDraft = { key: number; field: string; op: FilterOperator | ''; value: string };

const NO_VALUE: FilterOperator[] = ['isEmpty', 'notIsEmpty'];

/** A draft row → the wire filter (values typed by the field's type); null while incomplete. */
function toFilter(row: FilterDraft, field: SearchField | undefined): Filter | null {
  if (!field || !row.op) return null;
  if (NO_VALUE.includes(row.op)) return { field: row.field, op: row.op };
  if (row.value.trim() === '') return null;
  // Numbers as numbers (what is not one is sent as typed, for the service to say so next to it, not
  // as NaN, which JSON turns into null); an enumeration's staff words as the API's value
  // ("Never invited" → neverInvited).
  const typed = (text: string) =>
    field.type === 'Number' && Number.isFinite(Number(text)) ? Number(text) : valueOfWord(field.name, text);
  if (row.op === 'in') return { field: row.field, op: 'in', value: splitList(row.value).map(typed) };
  if (field.type === 'Bool') return { field: row.field, op: row.op, value: row.value === 'true' };
  return { field: row.field, op: row.op, value: typed(row.value.trim()) };
}

/** A wire filter → a draft row. */
function fromFilter(filter: Filter, key: number): FilterDraft {
  const word = (item: string | number | boolean) => {
    const text = String(item);
    // A date field's value in the date picker's form (the day of a stored date-time).
    if (DATE_FIELD.test(filter.field) && /^\d{4}-\d{2}-\d{2}/.test(text)) return text.slice(0, 10);
    return valueWord(filter.field, text);
  };
  const value = Array.isArray(filter.value)
    ? filter.value.map(word).join(', ')
    : filter.value === undefined
      ? ''
      : word(filter.value);
  return { key, field: filter.field, op: filter.op, value };
}

/** The search's date fields (`createdAt`, `updatedAt`). */
const DATE_FIELD = /At$/;

const NO_IDS: readonly string[] = [];

/**
 * A suggested value for people: a manager's or an agency's name, a country's or language's name, a
 * label. `values` are the suggested values (the agencies among them are named in one call).
 */
function useValueLabel(field: string, values: readonly string[]): (value: string) => string {
  const managers = useManagerNames();
  const agencies = useAgencyNames(AGENCY_KEYS.includes(field) ? values : NO_IDS);
  return (value) => {
    if (enumOfField(field)) return valueWord(field, value);
    if (field === 'country') return `${countryName(value)} (${value})`;
    if (field === 'languages') return `${languageName(value)} (${value})`;
    const shown = displayValue(field, value, { people: managers, agencies });
    return shown === value ? value : `${shown} (${value})`;
  };
}

function Suggestions({ id, field, term }: { id: string; field: string; term: string }) {
  const deferred = useDeferredValue(term);
  const values = useFieldValues(field, deferred || undefined, { staleTime: 60_000 });
  const suggested = useMemo(() => values.data?.values.map((entry) => entry.value) ?? NO_IDS, [values.data]);
  const label = useValueLabel(field, suggested);
  return (
    <datalist id={id}>
      {values.data?.values.map((entry) => (
        // An enumeration's value is offered and inserted in staff words ("No invites in the last 90
        // days"), which `toFilter` turns back into the API's value.
        <option key={entry.value} value={enumOfField(field) ? valueWord(field, entry.value) : entry.value}>
          {`${label(entry.value)}: ${entry.count.toLocaleString()}`}
        </option>
      ))}
    </datalist>
  );
}

function FilterRow({
  row,
  index,
  error,
  onChange,
  onRemove,
}: {
  row: FilterDraft;
  index: number;
  /** The API's reason for this filter, shown next to its value (or its operator). */
  error?: string | undefined;
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
        choices={(fields.data ?? []).map((candidate) => ({
          value: candidate.name,
          label: fieldLabel(candidate.name),
        }))}
        placeholder="Field…"
      />
      <Choice
        label={`Filter ${n} operator`}
        value={row.op}
        onChange={(op) => onChange({ ...row, op: op as FilterOperator })}
        choices={(field?.operators ?? []).map((op) => ({ value: op, label: operatorLabel(op, field) }))}
        placeholder="Operator…"
        error={row.op && NO_VALUE.includes(row.op) ? error : undefined}
      />
      {row.op && !NO_VALUE.includes(row.op) && field?.type === 'Bool' && (
        <Choice
          label={`Filter ${n} value`}
          value={row.value}
          onChange={(value) => onChange({ ...row, value })}
          choices={[
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ]}
          error={error}
        />
      )}
      {row.op && !NO_VALUE.includes(row.op) && field && field.type !== 'Bool' && (
        <>
          <TextField
            label={`Filter ${n} value`}
            type={
              field.type === 'Date' ? 'date' : field.type === 'Number' && row.op !== 'in' ? 'number' : 'text'
            }
            {...(field.type === 'Date' ? { min: '0001-01-01', max: '9999-12-31' } : {})}
            value={row.value}
            onChange={(value) => onChange({ ...row, value })}
            list={field.type === 'Text' ? listId : undefined}
            error={error}
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
