import type { ChangeEvent, FormEvent as ReactFormEvent } from 'react';
import {
  methodStatusOf,
  fieldDirectionOf,
  firstInvalidField,
  isFieldErrorShown,
  type FieldValue,
  type FieldVisibility,
  type FormEvent,
  type FormState,
  type MessageKey,
  type MessageValues,
} from 'headless-checkout/core';
import { merge, type Merged } from './prop-getters';

/** The events the getters send. */
type InputEvent = Extract<
  FormEvent<unknown, unknown>,
  { type: 'field.changed' | 'field.focused' | 'field.blurred' | 'submit.requested' }
>;

/** What the getters need of a method's machine (any method's). */
interface FormMachineLike {
  /** The form's state. */
  getSnapshot: () => Pick<
    FormState<unknown, unknown>,
    'fields' | 'order' | 'submitted' | 'valid' | 'payment'
  >;
  /** Sends an event. */
  send: (event: InputEvent) => void;
}

/** Per-field facts for your markup. */
interface FieldMeta {
  /** The value. */
  value: FieldValue;
  /** Whether the value is valid. */
  valid: boolean;
  /** The error's message key, when invalid (computed on every change). */
  errorKey: MessageKey | null;
  /** The translated error when it shows (after blur or submit); '' otherwise. */
  error: string;
  /** Left at least once. */
  touched: boolean;
  /** Has focus. */
  focused: boolean;
  /** 'editable', 'readOnly' or 'hidden'. */
  visibility: FieldVisibility;
}

/** The props of a text field's <input>. */
interface FieldInputProps {
  id: string;
  name: string;
  value: string;
  readOnly: boolean;
  /**
   * 'ltr' for a field of left-to-right data (postal code, IBAN, phone number, email, codes): it
   * keeps its order on a right-to-left page; none for text in the shopper's language (names).
   */
  dir: 'ltr' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** The props of a boolean field's <input type="checkbox"> (a consent). */
interface FieldCheckboxProps {
  id: string;
  name: string;
  type: 'checkbox';
  checked: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** The props of a field's <label>. */
interface FieldLabelProps {
  id: string;
  htmlFor: string;
}

/** The props of a field's error element (its id is the control's aria-describedby). */
interface FieldErrorProps {
  id: string;
  'aria-live': 'polite';
}

/** The props of the <form>. */
interface MethodFormProps {
  noValidate: true;
  onSubmit: (event: ReactFormEvent<HTMLFormElement>) => void;
}

/** The props of the pay button (type submit inside the form). */
interface MethodPayButtonProps {
  type: 'submit';
  disabled: boolean;
  'aria-busy': true | undefined;
  'data-state': string;
}

/**
 * The prop getters of a method hook: each reads the machine when called. `Field`: the method's
 * field names (`usePaymentMethod('sepadirectdebit')`: 'ownerName' | 'iban'), so a misspelt name
 * does not compile; any name for a hook that renders any method (a drop-in's item). Declared as
 * methods, so a method's getters fit where any method's are taken (a component drawing a layout).
 */
interface PaymentMethodPropGetters<Field extends string = string> {
  /** Facts about one field (an empty, valid field before the definition has loaded). */
  meta(field: Field): FieldMeta;
  /** Props for a text field's <input>: id, value, handlers, ARIA, and `dir="ltr"` for left-to-right data. */
  getInputProps<P extends object>(field: Field, userProps?: P): Merged<P, FieldInputProps>;
  /** Props for a boolean field's checkbox (a consent): checked, its error linked, focus and blur. */
  getCheckboxProps<P extends object>(field: Field, userProps?: P): Merged<P, FieldCheckboxProps>;
  /** Props for a field's <label>. */
  getLabelProps<P extends object>(field: Field, userProps?: P): Merged<P, FieldLabelProps>;
  /** Props for the element that shows a field's error. */
  getErrorProps<P extends object>(field: Field, userProps?: P): Merged<P, FieldErrorProps>;
  /**
   * Props for the <form>: submit without a page load; focus goes to the first invalid field. Your
   * `onSubmit` runs first; its `event.preventDefault()` cancels ours.
   */
  getFormProps: <P extends object>(userProps?: P) => Merged<P, MethodFormProps>;
  /** Props for the pay button: type submit, disabled while the payment runs and after success. */
  getPayButtonProps: <P extends object>(userProps?: P) => Merged<P, MethodPayButtonProps>;
  /** Sets a field (controls without change events); `source` names the control it came from. */
  setField(field: Field, value: FieldValue, source?: string): void;
  /** Marks a field as left (its error shows from then on). */
  blurField(field: Field): void;
}

const EMPTY_META: FieldMeta = {
  value: '',
  valid: true,
  errorKey: null,
  error: '',
  touched: false,
  focused: false,
  visibility: 'editable',
};

/** The id of a field's element: `${idPrefix}-${field}` (its label and error add a suffix). */
const elementId = (idPrefix: string, field: string, suffix = '') => `${idPrefix}-${field}${suffix}`;

/**
 * Builds a method hook's prop getters over its machine (null while the definition loads: the
 * getters then give inert props). `focusSecuredField` focuses a field typed in a frame (an invalid
 * submit); `isBusy` is the definition's `busy` (the pay button waits while a gift card's balance is
 * checked).
 */
function createPaymentMethodPropGetters(
  machine: FormMachineLike | null,
  idPrefix: string,
  t: (key: MessageKey, values?: MessageValues) => string,
  focusSecuredField: (field: string) => void = () => undefined,
  isBusy?: (state: ReturnType<FormMachineLike['getSnapshot']>) => boolean,
): PaymentMethodPropGetters {
  const id = (field: string, suffix = '') => elementId(idPrefix, field, suffix);
  const send = (event: InputEvent) => machine?.send(event);
  const meta = (field: string): FieldMeta => {
    const state = machine?.getSnapshot();
    const current = state?.fields[field];
    if (!state || !current) return EMPTY_META;
    const { value, errorKey, errorValues, touched, focused, visibility } = current;
    const shown = isFieldErrorShown(state, field);
    return {
      value,
      valid: errorKey === null,
      errorKey,
      // With its placeholders' values: a postal code's expected format, a field's longest length.
      error: shown && errorKey ? t(errorKey, errorValues) : '',
      touched,
      focused,
      visibility,
    };
  };
  const setField = (field: string, value: FieldValue, source?: string) =>
    send({ type: 'field.changed', field, value, ...(source ? { source } : {}) });
  const statusOf = () => {
    const state = machine?.getSnapshot();
    // A method's own work before the payment (a gift card's balance check) is loading too.
    return state ? methodStatusOf(state, isBusy) : 'loading';
  };
  return {
    meta,
    getInputProps: (field, userProps) => {
      const { value, error, visibility } = meta(field);
      return merge(userProps, {
        id: id(field),
        name: field,
        value: String(value),
        readOnly: visibility === 'readOnly',
        dir: fieldDirectionOf(field),
        'aria-invalid': error !== '' || undefined,
        'aria-describedby': id(field, '-error'),
        onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.target.value),
        onFocus: () => send({ type: 'field.focused', field }),
        onBlur: () => send({ type: 'field.blurred', field }),
      });
    },
    getCheckboxProps: (field, userProps) => {
      const { value, error } = meta(field);
      return merge(userProps, {
        id: id(field),
        name: field,
        type: 'checkbox' as const,
        checked: value === true,
        'aria-invalid': error !== '' || undefined,
        'aria-describedby': id(field, '-error'),
        onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.target.checked),
        onFocus: () => send({ type: 'field.focused', field }),
        onBlur: () => send({ type: 'field.blurred', field }),
      });
    },
    getLabelProps: (field, userProps) => merge(userProps, { id: id(field, '-label'), htmlFor: id(field) }),
    getErrorProps: (field, userProps) =>
      merge(userProps, { id: id(field, '-error'), 'aria-live': 'polite' as const }),
    getFormProps: (userProps) =>
      merge(userProps, {
        noValidate: true as const,
        onSubmit: (event: ReactFormEvent<HTMLFormElement>) => {
          event.preventDefault();
          send({ type: 'submit.requested' });
          const state = machine?.getSnapshot();
          const invalid = state?.submitted && !state.valid ? firstInvalidField(state) : null;
          if (!invalid) return;
          // A field typed in a frame has no element of the page: its frame's input takes focus.
          const element = event.currentTarget.ownerDocument.getElementById(id(invalid));
          if (element) element.focus();
          else focusSecuredField(invalid);
        },
      }),
    getPayButtonProps: (userProps) => {
      const status = statusOf();
      const busy = status === 'loading' || status === 'redirect';
      return merge(userProps, {
        type: 'submit' as const,
        disabled: busy || status === 'success',
        'aria-busy': busy || undefined,
        'data-state': status,
      });
    },
    setField,
    blurField: (field) => send({ type: 'field.blurred', field }),
  };
}

export { createPaymentMethodPropGetters, elementId };
export type {
  FormMachineLike,
  FieldErrorProps,
  FieldInputProps,
  FieldLabelProps,
  FieldMeta,
  MethodFormProps,
  MethodPayButtonProps,
  PaymentMethodPropGetters,
};
