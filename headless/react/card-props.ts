import type { ChangeEvent, FocusEvent, FormEvent, SyntheticEvent } from 'react';
import {
  SECURED_FIELD_TYPES,
  effectiveBrand,
  formatCardFieldInput,
  isErrorShown,
  isFieldComplete,
  isFieldVisible,
  nextFieldAfter,
  type AddressFieldName,
  type CardFieldName,
  type CardMachine,
  type InstallmentsValue,
  type MessageKey,
  type MessageValues,
} from 'headless-checkout/core';

/** Runs the user's handler first; ours only if the user did not call preventDefault. */
function compose<E extends SyntheticEvent>(user: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    user?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

const AUTOCOMPLETE: Record<CardFieldName, string> = {
  cardNumber: 'cc-number',
  expiryDate: 'cc-exp',
  expiryMonth: 'cc-exp-month',
  expiryYear: 'cc-exp-year',
  securityCode: 'cc-csc',
  holderName: 'cc-name',
  taxNumber: 'off',
  password: 'off',
  socialSecurityNumber: 'off',
};

const SECURED: ReadonlySet<CardFieldName> = new Set(SECURED_FIELD_TYPES);

const NUMERIC: ReadonlySet<CardFieldName> = new Set([...SECURED_FIELD_TYPES, 'taxNumber']);

/** Per-field facts for your markup. */
interface CardFieldMeta {
  /** The value (direct mode and page fields). */
  value: string;
  /** Whether the field is valid. */
  valid: boolean;
  /** The error key, when invalid. */
  errorKey: MessageKey | undefined;
  /** The translated error, when it is shown (after blur or submit); '' otherwise. */
  error: string;
  /** Left at least once. */
  touched: boolean;
  /** Has focus. */
  focused: boolean;
  /** Shown in the form now. */
  visible: boolean;
}

type InputUserProps = {
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  [prop: string]: unknown;
};

/** The prop getters useCard returns. */
interface CardPropGetters {
  /** Facts about one field. */
  meta: (field: CardFieldName) => CardFieldMeta;
  /** Props for the field's <input>: id, value, handlers, ARIA, autoComplete, inputMode. */
  getInputProps: (field: CardFieldName, userProps?: InputUserProps) => Record<string, unknown>;
  /** Props for the field's <label>. */
  getLabelProps: (field: CardFieldName, userProps?: Record<string, unknown>) => Record<string, unknown>;
  /** Props for the element that shows the field's error (its id is the input's aria-describedby). */
  getErrorProps: (field: CardFieldName, userProps?: Record<string, unknown>) => Record<string, unknown>;
  /** Props for a billing address <input> or <select>. */
  getBillingAddressInputProps: (
    field: AddressFieldName,
    userProps?: InputUserProps,
  ) => Record<string, unknown>;
  /** Sets a billing address field (for controls without change events, e.g. a select's value). */
  setBillingAddressField: (field: AddressFieldName, value: string) => void;
  /** Marks a billing address field as left by the shopper (its error shows from then on). */
  blurBillingAddressField: (field: AddressFieldName) => void;
  /** Props for one radio of the dual-brand choice. */
  getBrandOptionProps: (brand: string, userProps?: InputUserProps) => Record<string, unknown>;
  /** Props for the store-details checkbox. */
  getStoreDetailsProps: (userProps?: InputUserProps) => Record<string, unknown>;
  /** Props for the <form>: submit without a page load. */
  getFormProps: (userProps?: {
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
    [prop: string]: unknown;
  }) => Record<string, unknown>;
  /** Chooses installments. */
  setInstallments: (installments: InstallmentsValue) => void;
}

/**
 * Builds the prop getters. Each reads the machine's state when it is called, so a component that
 * subscribes to one field (useCardField) gets that field's latest props without the whole form
 * re-rendering.
 */
function createCardPropGetters(
  machine: CardMachine,
  idPrefix: string,
  t: (key: MessageKey, values?: MessageValues) => string,
  focusSecuredField: (field: CardFieldName) => void,
): CardPropGetters {
  const id = (field: string) => `${idPrefix}-${field}`;
  const meta = (field: CardFieldName): CardFieldMeta => {
    const state = machine.getSnapshot();
    const { value, result, touched, focused } = state.fields[field];
    const shown = isErrorShown(state, field);
    return {
      value,
      valid: result.valid,
      errorKey: result.errorKey,
      error: shown && result.errorKey ? t(result.errorKey, result.errorValues) : '',
      touched,
      focused,
      visible: isFieldVisible(state, field),
    };
  };

  return {
    meta,
    getInputProps: (field, { onChange, onFocus, onBlur, ...rest } = {}) => ({
      id: id(field),
      name: field,
      value: machine.getSnapshot().fields[field].value,
      autoComplete: AUTOCOMPLETE[field],
      inputMode: NUMERIC.has(field) ? 'numeric' : undefined,
      'aria-invalid': isErrorShown(machine.getSnapshot(), field) || undefined,
      'aria-describedby': id(`${field}-error`),
      'aria-required':
        field === 'holderName' ? Boolean(machine.getSnapshot().options.holderNameRequired) : true,
      onChange: compose(onChange, (event) => {
        const wasComplete = isFieldComplete(machine.getSnapshot(), field);
        const current = machine.getSnapshot();
        machine.send({
          type: 'field.changed',
          field,
          value: formatCardFieldInput(field, event.target.value, effectiveBrand(current), current.features),
        });
        // Auto-advance: a field just completed moves focus to the next one in the focus order.
        const snapshot = machine.getSnapshot();
        const next =
          !wasComplete && isFieldComplete(snapshot, field) ? nextFieldAfter(snapshot, field) : null;
        if (next) event.target.ownerDocument.getElementById(id(next))?.focus();
      }),
      onFocus: compose(onFocus, () => machine.send({ type: 'field.focused', field })),
      onBlur: compose(onBlur, () => machine.send({ type: 'field.blurred', field })),
      ...rest,
    }),
    // Secured mode: a label cannot point into a frame; a click focuses the frame's input instead.
    getLabelProps: (field, userProps = {}) =>
      machine.getSnapshot().mode === 'secured' && SECURED.has(field)
        ? { id: id(`${field}-label`), onClick: () => focusSecuredField(field), ...userProps }
        : { id: id(`${field}-label`), htmlFor: id(field), ...userProps },
    getErrorProps: (field, userProps = {}) => ({
      id: id(`${field}-error`),
      'aria-live': 'polite',
      ...userProps,
    }),
    getBillingAddressInputProps: (field, { onChange, onBlur, ...rest } = {}) => {
      const result = machine.getSnapshot().billingAddressResults[field];
      const shown = Boolean(
        result &&
        !result.valid &&
        (machine.getSnapshot().submitted || machine.getSnapshot().billingAddressTouched[field]),
      );
      return {
        id: id(`billingAddress-${field}`),
        name: field,
        value: machine.getSnapshot().billingAddress[field] ?? '',
        'aria-invalid': shown || undefined,
        'aria-describedby': id(`billingAddress-${field}-error`),
        onChange: compose(onChange, (event) =>
          machine.send({ type: 'billingAddress.changed', field, value: event.target.value }),
        ),
        onBlur: compose(onBlur, () => machine.send({ type: 'billingAddress.blurred', field })),
        ...rest,
      };
    },
    setBillingAddressField: (field, value) => machine.send({ type: 'billingAddress.changed', field, value }),
    blurBillingAddressField: (field) => machine.send({ type: 'billingAddress.blurred', field }),
    getBrandOptionProps: (brand, { onChange, ...rest } = {}) => ({
      type: 'radio',
      name: id('brand'),
      value: brand,
      checked: effectiveBrand(machine.getSnapshot()) === brand,
      onChange: compose(onChange, () => machine.send({ type: 'brand.selected', brand })),
      ...rest,
    }),
    getStoreDetailsProps: ({ onChange, ...rest } = {}) => ({
      type: 'checkbox',
      id: id('storeDetails'),
      checked: machine.getSnapshot().storePaymentMethod,
      onChange: compose(onChange, (event) =>
        machine.send({ type: 'storePaymentMethod.changed', checked: event.target.checked }),
      ),
      ...rest,
    }),
    getFormProps: ({ onSubmit, ...rest } = {}) => ({
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        onSubmit?.(event);
        event.preventDefault();
        machine.send({ type: 'submit.requested' });
      },
      ...rest,
    }),
    setInstallments: (installments) => machine.send({ type: 'installments.changed', installments }),
  };
}

export { createCardPropGetters };
export type { CardFieldMeta, CardPropGetters };
