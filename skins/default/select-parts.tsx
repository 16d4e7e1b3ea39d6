/** What the skin's select and its Radix view share: the props, the option groups, the chevron. */

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
  /** Opens at once when shown (the shopper asked for it before the select was there). */
  defaultOpen?: boolean;
  /** Takes focus when shown (the shopper was on it before it was there). */
  autoFocus?: boolean;
}

/** Groups consecutive options that share a heading. */
function groupOptions(options: readonly SelectOption[]) {
  const groups: Array<{ heading: string | undefined; options: SelectOption[] }> = [];
  for (const option of options) {
    const last = groups[groups.length - 1];
    if (last && last.heading === option.group) last.options.push(option);
    else groups.push({ heading: option.group, options: [option] });
  }
  return groups;
}

/** The trigger's own attributes, the same on the placeholder and on Radix's trigger. */
function triggerAttributes({
  id,
  labelId,
  describedBy,
  invalid,
  required,
  className,
}: Pick<SelectProps, 'id' | 'labelId' | 'describedBy' | 'invalid' | 'required' | 'className'>) {
  return {
    id,
    className: className ? `hc-select ${className}` : 'hc-select',
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'data-invalid': invalid || undefined,
  };
}

export { Chevron } from './Chevron';
export { groupOptions, triggerAttributes };
export type { SelectOption, SelectProps };
