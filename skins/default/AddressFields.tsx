import { useEffect, useId, useState } from 'react';
import { useCheckout, useI18n, type Checkout, type UseCardResult } from 'headless-checkout';
import { FieldError } from './Field';
import { billingAddressLayout, type AddressField, type AddressLayoutField } from './hook-adapters';
import { Select } from './Select';

/** A country or a state of the checkout's datasets. */
type DatasetEntry = Awaited<ReturnType<Checkout['datasets']['getCountries']>>[number];

/** Props of AddressFields. */
interface AddressFieldsProps {
  /** What `useCard` returned. */
  card: UseCardResult;
  /** An extra class name on the fieldset. */
  className?: string;
}

/** Autofill tokens of the billing address fields. */
const AUTOCOMPLETE: Record<AddressField, string> = {
  street: 'billing address-line1',
  houseNumberOrName: 'billing address-line2',
  postalCode: 'billing postal-code',
  city: 'billing address-level2',
  stateOrProvince: 'billing address-level1',
  country: 'billing country',
};

/** Loads a dataset once per key; null while loading, [] when it is not available. */
function useDataset(key: string | null, load: () => Promise<DatasetEntry[]>): DatasetEntry[] | null {
  const [loaded, setLoaded] = useState<{ key: string; entries: DatasetEntry[] } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let active = true;
    load().then(
      (entries) => active && setLoaded({ key, entries }),
      () => active && setLoaded({ key, entries: [] }),
    );
    return () => {
      active = false;
    };
    // `load` is re-created every render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded && loaded.key === key ? loaded.entries : null;
}

/** Props of AddressInput. */
interface AddressInputProps {
  card: UseCardResult;
  field: AddressLayoutField;
  /** Options for a Select (country, state); null or empty renders a text input. */
  entries: DatasetEntry[] | null;
  /** The Select's placeholder. */
  placeholder?: string;
}

/** One billing address field: label, text input or Radix Select, error. */
function AddressInput({ card, field, entries, placeholder }: AddressInputProps) {
  const { t } = useI18n();
  const labelId = useId();
  const props = card.getBillingAddressInputProps(field.name);
  const id = String(props.id);
  const errorId = String(props['aria-describedby']);
  const invalid = Boolean(props['aria-invalid']);
  const message = card.errors.find((error) => error.field === `billingAddress.${field.name}`)?.message ?? '';
  const value = String(props.value ?? '');
  const label = t(field.labelKey);

  return (
    <div
      className="hc-field"
      data-field={field.name}
      data-width={field.width}
      data-state={invalid ? 'invalid' : 'idle'}
      data-invalid={invalid || undefined}
    >
      <div className="hc-field__header">
        <label id={labelId} htmlFor={id} className="hc-field__label">
          {label}
          {field.required === false ? (
            <span className="hc-field__optional"> {t('field.optional')}</span>
          ) : null}
        </label>
      </div>
      {entries && entries.length > 0 ? (
        <Select
          id={id}
          labelId={labelId}
          value={value}
          placeholder={placeholder}
          invalid={invalid}
          describedBy={errorId}
          required={field.required !== false}
          options={entries.map((entry) => ({ value: entry.id, label: entry.name }))}
          onValueChange={(next) => card.setBillingAddressField(field.name, next)}
          onBlur={() => card.blurBillingAddressField(field.name)}
        />
      ) : (
        <input
          type="text"
          {...card.getBillingAddressInputProps(field.name, {
            className: 'hc-input',
            autoComplete: AUTOCOMPLETE[field.name],
            'aria-required': field.required !== false || undefined,
            ...(field.format ? { placeholder: field.format } : {}),
            ...(field.maxLength ? { maxLength: field.maxLength } : {}),
          })}
        />
      )}
      <FieldError id={errorId} message={message} />
    </div>
  );
}

/**
 * The billing address of the card form, in the country's layout (street 70% / house number 30%,
 * postal code and city, state, country), with country and state as Radix Selects fed by the
 * checkout's datasets (text inputs when a dataset is not available). Renders nothing when the hook
 * asks no billing address.
 */
function AddressFields({ card, className }: AddressFieldsProps) {
  const { t, locale } = useI18n();
  const { datasets } = useCheckout();
  const layout = billingAddressLayout(card);
  const names = new Set(layout?.fields.map((field) => field.name));
  const country = card.state.billingAddress.country ?? '';
  const countries = useDataset(names.has('country') ? 'countries' : null, () => datasets.getCountries());
  const states = useDataset(names.has('stateOrProvince') && country ? `${country}/${locale}` : null, () =>
    datasets.getStates(country, locale),
  );
  if (!layout) return null;

  const byName = new Map(layout.fields.map((field) => [field.name, field]));
  return (
    <fieldset className={className ? `hc-fieldset ${className}` : 'hc-fieldset'} data-field="billingAddress">
      <legend className="hc-fieldset__legend">{t('billingAddress')}</legend>
      {layout.rows.map((row) => (
        <div key={row.join('-')} className="hc-row">
          {row.map((name) => {
            const field = byName.get(name);
            if (!field) return null;
            return (
              <AddressInput
                key={name}
                card={card}
                field={field}
                entries={name === 'country' ? countries : name === 'stateOrProvince' ? states : null}
                {...(name === 'country' ? { placeholder: t('select.country') } : {})}
                {...(name === 'stateOrProvince' ? { placeholder: t('select.stateOrProvince') } : {})}
              />
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

export { AddressFields };
export type { AddressFieldsProps };
