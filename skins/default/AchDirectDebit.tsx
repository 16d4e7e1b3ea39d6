import {
  useAch,
  useAddressDatasets,
  useI18n,
  type LayoutField,
  type UseAchOptions,
  type UseAchResult,
} from 'headless-checkout';
import { FieldError } from './Field';
import { useOnChange } from './hook-adapters';
import { MethodField } from './MethodField';
import { MethodFormShell } from './MethodFormShell';
import { MethodSecuredField } from './MethodSecuredField';
import { PayButton, type PayButtonStatus } from './PayButton';
import { PaymentMessage } from './PaymentMessage';
import { Select } from './Select';
import { useSecuredFieldTheme } from './secured-field-theme';

/** Props of AchDirectDebit: every `useAch` option, and the skin's. */
type AchDirectDebitProps = UseAchOptions & {
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** Renders the pay button (type submit) at the end of the form; default true. */
  payButton?: boolean;
  /** An extra class name on the form. */
  className?: string;
};

/** A select fed from a dataset (the countries ACH is offered in, a country's states); a text input until it loads. */
function DatasetSelect({ ach, field }: { ach: UseAchResult; field: LayoutField }) {
  const { t } = useI18n();
  const dataset = field.dataset;
  const { countries, states } = useAddressDatasets({
    countries: dataset?.name === 'countries',
    statesOf: dataset?.name === 'states' ? dataset.country : '',
  });
  const meta = ach.meta(field.field);
  if (meta.visibility === 'hidden') return null;
  const invalid = meta.error !== '';
  const source = dataset?.name === 'countries' ? countries : states;
  const only = dataset?.name === 'countries' ? dataset.only : undefined;
  const items = only ? only.flatMap((id) => source.items.filter((item) => item.id === id)) : source.items;
  const inputProps = ach.getInputProps(field.field, {
    className: 'hc-input',
    autoComplete: field.autoComplete,
  });
  const labelProps = ach.getLabelProps(field.field, { className: 'hc-field__label' });
  return (
    <div
      className="hc-field"
      data-field={field.field}
      data-width={field.width}
      data-state={invalid ? 'invalid' : meta.valid && meta.touched ? 'valid' : 'idle'}
      data-invalid={invalid || undefined}
    >
      <div className="hc-field__header">
        <label {...labelProps}>
          {t(field.labelKey)}
          {field.optional ? <span className="hc-field__optional"> {t('field.optional')}</span> : null}
        </label>
      </div>
      {source.status === 'ready' && items.length > 0 ? (
        <Select
          id={inputProps.id}
          labelId={labelProps.id}
          value={String(meta.value)}
          placeholder={field.placeholderKey ? t(field.placeholderKey) : undefined}
          invalid={invalid}
          describedBy={inputProps['aria-describedby']}
          required={!field.optional}
          options={items.map((item) => ({ value: item.id, label: item.name }))}
          onValueChange={(value) => ach.setField(field.field, value)}
          onBlur={() => ach.blurField(field.field)}
        />
      ) : (
        <input type="text" {...inputProps} />
      )}
      <FieldError {...ach.getErrorProps(field.field)} message={meta.error} />
    </div>
  );
}

/** One field of the layout by its kind. */
function AchField({ ach, field }: { ach: UseAchResult; field: LayoutField }) {
  const { t } = useI18n();
  switch (field.kind) {
    case 'secured':
      return <MethodSecuredField method={ach} field={field} />;
    case 'select':
      return <DatasetSelect ach={ach} field={field} />;
    case 'checkbox':
      return ach.meta(field.field).visibility === 'hidden' ? null : (
        <div className="hc-field" data-field={field.field}>
          <label className="hc-checkbox">
            <input className="hc-checkbox__input" {...ach.getCheckboxProps(field.field)} />
            <span className="hc-checkbox__label">{t(field.labelKey)}</span>
          </label>
        </div>
      );
    default:
      return (
        <MethodField
          method={ach}
          field={field.field}
          width={field.width}
          label={
            <>
              {t(field.labelKey)}
              {field.optional ? <span className="hc-field__optional"> {t('field.optional')}</span> : null}
            </>
          }
          inputProps={{
            ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
            ...(field.placeholder ? { placeholder: field.placeholder } : {}),
          }}
        />
      );
  }
}

/**
 * The default skin's ACH Direct Debit form: `useAch(options)` rendered from the method's layout —
 * the bank account (holder name, and the account and routing numbers in the payment service's
 * secured fields, which take the theme's text colour and font), the billing address (country US or
 * Puerto Rico, the state from the dataset), the store box when asked — with their errors after blur
 * or submit, the payment's end and the pay button. A stored account shows only the pay button.
 * Behaviour is the hook's.
 */
function AchDirectDebit({ onPaymentStatus, payButton = true, className, ...options }: AchDirectDebitProps) {
  const [themeRef, theme] = useSecuredFieldTheme();
  const ach = useAch({ ...options, securedFieldStyles: options.securedFieldStyles ?? theme });
  useOnChange(ach.status, onPaymentStatus);
  const { t } = useI18n();
  const classes = className ? `hc-ach ${className}` : 'hc-ach';
  const layout = ach.state && ach.definition?.layout ? ach.definition.layout(ach.state) : [];
  return (
    <div ref={themeRef} className="hc-method">
      <MethodFormShell method={ach} className={classes}>
        {layout.map((section) =>
          section.rows.length === 0 ? null : section.legendKey ? (
            <fieldset key={section.name} className="hc-fieldset" data-section={section.name}>
              <legend className="hc-fieldset__legend">{t(section.legendKey)}</legend>
              {section.rows.map((row) => (
                <div key={row.map((field) => field.field).join('-')} className="hc-row">
                  {row.map((field) => (
                    <AchField key={field.field} ach={ach} field={field} />
                  ))}
                </div>
              ))}
            </fieldset>
          ) : (
            <div key={section.name} data-section={section.name}>
              {section.rows.flat().map((field) => (
                <AchField key={field.field} ach={ach} field={field} />
              ))}
            </div>
          ),
        )}
        <PaymentMessage key={ach.payment.ended} payment={ach} />
        {payButton ? <PayButton status={ach.status}>{ach.payButtonLabel}</PayButton> : null}
      </MethodFormShell>
    </div>
  );
}

export { AchDirectDebit };
export type { AchDirectDebitProps };
