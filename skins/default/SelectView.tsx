import { useCallback, useRef, useState } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { useI18n, useInertBackground } from 'headless-checkout';
import { Chevron, groupOptions, triggerAttributes, type SelectProps } from './select-parts';

/**
 * The skin's select on Radix Select (loaded with the first select a form shows; see Select.tsx): a
 * combobox trigger named by `labelId`, its listbox in a portal inside the skin's root so the theme
 * tokens apply, the locale's direction, keyboard use, `data-state` and `data-invalid` for styling.
 */
function SelectView({
  defaultOpen = false,
  autoFocus = false,
  ...props
}: SelectProps & {
  /** Open at once (the shopper asked for it before the select's code was there). */
  defaultOpen?: boolean;
  /** Take focus at once (the placeholder had it). */
  autoFocus?: boolean;
}) {
  const { value, onValueChange, options, placeholder, disabled, onBlur } = props;
  const { direction } = useI18n();
  const open = useRef(defaultOpen);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // One option of the listbox is in the tab order (the chosen one, else the first), as in a roving
  // tab index: the scrolling list has a focusable stop. Tab does not move inside Radix's listbox;
  // arrows, Home, End and typing move between options.
  const tabbable =
    options.find((option) => option.value === value && !option.disabled)?.value ??
    options.find((option) => !option.disabled)?.value;
  const triggerRef = useCallback((node: HTMLButtonElement | null) => {
    setContainer(node?.closest<HTMLElement>('.hc-root') ?? null);
  }, []);
  // While the listbox is open, what Radix hid (aria-hidden) is inert too: nothing focusable under it.
  const { setContent, onOpenChange: inertWhileOpen } = useInertBackground(defaultOpen);

  return (
    <RadixSelect.Root
      value={value}
      onValueChange={onValueChange}
      onOpenChange={(next) => {
        open.current = next;
        inertWhileOpen(next);
      }}
      dir={direction}
      disabled={disabled}
      defaultOpen={defaultOpen}
    >
      <RadixSelect.Trigger
        ref={triggerRef}
        autoFocus={autoFocus}
        {...triggerAttributes(props)}
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
          ref={setContent}
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
                    tabIndex={option.disabled ? undefined : option.value === tabbable ? 0 : -1}
                    className="hc-select__item"
                  >
                    {/* Isolated: '+351 (PT)' or a Latin bank name keeps its order on a right-to-left page. */}
                    <RadixSelect.ItemText>
                      <bdi>{option.label}</bdi>
                    </RadixSelect.ItemText>
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

export { SelectView };
