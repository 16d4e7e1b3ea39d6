import { Suspense, lazy } from 'react';

/** One option of a Select. */
interface SelectOption {
  /** The option's value (not empty). */
  value: string;
  /** The text shown and announced. */
  label: string;
  /** The heading of the group the option belongs to; consecutive options with one heading form a group. */
  group?: string;
  /** Shown but not selectable (a bank that is offline). */
  disabled?: boolean;
}

/** Props of Select. */
interface SelectProps {
  /** The trigger's id: point the field's `<label htmlFor>` at it. */
  id: string;
  /** The id of the element that names the select (its `<label>`). */
  labelId: string;
  /** The chosen value; '' shows the placeholder. */
  value: string;
  /** Called with the value the shopper picks. */
  onValueChange: (value: string) => void;
  /** The options, in order. */
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Marks the select invalid (`aria-invalid`, `data-invalid`). */
  invalid?: boolean;
  /** Ids of the elements that describe the select (its error). */
  describedBy?: string;
  /** Marks the select required (`aria-required`). */
  required?: boolean;
  /** Disables the select. */
  disabled?: boolean;
  /** Called when the shopper leaves the select (not when focus moves into its list). */
  onBlur?: () => void;
  /** An extra class name on the trigger. */
  className?: string;
}

// Radix Select (about 30 KB min+gzip with its positioning and focus code) loads the first time a
// select renders: installments and the billing address are optional parts of the card form.
const RadixSelect = lazy(() =>
  import('./RadixSelect').then((module) => ({ default: module.RadixSelectImpl })),
);

/** What shows while Radix Select loads: the same trigger, not yet operable. */
function SelectPlaceholder({
  id,
  labelId,
  value,
  options,
  placeholder,
  describedBy,
  invalid,
  className,
}: SelectProps) {
  const chosen = options.find((option) => option.value === value);
  return (
    <button
      type="button"
      id={id}
      className={className ? `hc-select ${className}` : 'hc-select'}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      data-invalid={invalid || undefined}
      data-state="loading"
      data-placeholder={chosen ? undefined : ''}
      disabled
    >
      <span>{chosen?.label ?? placeholder}</span>
    </button>
  );
}

/**
 * A select styled by the skin, built on Radix Select: a combobox trigger named by `labelId` (point
 * a `<label>` at `id` too), its listbox in a portal inside the skin's root so the theme tokens
 * apply, the locale's direction, keyboard use, `data-state` and `data-invalid` for styling.
 */
function Select(props: SelectProps) {
  return (
    <Suspense fallback={<SelectPlaceholder {...props} />}>
      <RadixSelect {...props} />
    </Suspense>
  );
}

export { Select };
export type { SelectOption, SelectProps };
