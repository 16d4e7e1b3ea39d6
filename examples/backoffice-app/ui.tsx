// Small shared pieces: a labelled Radix Select, a Radix Dialog, async status and error lines.
import { useId, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import * as Select from '@radix-ui/react-select';

type Option = { value: string; label: string };

const options = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** A label above its control; `children` gets the control's id. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A disclosure button (the Directory's agencies, the permission groups). */
function Disclosure({
  open,
  onToggle,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button className="bo-disclosure" type="button" aria-expanded={open} onClick={onToggle}>
      {children}
    </button>
  );
}

/** A labelled Radix Select. */
function Choice({
  label,
  value,
  onChange,
  choices,
  placeholder = 'Choose…',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: Option[];
  placeholder?: string;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <Select.Root value={value} onValueChange={onChange}>
          <Select.Trigger id={id} className="bo-select">
            <Select.Value placeholder={placeholder} />
            <Select.Icon aria-hidden>▾</Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content className="bo-select-content hc-root" position="popper" sideOffset={4}>
              <Select.Viewport>
                {choices.map((choice) => (
                  <Select.Item key={choice.value} value={choice.value} className="bo-select-item">
                    <Select.ItemText>{choice.label}</Select.ItemText>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      )}
    </Field>
  );
}

/** A button opening a Radix Dialog; `children` gets a `close` function. */
function Modal({
  trigger,
  title,
  description,
  disabled,
  children,
}: {
  trigger: string;
  title: string;
  description: string;
  disabled?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="bo-button" disabled={disabled}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="bo-overlay" />
        <Dialog.Content className="bo-dialog hc-root">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description className="bo-muted">{description}</Dialog.Description>
          {children(() => setOpen(false))}
          <Dialog.Close className="bo-button bo-button--quiet">Cancel</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A labelled text input. */
function TextField({
  label,
  value,
  onChange,
  type = 'text',
  required,
  list,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  required?: boolean;
  list?: string;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          value={value}
          required={required}
          list={list}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** An error line for a failed query or mutation. */
function ErrorLine({ error }: { error: Error | null | undefined }) {
  return error ? (
    <p role="alert" className="bo-error">
      {error.message}
    </p>
  ) : null;
}

/** A polite live region for async results. */
function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" aria-live="polite" className="bo-status">
      {children}
    </p>
  );
}

/** A section with a heading. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bo-panel">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Comma separated text → trimmed values. */
const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** `1 comment`, `2 comments`. */
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const dateTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-GB') : '—');

export {
  Choice,
  Disclosure,
  ErrorLine,
  Field,
  Modal,
  Panel,
  Status,
  TextField,
  dateTime,
  options,
  plural,
  splitList,
};
export type { Option };

type Cell = string | number | boolean | null | undefined | readonly string[];
const cell = (value: Cell) =>
  value === null || value === undefined || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ') || '—'
      : typeof value === 'number'
        ? value.toLocaleString('en-GB')
        : String(value);

/** Key-value facts of an object (nested objects left out). */
function Facts({ of }: { of: Record<string, unknown> | null | undefined }) {
  if (!of) return <p className="bo-muted">None.</p>;
  const entries = Object.entries(of).filter(
    ([, value]) => typeof value !== 'object' || Array.isArray(value) || value === null,
  );
  return (
    <dl className="bo-facts">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{cell(value as Cell)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table of records with the named columns. */
function Table<T extends object>({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: readonly T[] | undefined;
  columns: (keyof T & string)[];
}) {
  if (!rows || rows.length === 0) return <p className="bo-muted">No {caption.toLowerCase()}.</p>;
  return (
    <table className="bo-table">
      <caption className="bo-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {columns.map((column) => (
              <td key={column}>{cell(row[column] as Cell)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export { Facts, Table, cell };

/** "Load more" for an infinite query. */
function More({
  query,
  label = 'Load more',
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      className="bo-button"
      type="button"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading…' : label}
    </button>
  );
}

export { More };
