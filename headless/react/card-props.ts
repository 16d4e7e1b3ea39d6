import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import {
  CARD_FIELD_HINTS,
  effectiveBrand,
  fieldDirectionOf,
  formatCardFieldInput,
  isErrorShown,
  isFieldComplete,
  isCardFieldSecured,
  isFieldVisible,
  nextFieldAfter,
  type AddressFieldName,
  type CardFieldName,
  type CardMachine,
  type InstallmentsValue,
  type MessageKey,
  type MessageValues,
} from 'headless-checkout/core';
import { elementId, type PaymentMethodPropGetters } from './payment-method-props';
import { merge, type Merged } from './prop-getters';

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
  /** Its input is a secured-field frame (secured mode: card number, expiry, security code, password), not a page input. */
  secured: boolean;
}

/** Handlers a user may pass to an input's getter: each runs before ours; its `preventDefault` cancels ours. */
interface InputUserProps {
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  [prop: string]: unknown;
}

/** The props of a card field's <input>. */
interface CardInputProps {
  id: string;
  name: string;
  value: string;
  autoComplete: string;
  inputMode: 'numeric' | undefined;
  /** 'ltr' for left-to-right data (the number, expiry, codes, tax numbers), also on a right-to-left page; none for the holder's name. */
  dir: 'ltr' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
  'aria-required': boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** The props of a field's <label>: `htmlFor`, or in secured mode a click that focuses the frame. */
interface CardLabelProps {
  id: string;
  htmlFor?: string;
  onClick?: () => void;
}

/** The props of a field's error element (its id is the input's aria-describedby). */
interface CardErrorProps {
  id: string;
  'aria-live': 'polite';
}

/** The props of a billing address <input> or <select>. */
interface BillingAddressInputProps {
  id: string;
  name: string;
  value: string;
  /** 'ltr' for the postal code (left-to-right data), also on a right-to-left page; none for text. */
  dir: 'ltr' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** The props of a radio of the dual-brand choice. */
interface BrandOptionProps {
  type: 'radio';
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The props of the store-details checkbox. */
interface StoreDetailsProps {
  type: 'checkbox';
  id: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The user's props for the <form>: its onSubmit runs first; its `preventDefault` cancels our submit. */
interface FormUserProps {
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  [prop: string]: unknown;
}

/** The props of the <form>. */
interface CardFormProps {
  noValidate: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The prop getters useCard returns. */
interface CardPropGetters {
  /** Facts about one field. */
  meta: (field: CardFieldName) => CardFieldMeta;
  /** Props for the field's <input>: id, value, handlers, ARIA, autoComplete, inputMode. */
  getInputProps: <P extends InputUserProps>(field: CardFieldName, userProps?: P) => Merged<P, CardInputProps>;
  /** Props for the field's <label>. */
  getLabelProps: <P extends object>(field: CardFieldName, userProps?: P) => Merged<P, CardLabelProps>;
  /** Props for the element that shows the field's error (its id is the input's aria-describedby). */
  getErrorProps: <P extends object>(field: CardFieldName, userProps?: P) => Merged<P, CardErrorProps>;
  /** Props for a billing address <input> or <select>. */
  getBillingAddressInputProps: <P extends InputUserProps>(
    field: AddressFieldName,
    userProps?: P,
  ) => Merged<P, BillingAddressInputProps>;
  /** Sets a billing address field (for controls without change events, e.g. a select's value). */
  setBillingAddressField: (field: AddressFieldName, value: string) => void;
  /** Marks a billing address field as left by the shopper (its error shows from then on). */
  blurBillingAddressField: (field: AddressFieldName) => void;
  /** Props for one radio of the dual-brand choice. */
  getBrandOptionProps: <P extends InputUserProps>(
    brand: string,
    userProps?: P,
  ) => Merged<P, BrandOptionProps>;
  /** Props for the store-details checkbox. */
  getStoreDetailsProps: <P extends InputUserProps>(userProps?: P) => Merged<P, StoreDetailsProps>;
  /**
   * Props for the <form>: submit without a page load. Your `onSubmit` runs first; calling
   * `event.preventDefault()` in it cancels our submit (the page does not load either way).
   */
  getFormProps: <P extends FormUserProps>(userProps?: P) => Merged<P, CardFormProps>;
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
  method: Pick<
    PaymentMethodPropGetters,
    'getLabelProps' | 'getErrorProps' | 'getFormProps' | 'setField' | 'blurField'
  >,
): CardPropGetters {
  const id = (field: string) => elementId(idPrefix, field);
  const meta = (field: CardFieldName): CardFieldMeta => {
    const state = machine.getSnapshot();
    const { value, errorKey, errorValues, touched, focused } = state.fields[field]!;
    const shown = isErrorShown(state, field);
    return {
      value: typeof value === 'string' ? value : '',
      valid: errorKey === null,
      errorKey: errorKey ?? undefined,
      error: shown && errorKey ? t(errorKey, errorValues) : '',
      touched,
      focused,
      visible: isFieldVisible(state, field),
      secured: isCardFieldSecured(state, field),
    };
  };

  return {
    meta,
    getInputProps: (field, userProps) =>
      merge(userProps, {
        id: id(field),
        name: field,
        value: meta(field).value,
        autoComplete: CARD_FIELD_HINTS[field].autoComplete,
        inputMode: CARD_FIELD_HINTS[field].numeric ? ('numeric' as const) : undefined,
        dir: fieldDirectionOf(field),
        'aria-invalid': isErrorShown(machine.getSnapshot(), field) || undefined,
        'aria-describedby': id(`${field}-error`),
        'aria-required':
          field === 'holderName' ? Boolean(machine.getSnapshot().options.holderNameRequired) : true,
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          const wasComplete = isFieldComplete(machine.getSnapshot(), field);
          const current = machine.getSnapshot();
          machine.send({
            type: 'field.changed',
            field,
            value: formatCardFieldInput(field, event.target.value, effectiveBrand(current)),
          });
          // Auto-advance: a field just completed moves focus to the next one in the focus order.
          const snapshot = machine.getSnapshot();
          const next =
            !wasComplete && isFieldComplete(snapshot, field) ? nextFieldAfter(snapshot, field) : null;
          if (next) event.target.ownerDocument.getElementById(id(next))?.focus();
        },
        onFocus: () => machine.send({ type: 'field.focused', field }),
        onBlur: () => machine.send({ type: 'field.blurred', field }),
      }),
    // Secured mode: a label cannot point into a frame; a click focuses the frame's input instead.
    getLabelProps: (field, userProps) =>
      isCardFieldSecured(machine.getSnapshot(), field)
        ? merge(userProps, { id: id(`${field}-label`), onClick: () => focusSecuredField(field) })
        : method.getLabelProps(field, userProps),
    getErrorProps: method.getErrorProps,
    getBillingAddressInputProps: (field, userProps) => {
      const state = machine.getSnapshot();
      const name = `billingAddress.${field}` as const;
      const value = state.fields[name]?.value;
      return merge(userProps, {
        id: id(name),
        name: field,
        value: typeof value === 'string' ? value : '',
        dir: fieldDirectionOf(field),
        'aria-invalid': isErrorShown(state, name) || undefined,
        'aria-describedby': id(`billingAddress-${field}-error`),
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          machine.send({ type: 'field.changed', field: name, value: event.target.value }),
        onBlur: () => machine.send({ type: 'field.blurred', field: name }),
      });
    },
    setBillingAddressField: (field, value) => method.setField(`billingAddress.${field}`, value),
    blurBillingAddressField: (field) => method.blurField(`billingAddress.${field}`),
    getBrandOptionProps: (brand, userProps) =>
      merge(userProps, {
        type: 'radio' as const,
        name: id('brand'),
        value: brand,
        checked: effectiveBrand(machine.getSnapshot()) === brand,
        onChange: () => machine.send({ type: 'brand.selected', brand }),
      }),
    getStoreDetailsProps: (userProps) =>
      merge(userProps, {
        type: 'checkbox' as const,
        id: id('storeDetails'),
        checked: machine.getSnapshot().fields.storePaymentMethod?.value === true,
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          machine.send({ type: 'field.changed', field: 'storePaymentMethod', value: event.target.checked }),
      }),
    // Submits; an invalid form focuses the first field in error (its frame, or the page's input).
    getFormProps: method.getFormProps,
    setInstallments: (installments) => machine.send({ type: 'installments.changed', installments }),
  };
}

export { createCardPropGetters };
export type { BillingAddressInputProps, CardFieldMeta, CardPropGetters };
