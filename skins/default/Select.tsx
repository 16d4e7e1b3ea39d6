import { useCallback, useRef, useState } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { useI18n } from 'headless-checkout';

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

const Chevron = () => (
  <svg className="hc-select__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/**
 * A select styled by the skin, built on Radix Select: a combobox trigger named by `labelId` (point
 * a `<label>` at `id` too), its listbox in a portal inside the skin's root so the theme tokens
 * apply, the locale's direction, keyboard use, `data-state` and `data-invalid` for styling.
 */
function Select({
  id,
  labelId,
  value,
  onValueChange,
  options,
  placeholder,
  invalid,
  describedBy,
  required,
  disabled,
  onBlur,
  className,
}: SelectProps) {
  const { direction } = useI18n();
  const open = useRef(false);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const triggerRef = useCallback((node: HTMLButtonElement | null) => {
    setContainer(node?.closest<HTMLElement>('.hc-root') ?? null);
  }, []);

  return (
    <RadixSelect.Root
      value={value}
      onValueChange={onValueChange}
      onOpenChange={(next) => {
        open.current = next;
      }}
      dir={direction}
      disabled={disabled}
    >
      <RadixSelect.Trigger
        ref={triggerRef}
        id={id}
        className={className ? `hc-select ${className}` : 'hc-select'}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        data-invalid={invalid || undefined}
        onBlur={() => {
          if (!open.current) onBlur?.();
        }}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className="hc-select__icon">
          <Chevron />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal container={container}>
        <RadixSelect.Content
          className="hc-select__content"
          position="popper"
          sideOffset={4}
          collisionPadding={8}
        >
          <RadixSelect.Viewport className="hc-select__viewport">
            {groupOptions(options).map((group, index) => (
              <RadixSelect.Group key={group.heading ?? `group-${index}`} className="hc-select__group">
                {group.heading ? (
                  <RadixSelect.Label className="hc-select__group-label">{group.heading}</RadixSelect.Label>
                ) : null}
                {group.options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    textValue={option.label}
                    disabled={option.disabled}
                    className="hc-select__item"
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className="hc-select__indicator">
                      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.75" />
                      </svg>
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Group>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

export { Select };
export type { SelectOption, SelectProps };
