import type { FieldValue, FormLayout, LayoutField } from 'headless-checkout/core';
import type { FormMachineLike, PaymentMethodPropGetters } from './payment-method-props';
import { merge, type Merged } from './prop-getters';

/** The props of a highlighted option's button (a select field's options offered above it). */
interface OptionButtonProps {
  type: 'button';
  'aria-pressed': boolean;
  'data-state': 'on' | 'off';
  disabled: boolean;
  onClick: () => void;
}

/** The props of a select field's root (Radix `Select.Root`, or any select taking `value` / `onValueChange`). */
interface FieldSelectProps {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onOpenChange: (open: boolean) => void;
  required: boolean;
  disabled: boolean;
}

/** The props of a select field's trigger (Radix `Select.Trigger`): id, ARIA, focus and blur. */
interface FieldTriggerProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string;
  'aria-invalid': true | undefined;
  'aria-required': true;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * The getters of a method's select fields (an issuer list's bank), added by the hooks that load
 * definitions; `Field`: the method's field names (any name by default).
 */
interface SelectFieldGetters<Field extends string = string> {
  /**
   * Chooses an option of a select field (a disabled or unknown option is ignored); `source` names
   * the control: 'list' (default) or 'highlighted' (its buttons). The value shows in that control only.
   */
  selectOption(field: Field, value: string, source?: 'list' | 'highlighted'): void;
  /** Props for the button of a select field's highlighted option: `aria-pressed` when it holds the choice. */
  getOptionButtonProps<P extends object>(
    field: Field,
    value: string,
    userProps?: P,
  ): Merged<P, OptionButtonProps>;
  /** Props for a select field's root (Radix `Select.Root`): the value chosen from the list. */
  getSelectProps<P extends object>(field: Field, userProps?: P): Merged<P, FieldSelectProps>;
  /** Props for a select field's trigger: named by its label, described by its error. */
  getSelectTriggerProps<P extends object>(field: Field, userProps?: P): Merged<P, FieldTriggerProps>;
}

/** A layout's field by name. */
function layoutFieldOf(layout: FormLayout, field: string): LayoutField | undefined {
  for (const section of layout)
    for (const row of section.rows) for (const item of row) if (item.field === field) return item;
  return undefined;
}

/**
 * The select fields' getters over a method's machine: an option is offered when the layout lists
 * it enabled; the choice shows in the control it was made with (its `source`).
 */
function createSelectFieldGetters(
  machine: FormMachineLike | null,
  method: Pick<
    PaymentMethodPropGetters,
    'setField' | 'getPayButtonProps' | 'getLabelProps' | 'getErrorProps' | 'meta'
  >,
  layoutOf: (state: ReturnType<FormMachineLike['getSnapshot']>) => FormLayout,
): SelectFieldGetters {
  const send = (event: Parameters<FormMachineLike['send']>[0]) => machine?.send(event);
  /** While the payment runs or after it succeeded, the form's controls wait (as its pay button). */
  const locked = () => {
    const state = method.getPayButtonProps()['data-state'];
    return state === 'loading' || state === 'redirect' || state === 'success';
  };
  const selectable = (field: string, value: string) => {
    const state = machine?.getSnapshot();
    const control = state ? layoutFieldOf(layoutOf(state), field) : undefined;
    return Boolean(control?.options?.some((option) => option.value === value && !option.disabled));
  };
  const selectOption = (field: string, value: FieldValue, source: 'list' | 'highlighted' = 'list') => {
    if (typeof value === 'string' && selectable(field, value)) method.setField(field, value, source);
  };
  /** While a select's list is open focus is inside it: leaving the trigger then is not leaving the field. */
  const openSelects = new Set<string>();
  return {
    selectOption,
    getOptionButtonProps: (field, value, userProps) => {
      const current = machine?.getSnapshot().fields[field];
      const pressed = current?.source === 'highlighted' && current.value === value;
      return merge(userProps, {
        type: 'button' as const,
        'aria-pressed': pressed,
        'data-state': pressed ? ('on' as const) : ('off' as const),
        disabled: locked() || !selectable(field, value),
        onClick: () => selectOption(field, value, 'highlighted'),
      });
    },
    getSelectProps: (field, userProps) => {
      const { onValueChange, onOpenChange, ...others } = (userProps ?? {}) as Partial<FieldSelectProps>;
      const current = machine?.getSnapshot().fields[field];
      return merge(others as typeof userProps, {
        name: field,
        value: current?.source !== 'highlighted' && typeof current?.value === 'string' ? current.value : '',
        // Your callbacks run first (they are not events: nothing cancels ours).
        onValueChange: (value: string) => {
          onValueChange?.(value);
          selectOption(field, value, 'list');
        },
        onOpenChange: (open: boolean) => {
          onOpenChange?.(open);
          if (open) openSelects.add(field);
          else openSelects.delete(field);
        },
        required: true,
        disabled: locked(),
      });
    },
    getSelectTriggerProps: (field, userProps) =>
      merge(userProps, {
        id: method.getLabelProps(field).htmlFor,
        'aria-labelledby': method.getLabelProps(field).id,
        'aria-describedby': method.getErrorProps(field).id,
        'aria-invalid': method.meta(field).error !== '' || undefined,
        'aria-required': true as const,
        onFocus: () => send({ type: 'field.focused', field }),
        onBlur: () => {
          if (!openSelects.has(field)) send({ type: 'field.blurred', field });
        },
      }),
  };
}

export { createSelectFieldGetters };
export type { FieldSelectProps, FieldTriggerProps, OptionButtonProps, SelectFieldGetters };
