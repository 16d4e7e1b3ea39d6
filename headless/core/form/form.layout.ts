import type { MessageKey } from '../i18n/messages';
import { ADDRESS_SELECT_PLACEHOLDERS, addressAutofillOf } from './address-autofill';
import { addressSchemaOf, type AddressSectionSpec } from './address-section';
import type { FormFieldState } from './form.machine';

/*
 * How a method's form is laid out, as data: sections of rows of fields, each with the kind of
 * control it is, its label's message key and its hints. A definition describes its form this way
 * (`layout`), so any skin renders every method through the same few field components (text,
 * select, date, checkbox, consent with link, address, secured field) and no method needs markup
 * of its own.
 */

/**
 * The control a field is: a text input ('text', 'email', 'tel', 'password', 'date' with the DD/MM/YYYY mask),
 * a choice ('select' among options or a dataset, 'radio'), a box ('checkbox', 'consent' with a
 * link in its label), or a 'secured' field typed in a frame of the payment service.
 */
type LayoutFieldKind =
  'text' | 'email' | 'tel' | 'password' | 'date' | 'select' | 'radio' | 'checkbox' | 'consent' | 'secured';

/**
 * One option of a choice: a translated label (`labelKey`), or a literal one (`label`: a dial code
 * such as '+351 (PT)', the same in every language).
 */
type LayoutOption =
  | {
      /** The value the field takes. */
      value: string;
      /** The option's label's message key. */
      labelKey: MessageKey;
      /** Absent: the label is the message's. */
      label?: undefined;
      /** Shown but not selectable. */
      disabled?: boolean;
    }
  | {
      /** The value the field takes. */
      value: string;
      /** The option's literal label. */
      label: string;
      /** Absent: the label is literal. */
      labelKey?: undefined;
      /** Shown but not selectable (a bank that is offline). */
      disabled?: boolean;
    };

/** A dataset a select is fed from (the checkout's countries, or one country's states). */
type LayoutDataset =
  { name: 'countries'; only?: readonly string[] | undefined } | { name: 'states'; country: string };

/** One field as the shopper sees it (`Field`: the form's field names; any by default). */
interface LayoutField<Field extends string = string> {
  /** The form field's name (`firstName`, `billingAddress.street`). */
  field: Field;
  /** The control. */
  kind: LayoutFieldKind;
  /** The label's message key. */
  labelKey: MessageKey;
  /** Share of its row, in percent (street 70 / house number 30); the row's whole width when absent. */
  width?: number;
  /** Shown as optional ('(optional)' after the label). */
  optional?: boolean;
  /** The autofill token (`given-name`, `billing postal-code`). */
  autoComplete?: string;
  /** The virtual keyboard a text field asks for (digits for an account number). */
  inputMode?: 'numeric' | 'text';
  /** A literal placeholder (a postal code's format, `9999 AA`). */
  placeholder?: string;
  /** A translated placeholder (`DD/MM/YYYY`, 'Select a country/region'). */
  placeholderKey?: MessageKey;
  /** A 'select' or 'radio' field's fixed options. */
  options?: readonly LayoutOption[];
  /**
   * A 'select' field's options also offered as buttons above it (an issuer list's popular banks):
   * their values, and the group's heading's message key ('Popular banks').
   */
  highlighted?: { values: readonly string[]; headingKey: MessageKey };
  /** A 'select' field fed from a dataset (a text input while it loads or when it is not available). */
  dataset?: LayoutDataset;
  /** A 'consent' field's link (its label's `<link>` tag), e.g. the method's terms and conditions. */
  link?: string;
  /** A 'secured' field: the frame's field type (`ach.accountNumber`…). */
  securedType?: string;
  /** A help text's message key, shown with the field and linked to it ('Get the code from your banking app.'). */
  hintKey?: MessageKey;
  /** A literal shown before the hint: the code's name on the card (the security code's CVC, CVV, CID). */
  hintCode?: string;
}

/** A group of fields under a legend (personal details, billing address…). */
interface LayoutSection<Field extends string = string> {
  /** The section's name (`personalDetails`, `billingAddress`): the fieldset's `data-section`. */
  name: string;
  /** The legend's message key; none: the fields stand without a fieldset legend. */
  legendKey?: MessageKey;
  /** The fields in rows, in display order. */
  rows: readonly (readonly LayoutField<Field>[])[];
  /**
   * A text shown under the rows (the method's terms): its message key, whose `<link>` tags point
   * at `links` in order.
   */
  notice?: { key: MessageKey; links: readonly string[] };
}

/**
 * A form's layout, in display order (`Field`: the form's field names, which the method hooks' getters
 * take, so a layout's field goes to them as it is; any by default).
 */
type FormLayout<Field extends string = string> = readonly LayoutSection<Field>[];

/**
 * An address section's layout for its country: the country's rows (street 70% / house number
 * 30%…), labels (zip code, state, province…), optional marks and postal-code hint; country and
 * state as selects fed by the checkout's datasets. Empty rows when the section is hidden.
 */
function addressLayout(
  spec: Pick<AddressSectionSpec, 'prefix' | 'initial' | 'schema' | 'visibility' | 'optional' | 'countries'>,
  fields: Readonly<Record<string, FormFieldState>>,
  legendKey?: MessageKey,
): LayoutSection {
  const schema = addressSchemaOf(spec, fields);
  const rows =
    spec.visibility === 'hidden'
      ? []
      : schema.rows.map((row) =>
          row.map((name): LayoutField => {
            const field = schema.fields.find((entry) => entry.name === name)!;
            const select = name === 'country' || name === 'stateOrProvince';
            return {
              field: `${spec.prefix}.${name}`,
              kind: select ? 'select' : 'text',
              labelKey: field.labelKey,
              width: field.width,
              ...(!field.required || spec.optional ? { optional: true } : {}),
              autoComplete: addressAutofillOf(spec.prefix, name),
              ...(field.format ? { placeholder: field.format } : {}),
              ...(name === 'country'
                ? {
                    dataset: {
                      name: 'countries' as const,
                      ...(spec.countries ? { only: spec.countries } : {}),
                    },
                    placeholderKey: ADDRESS_SELECT_PLACEHOLDERS.country!,
                  }
                : {}),
              ...(name === 'stateOrProvince'
                ? {
                    dataset: { name: 'states' as const, country: schema.country },
                    placeholderKey: ADDRESS_SELECT_PLACEHOLDERS.stateOrProvince!,
                  }
                : {}),
            };
          }),
        );
  return { name: spec.prefix, ...(legendKey ? { legendKey } : {}), rows };
}

export { addressLayout };
export type { FormLayout, LayoutDataset, LayoutField, LayoutFieldKind, LayoutOption, LayoutSection };
