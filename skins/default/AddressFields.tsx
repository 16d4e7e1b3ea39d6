import { useId } from 'react';
import { useAddressFields, useI18n, type AddressFieldView, type UseCardResult } from 'headless-checkout';
import { FieldError } from './Field';
import { Select } from './Select';

/** Props of AddressFields. */
interface AddressFieldsProps {
  /** What `useCard` returned. */
  card: UseCardResult;
  /** An extra class name on the fieldset. */
  className?: string;
}

/** One billing address field: label, text input or Radix Select, error. */
function AddressInput({ field }: { field: AddressFieldView }) {
  const { t } = useI18n();
  const labelId = useId();
  return (
    <div
      className="hc-field"
      data-field={field.name}
      data-width={field.width}
      data-state={field.invalid ? 'invalid' : 'idle'}
      data-invalid={field.invalid || undefined}
    >
      <div className="hc-field__header">
        <label id={labelId} htmlFor={field.id} className="hc-field__label">
          {field.label}
          {field.required ? null : <span className="hc-field__optional"> {t('field.optional')}</span>}
        </label>
      </div>
      {field.select ? (
        <Select
          id={field.id}
          labelId={labelId}
          value={field.value}
          placeholder={field.select.placeholder}
          invalid={field.invalid}
          describedBy={field.errorId}
          required={field.required}
          options={field.select.options}
          onValueChange={field.setValue}
          onBlur={field.blur}
        />
      ) : (
        <input type="text" {...field.getInputProps({ className: 'hc-input' })} />
      )}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}

/**
 * The billing address of the card form, as `useAddressFields` lays it out for the country (street
 * 70% / house number 30%, postal code and city, state, country), with country and state as Radix
 * Selects once their datasets loaded (text inputs meanwhile or when one is not available). Renders
 * nothing when the hook asks no billing address.
 */
function AddressFields({ card, className }: AddressFieldsProps) {
  const { t } = useI18n();
  const address = useAddressFields(card);
  if (!address) return null;
  return (
    <fieldset className={className ? `hc-fieldset ${className}` : 'hc-fieldset'} data-field="billingAddress">
      <legend className="hc-fieldset__legend">{t('billingAddress')}</legend>
      {address.rows.map((row) => (
        <div key={row.map((field) => field.name).join('-')} className="hc-row">
          {row.map((field) => (
            <AddressInput key={field.name} field={field} />
          ))}
        </div>
      ))}
    </fieldset>
  );
}

export { AddressFields };
export type { AddressFieldsProps };
