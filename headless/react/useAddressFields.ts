import {
  ADDRESS_SELECT_PLACEHOLDERS,
  addressAutofillOf,
  type AddressFieldName,
} from 'headless-checkout/core';
import { merge, type Merged } from './prop-getters';
import { useAddressDatasets, type AddressDataset } from './useAddressDatasets';
import type { UseCardResult } from './useCard.types';
import type { BillingAddressInputProps } from './card-props';
import { useI18n } from './useI18n';

/** What useAddressFields reads of a form: `useCard()`'s result. */
type AddressForm = Pick<
  UseCardResult,
  | 'billingAddressSchema'
  | 'state'
  | 'errors'
  | 'getBillingAddressInputProps'
  | 'setBillingAddressField'
  | 'blurBillingAddressField'
>;

/** The props of an address field's text `<input>`: the card's billing-address props, with autofill. */
interface AddressInputProps extends BillingAddressInputProps {
  /** The billing address autofill token (`billing postal-code`…). */
  autoComplete: string;
  /** true when a blank value is an error. */
  'aria-required': true | undefined;
  /** The longest value accepted. */
  maxLength: number;
  /** The postal code's format hint (`9999 AA`) for a country that defines one. */
  placeholder?: string;
}

/** The form's own props of a billing address input (id, name, value, ARIA, handlers). */
const formInputProps = (form: AddressForm, name: AddressFieldName) =>
  form.getBillingAddressInputProps(name, {});

/** One field of the address form, with everything its markup needs. */
interface AddressFieldView {
  /** The field's name in the payload. */
  name: AddressFieldName;
  /** The label, translated ('Postal code', 'Zip code', 'State', 'Province'…). */
  label: string;
  /** Whether a blank value is an error (else show it as optional). */
  required: boolean;
  /** Share of its row, in percent (70 street / 30 house number, 30 postal code / 70 city, 100 alone). */
  width: number;
  /** The input's (or the select trigger's) id: point the `<label htmlFor>` at it. */
  id: string;
  /** The error element's id (the input's `aria-describedby`). */
  errorId: string;
  /** The value. */
  value: string;
  /** Whether the field shows an error now (after blur or submit). */
  invalid: boolean;
  /** The error shown now, translated; '' when none. */
  error: string;
  /** The dataset behind the field (countries, states) as it loads; null for a text field. */
  dataset: AddressDataset | null;
  /** A select's options and placeholder once its dataset loaded with entries; null renders a text input. */
  select: { options: Array<{ value: string; label: string }>; placeholder: string } | null;
  /** Props for the text `<input>`: the form's, plus autofill, `aria-required`, `maxLength` and the format hint. */
  getInputProps: <P extends object = Record<never, never>>(userProps?: P) => Merged<P, AddressInputProps>;
  /** Sets the value (a select's change). */
  setValue: (value: string) => void;
  /** Marks the field as left (a select's blur): its error shows from then on. */
  blur: () => void;
}

/** What useAddressFields returns when the form asks an address. */
interface UseAddressFieldsResult {
  /** The fields in rows, in display order (the country's layout and the address mode). */
  rows: AddressFieldView[][];
  /** The countries dataset. */
  countries: AddressDataset;
  /** The chosen country's states dataset. */
  states: AddressDataset;
}

/**
 * The billing address of a card form, ready to render: its fields in the chosen country's rows,
 * labels and errors translated, and country and state as selects fed by the checkout's datasets
 * (text inputs while a dataset loads or when it is not available). Null when no address is asked.
 */
function useAddressFields(form: AddressForm): UseAddressFieldsResult | null {
  const { t } = useI18n();
  const schema = form.billingAddressSchema;
  const names = new Set(schema?.fields.map((field) => field.name));
  const country = schema?.country ?? '';
  const { countries, states } = useAddressDatasets({
    countries: names.has('country'),
    statesOf: names.has('stateOrProvince') ? country : '',
  });
  if (!schema) return null;

  const view = (name: AddressFieldName): AddressFieldView | null => {
    const field = schema.fields.find((candidate) => candidate.name === name);
    if (!field) return null;
    const own = formInputProps(form, name);
    const dataset = name === 'country' ? countries : name === 'stateOrProvince' ? states : null;
    const placeholderKey = ADDRESS_SELECT_PLACEHOLDERS[name];
    return {
      name,
      label: t(field.labelKey),
      required: field.required,
      width: field.width,
      id: own.id,
      errorId: own['aria-describedby'],
      value: own.value,
      invalid: Boolean(own['aria-invalid']),
      error: form.errors.find((error) => error.field === `billingAddress.${name}`)?.message ?? '',
      dataset,
      select:
        dataset && dataset.items.length > 0
          ? {
              options: dataset.items.map((item) => ({ value: item.id, label: item.name })),
              placeholder: placeholderKey ? t(placeholderKey) : '',
            }
          : null,
      getInputProps: (userProps) =>
        merge<NonNullable<typeof userProps>, AddressInputProps>(userProps, {
          ...formInputProps(form, name),
          autoComplete: addressAutofillOf('billingAddress', name),
          'aria-required': field.required || undefined,
          maxLength: field.maxLength,
          ...(field.format ? { placeholder: field.format } : {}),
        }),
      setValue: (value) => form.setBillingAddressField(name, value),
      blur: () => form.blurBillingAddressField(name),
    };
  };

  return {
    rows: schema.rows.map((row) => row.flatMap((name) => view(name) ?? [])),
    countries,
    states,
  };
}

export { useAddressFields };
export type { AddressFieldView, AddressInputProps, UseAddressFieldsResult };
