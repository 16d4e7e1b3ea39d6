// Small shared pieces: a labelled Radix Select, a Radix Dialog, a confirmation dialog, fields with
// the API's reasons, the screen heading (focus and document title), status and error lines, and the
// announcer of saves.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import * as Select from '@radix-ui/react-select';
import { reasonOf } from './errors';
import { displayValue, fieldLabel, type PeopleNames } from './display';

type Option = { value: string; label: string };

const options = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** The ARIA a control gets when its field has an error. */
type InvalidProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * A label above its control and, when the API gave a reason for it, the reason below; `children`
 * gets the control's id and the ARIA that ties the reason to it.
 */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: (id: string, invalid: InvalidProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="bo-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      {children(id, error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {error && (
        <p id={errorId} className="bo-field-error">
          {error}
        </p>
      )}
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

/**
 * The page behind the open modal dialogs. While one is open, the page's header and main are
 * `inert` (no focus, no pointer, out of the accessibility tree), as a native modal `<dialog>` makes
 * them: Radix Dialog only marks them `aria-hidden` (and leaves live regions and their ancestors
 * out of that), so their buttons and fields stayed focusable under it.
 */
const ModalsContext = createContext<{ open: boolean; setOpen: (id: string, open: boolean) => void }>({
  open: false,
  setOpen: () => undefined,
});

/** Counts the open modal dialogs of the page (see `usePageInert`). */
function Modals({ children }: { children: ReactNode }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const setOpen = useCallback((id: string, open: boolean) => {
    setOpenIds((ids) => {
      if (ids.has(id) === open) return ids;
      const next = new Set(ids);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return (
    <ModalsContext.Provider value={{ open: openIds.size > 0, setOpen }}>{children}</ModalsContext.Provider>
  );
}

/** True while a modal dialog is open: the page's landmarks take it as their `inert`. */
const usePageInert = () => useContext(ModalsContext).open;

/**
 * A modal dialog's open state, told to `Modals` in the same update (so the page is inert from the
 * render that opens the dialog, and no longer when Radix returns focus to the trigger on close).
 */
function useModalOpen(): [boolean, (open: boolean) => void] {
  const id = useId();
  const { setOpen: tell } = useContext(ModalsContext);
  const [open, setOpenState] = useState(false);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      tell(id, next);
    },
    [id, tell],
  );
  // A dialog removed while open (its screen left) leaves the page reachable.
  useEffect(() => () => tell(id, false), [id, tell]);
  return [open, setOpen];
}

/**
 * Inside a dialog: where its Selects open their lists (an element of the dialog, so a list is in
 * the dialog it belongs to), and what the dialog does while one is open.
 */
const DialogLayerContext = createContext<{
  container: HTMLElement | null;
  onListOpenChange: (open: boolean) => void;
} | null>(null);

/**
 * A labelled select. On a page (the search's filters and sort, a label, a saved view…) a native
 * `<select>`: a non-modal control, the page around it stays as it is while its list is open.
 * Radix Select is modal by design (no `modal={false}`, unlike DropdownMenu and Popover): it marks
 * everything else `aria-hidden` while its list is open, which a filter of a page must not do. In a
 * dialog, which is modal already, a Radix Select whose list opens inside the dialog (see `Modal`).
 */
function Choice({
  label,
  value,
  onChange,
  choices,
  placeholder = 'Choose…',
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: Option[];
  placeholder?: string;
  error?: string | undefined;
}) {
  const layer = useContext(DialogLayerContext);
  return (
    <Field label={label} error={error}>
      {(id, invalid) =>
        layer ? (
          <Select.Root value={value} onValueChange={onChange} onOpenChange={layer.onListOpenChange}>
            <Select.Trigger id={id} className="bo-select" {...invalid}>
              <Select.Value placeholder={placeholder} />
              <Select.Icon aria-hidden>▾</Select.Icon>
            </Select.Trigger>
            <Select.Portal container={layer.container}>
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
        ) : (
          <select
            id={id}
            className="bo-select"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...invalid}
          >
            {/* No choice yet (or not one of these): the placeholder, which cannot be chosen. */}
            {!choices.some((choice) => choice.value === value) && (
              <option value={value} disabled>
                {placeholder}
              </option>
            )}
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )
      }
    </Field>
  );
}

/**
 * A button opening a Radix Dialog; `children` gets a `close` function. Focus goes into the dialog
 * and, on close, back to the button; the page behind is inert meanwhile (`useModalOpen`). A Select
 * in it opens its list in the dialog's last element (not at the end of <body>, outside the dialog
 * and any landmark); while that list is open the rest of the dialog is `inert` as well, as Radix
 * Select makes it `aria-hidden` (its fields must not stay focusable under that).
 */
function Modal({
  trigger,
  triggerLabel,
  title,
  description,
  disabled,
  children,
}: {
  trigger: string;
  /** The button's accessible name when its text alone is ambiguous (one per row of a table). */
  triggerLabel?: string;
  title: string;
  description: string;
  disabled?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useModalOpen();
  const [listOpen, setListOpen] = useState(false);
  const [listLayer, setListLayer] = useState<HTMLDivElement | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setListOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="bo-button" disabled={disabled} aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="bo-overlay" />
        <Dialog.Content className="bo-dialog hc-root">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description className="bo-muted">{description}</Dialog.Description>
          <DialogLayerContext.Provider value={{ container: listLayer, onListOpenChange: setListOpen }}>
            <div className="bo-dialog-body" inert={listOpen}>
              {children(() => onOpenChange(false))}
              <Dialog.Close className="bo-button bo-button--quiet">Cancel</Dialog.Close>
            </div>
          </DialogLayerContext.Provider>
          <div ref={setListLayer} className="bo-dialog-lists" />
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
  min,
  max,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  required?: boolean;
  list?: string | undefined;
  /** The earliest and latest value (a date input's range). */
  min?: string;
  max?: string;
  error?: string | undefined;
}) {
  return (
    <Field label={label} error={error}>
      {(id, invalid) => (
        <input
          id={id}
          type={type}
          value={value}
          required={required}
          list={list}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
          {...invalid}
        />
      )}
    </Field>
  );
}

/** An error line for a failed query or mutation: the server's reason, never a bare status name. */
function ErrorLine({ error }: { error: Error | null | undefined }) {
  return error ? <FormError message={reasonOf(error)} /> : null;
}

/** A form-level message (an alert), e.g. `formErrors(...).form`. */
function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="bo-error">
      {message}
    </p>
  ) : null;
}

/**
 * A button that asks before a destructive action: a Radix Dialog with alertdialog semantics. Focus
 * goes to Cancel (the safe choice), Escape or Cancel closes it and focus returns to the button;
 * after confirming, the item is usually gone, so focus goes to the heading of the section (or screen)
 * the button was in. `children` (facts, a choice) sit between the description and the buttons;
 * an `onConfirm` that answers a promise keeps the dialog open until it settles, and open on a
 * failure (the dialog's children say why).
 */
function ConfirmAction({
  trigger,
  triggerLabel,
  title,
  description,
  confirm,
  onConfirm,
  onOpenChange,
  className = 'bo-button bo-button--quiet',
  disabled,
  confirmDisabled,
  children,
}: {
  trigger: ReactNode;
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  confirm: string;
  onConfirm: () => void | Promise<unknown>;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  disabled?: boolean;
  confirmDisabled?: boolean;
  children?: ReactNode;
}) {
  const [open, setOpenState] = useModalOpen();
  const [pending, setPending] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const afterConfirm = useRef<HTMLElement | null>(null);
  const confirmNow = () => {
    const section = triggerRef.current?.closest('section');
    const heading =
      section?.querySelector<HTMLElement>('h2, h1') ?? document.querySelector<HTMLElement>('main h1');
    const done = onConfirm();
    if (!(done instanceof Promise)) {
      afterConfirm.current = heading;
      setOpen(false);
      return;
    }
    setPending(true);
    done.then(
      () => {
        setPending(false);
        afterConfirm.current = heading;
        setOpen(false);
      },
      () => setPending(false),
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={triggerRef} className={className} disabled={disabled} aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="bo-overlay" />
        <Dialog.Content
          role="alertdialog"
          className="bo-dialog hc-root"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = afterConfirm.current;
            afterConfirm.current = null;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          {children}
          <div className="bo-row bo-row--end">
            <Dialog.Close ref={cancelRef} className="bo-button">
              Cancel
            </Dialog.Close>
            <button
              type="button"
              className="bo-button bo-button--danger"
              disabled={confirmDisabled || pending}
              onClick={confirmNow}
            >
              {confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const APP_NAME = 'Creator back office';

/**
 * The screen's one `h1`: it names the tab (`document.title`) and takes focus when the screen is
 * reached (the shell focuses it after sign-in and every navigation; see `focusScreenHeading`).
 */
function ScreenHeading({ title, id, children }: { title: string; id?: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return (
    <h1 id={id} tabIndex={-1} data-screen-heading="">
      {children ?? title}
    </h1>
  );
}

/** Moves focus to the current screen's heading. */
function focusScreenHeading(): void {
  document.querySelector<HTMLElement>('[data-screen-heading]')?.focus();
}

const AnnounceContext = createContext<(message: string) => void>(() => undefined);

/**
 * One polite live region for the results of saves ("Note added", "Group saved"): each message is
 * spoken once (a new node per message, so the same words twice are spoken twice), shown as a toast
 * and cleared after a while.
 */
function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; id: number } | null>(null);
  const next = useRef(0);
  const announce = useCallback((text: string) => setMessage({ text, id: ++next.current }), []);
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(null), 8000);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className="bo-announcer" data-announcer="">
        {message && <span key={message.id}>{message.text}</span>}
      </div>
    </AnnounceContext.Provider>
  );
}

/** Says something through the app's live region (once). */
const useAnnounce = () => useContext(AnnounceContext);

/** A polite live region for async results. */
function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" aria-live="polite" className="bo-status">
      {children}
    </p>
  );
}

/**
 * A job's progress line: shown as it changes, but spoken only when the job's state changes (the
 * state's words while it runs) and once, whole, when it ends. A line that changes every second in a
 * live region would be read out again and again.
 */
function ProgressStatus({ state, text, ended }: { state: string; text: string; ended: boolean }) {
  return (
    <>
      {!ended && <p className="bo-status">{text}</p>}
      <Status>{ended ? text : <span className="bo-visually-hidden">{state}</span>}</Status>
    </>
  );
}

/** A section with a heading (focusable from script: focus lands there after a delete inside it). */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bo-panel">
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
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

export {
  Announcer,
  Choice,
  ConfirmAction,
  Disclosure,
  ErrorLine,
  Field,
  FormError,
  Modal,
  Modals,
  Panel,
  ProgressStatus,
  ScreenHeading,
  Status,
  TextField,
  focusScreenHeading,
  options,
  plural,
  splitList,
  useAnnounce,
  usePageInert,
};
export type { Option };

/** Key-value facts of an object (nested objects left out), keys and values for people. */
function Facts({
  of,
  people,
  values = {},
}: {
  of: Record<string, unknown> | null | undefined;
  /** Names of the people the object names by id (managers). */
  people?: PeopleNames | undefined;
  /** Values shown as given instead of from the raw value. */
  values?: Record<string, string>;
}) {
  if (!of) return <p className="bo-muted">None.</p>;
  const entries = Object.entries(of).filter(
    ([, value]) => typeof value !== 'object' || Array.isArray(value) || value === null,
  );
  return (
    <dl className="bo-facts">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{fieldLabel(key)}</dt>
          <dd>{values[key] ?? displayValue(key, value, { people })}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A column of a `Table`: a key of the record (its header and cells for people, from `fieldLabel`
 * and `displayValue`), or a column of its own header and cell (a link, a value from elsewhere).
 */
type Column<T> = (keyof T & string) | { key: string; header: string; cell: (row: T) => ReactNode };

/**
 * A table of records with the named columns: headers and cells for people, in a region of its own
 * that scrolls sideways when the screen is narrower than the table (the page itself never does).
 */
function Table<T extends object>({
  caption,
  rows,
  columns,
  people,
  actions,
  rowKey,
}: {
  caption: string;
  rows: readonly T[] | undefined;
  columns: Column<T>[];
  people?: PeopleNames | undefined;
  /** A last cell of buttons for each row (edit, delete …). */
  actions?: (row: T) => ReactNode;
  /** A row's React key (its id); the row's place otherwise. */
  rowKey?: (row: T) => string;
}) {
  if (!rows || rows.length === 0) return <p className="bo-muted">No {caption.toLowerCase()}.</p>;
  const keyOf = (column: Column<T>) => (typeof column === 'string' ? column : column.key);
  return (
    <div className="bo-table-scroll" role="region" aria-label={`${caption} table`} tabIndex={0}>
      <table className="bo-table">
        <caption className="bo-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={keyOf(column)} scope="col">
                {typeof column === 'string' ? fieldLabel(column) : column.header}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="bo-visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey?.(row) ?? index}>
              {columns.map((column) => (
                <td key={keyOf(column)}>
                  {typeof column === 'string'
                    ? displayValue(column, row[column], { people })
                    : column.cell(row)}
                </td>
              ))}
              {actions && <td>{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { Facts, Table };
export type { Column };

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
