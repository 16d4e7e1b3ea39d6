import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { Chevron, triggerAttributes, type SelectProps } from './select-parts';

/** What the shopper did with the placeholder: the real select takes it over. */
interface EarlyUse {
  /** The placeholder had focus: the trigger takes it. */
  focused: boolean;
  /** The shopper asked to open it: the list opens. */
  open: boolean;
}

/**
 * Radix Select and what it needs (floating-ui, focus and scroll management): a part of a form that
 * options or the payment service switch on (the billing address, installments, a bank list), so
 * it loads with the first select a form shows, not with every card page.
 */
const SelectView = lazy(() => import('./SelectView').then((module) => ({ default: module.SelectView })));

/**
 * The select until Radix's code is there (on the server too): the same trigger (a combobox named
 * by `labelId`, its value or placeholder, invalid, required, disabled), so nothing moves when the
 * real one takes its place.
 */
function SelectPlaceholder({
  early,
  ...props
}: SelectProps & { early: (change: Partial<EarlyUse>) => void }) {
  const { value, options, placeholder, disabled } = props;
  const chosen = options.find((option) => option.value === value);
  // What the shopper does before Radix is there is kept: focus moves on, an opening key, a press or
  // a click opens.
  const onKeyDown = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      early({ open: true });
    }
  };
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      {...triggerAttributes(props)}
      data-placeholder={chosen ? undefined : ''}
      data-state="loading"
      disabled={disabled}
      autoFocus={props.autoFocus}
      onFocus={() => early({ focused: true })}
      onBlur={() => early({ focused: false })}
      // Radix opens on the press, not the click: a press on this trigger opens the real one, even
      // when Radix's takes its place before the button is released (no click would follow).
      onPointerDown={(event) => event.button === 0 && early({ open: true })}
      onClick={() => early({ open: true })}
      onKeyDown={onKeyDown}
    >
      <span style={{ pointerEvents: 'none' }}>
        <bdi>{chosen?.label ?? placeholder}</bdi>
      </span>
      <span className="hc-select__icon" aria-hidden="true">
        <Chevron />
      </span>
    </button>
  );
}

/**
 * A select styled by the skin, built on Radix Select: a combobox trigger named by `labelId` (point
 * a `<label>` at `id` too), its listbox in a portal inside the skin's root so the theme tokens
 * apply, the locale's direction, keyboard use, `data-state` and `data-invalid` for styling. Radix's
 * code loads with the first select shown; until then (and on the server) the same trigger shows.
 */
function Select(props: SelectProps) {
  const [early, setEarly] = useState<EarlyUse>({
    focused: props.autoFocus ?? false,
    open: props.defaultOpen ?? false,
  });
  return (
    <Suspense
      fallback={
        <SelectPlaceholder {...props} early={(change) => setEarly((last) => ({ ...last, ...change }))} />
      }
    >
      <SelectView {...props} defaultOpen={early.open} autoFocus={early.focused || early.open} />
    </Suspense>
  );
}

export { Select };
export type { SelectOption, SelectProps } from './select-parts';
