import {
  fieldDirectionOf,
  useAddressDatasets,
  useI18n,
  usePaymentMethod,
  type LayoutField,
  type SupportedPaymentMethodType,
  type UsePaymentMethodResult,
} from 'headless-checkout';
import { returnUrlFor } from '../shared/use-session';
import { ActionStep } from './ActionStep';
import { useReportPaid } from './paid';
import { FramesFailure } from './FramesFailure';

/** A method hook's result (its secured fields' getters place ACH's and a gift card's frames). */
type Method = UsePaymentMethodResult;

/** A select's options: the layout's own, or a dataset's entries (countries, a country's states). */
function useOptions(field: LayoutField): Array<{ value: string; label: string }> {
  const { t } = useI18n();
  const { countries, states } = useAddressDatasets({
    countries: field.dataset?.name === 'countries',
    statesOf: field.dataset?.name === 'states' ? field.dataset.country : '',
  });
  if (field.dataset?.name === 'countries')
    return countries.items
      .filter(
        (item) =>
          !field.dataset ||
          !('only' in field.dataset) ||
          !field.dataset.only ||
          field.dataset.only.includes(item.id),
      )
      .map((item) => ({ value: item.id, label: item.name }));
  if (field.dataset?.name === 'states')
    return states.items.map((item) => ({ value: item.id, label: item.name }));
  return (field.options ?? []).map((option) => ({
    value: option.value,
    label: option.labelKey === undefined ? option.label : t(option.labelKey),
  }));
}

/** One field in the shop's own markup: a label, a native control, the hook's error. */
function ShopField({ method, field }: { method: Method; field: LayoutField }) {
  const { t, tRich } = useI18n();
  const options = useOptions(field);
  const meta = method.meta(field.field);
  const error = (
    <span className="card-error" {...method.getErrorProps(field.field)}>
      {meta.error}
    </span>
  );
  if (field.kind === 'secured') {
    // Typed in the payment service's frame (ACH's account and routing numbers): the shop styles the box.
    return (
      <div className="card-field" data-invalid={meta.error ? '' : undefined}>
        <label {...method.getSecuredLabelProps(field.field)}>{t(field.labelKey)}</label>
        <div className="card-frame" {...method.getSecuredFieldProps(field.field)} />
        {error}
      </div>
    );
  }
  if (field.kind === 'checkbox' || field.kind === 'consent') {
    const link = field.link;
    return (
      <div className="card-field" data-invalid={meta.error ? '' : undefined}>
        <label className="shop-check">
          <input {...method.getCheckboxProps(field.field)} />{' '}
          {link
            ? tRich(field.labelKey, {
                link: (chunks) => (
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    {chunks}
                  </a>
                ),
              })
            : t(field.labelKey)}
        </label>
        {error}
      </div>
    );
  }
  if (field.kind === 'radio') {
    const input = method.getInputProps(field.field);
    return (
      <fieldset className="card-field shop-radios" aria-describedby={input['aria-describedby']}>
        <legend>{t(field.labelKey)}</legend>
        {options.map((option, index) => (
          <label key={option.value} className="shop-check">
            <input
              type="radio"
              id={index === 0 ? input.id : undefined}
              name={input.id}
              checked={meta.value === option.value}
              aria-invalid={input['aria-invalid']}
              onChange={() => method.setField(field.field, option.value)}
              onBlur={input.onBlur}
            />{' '}
            <bdi>{option.label}</bdi>
          </label>
        ))}
        {error}
      </fieldset>
    );
  }
  const label = (
    <label {...method.getLabelProps(field.field)}>
      {t(field.labelKey)}
      {field.optional ? ` ${t('field.optional')}` : ''}
    </label>
  );
  if (field.kind === 'select' && options.length > 0) {
    const input = method.getInputProps(field.field);
    return (
      <div className="card-field" data-invalid={meta.error ? '' : undefined}>
        {label}
        <select
          className="card-input"
          id={input.id}
          value={input.value}
          aria-invalid={input['aria-invalid']}
          aria-describedby={input['aria-describedby']}
          autoComplete={field.autoComplete}
          // A dial code ('+351 (PT)') reads left to right, also in Arabic.
          dir={fieldDirectionOf(field)}
          disabled={input.readOnly}
          onChange={(event) => method.setField(field.field, event.target.value)}
          onBlur={input.onBlur}
        >
          <option value="">{field.placeholderKey ? t(field.placeholderKey) : ''}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error}
      </div>
    );
  }
  // A help text (Blik's 'Get the code from your banking app.') is read with the field.
  const errorId = method.getErrorProps(field.field).id;
  const hint = field.hintKey ? (
    <p id={`${errorId}-hint`} className="card-hint">
      {t(field.hintKey)}
    </p>
  ) : null;
  return (
    <div className="card-field" data-invalid={meta.error ? '' : undefined}>
      {label}
      {hint}
      <input
        className="card-input"
        {...method.getInputProps(field.field, {
          ...(hint ? { 'aria-describedby': `${errorId}-hint ${errorId}` } : {}),
          type: field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : 'text',
          autoComplete: field.autoComplete,
          inputMode: field.kind === 'date' ? 'numeric' : field.inputMode,
          // Left-to-right data by its control too (telephone, email, date, digits): dir="ltr".
          dir: fieldDirectionOf(field),
          placeholder: field.placeholder ?? (field.placeholderKey ? t(field.placeholderKey) : undefined),
        })}
      />
      {error}
    </div>
  );
}

/**
 * Any method with a layout (SEPA, Bacs, the open-invoice family…) in the shop's own markup: the
 * hook's layout gives the sections, rows and fields; the shop draws them with native controls.
 */
function MethodCheckout({
  type,
  sessionId,
  options = {},
  part = 'more',
}: {
  type: SupportedPaymentMethodType;
  sessionId: string;
  /** More options of the method (a stored Blik's `storedPaymentMethodId`). */
  options?: Record<string, unknown>;
  /** The part of the page it pays in (what stays after its success). */
  part?: string;
}) {
  const method = usePaymentMethod(type, {
    returnUrl: returnUrlFor(sessionId),
    ...(type.startsWith('klarna') ? { useKlarnaWidget: true } : {}),
    ...options,
  } as never) as unknown as Method;
  return <MethodCheckoutView method={method} part={part} />;
}

/** A method's form drawn from its hook's layout, its end, and the pay button. */
function MethodCheckoutView({ method, part = 'more' }: { method: Method; part?: string }) {
  const { t } = useI18n();
  useReportPaid(part, method.status);
  const confirming = (method.state?.extra as { step?: string } | undefined)?.step === 'confirm';
  if (method.action)
    return (
      <ActionStep action={method.action} onComplete={method.completeAction} onError={method.failAction} />
    );
  if (!method.state)
    return (
      <p className="bank-status" {...(method.status === 'error' ? { role: 'alert' } : { 'aria-busy': true })}>
        {method.status === 'error' ? t('error.message.unknown') : t('loading')}
      </p>
    );
  // Ended with nothing to show: another payment completed the checkout, or the session does not offer it.
  if (method.screen.name === 'unavailable') return null;
  return (
    <form className="card-form" aria-label={method.name} {...method.getFormProps()}>
      <FramesFailure messageKey={method.screen.framesFailure} onReload={method.reloadSecuredFields} />
      {method.layout.map((section) => (
        <fieldset key={section.name} className="shop-section">
          {section.legendKey ? <legend>{t(section.legendKey)}</legend> : null}
          {section.rows.map((row) => (
            <div key={row.map((field) => field.field).join(' ')} className="shop-row">
              {row.map((field) => (
                <ShopField key={field.field} method={method} field={field} />
              ))}
            </div>
          ))}
        </fieldset>
      ))}
      {method.end ? (
        <p className="bank-status" key={method.screen.result} {...method.getResultProps()}>
          {method.message}
        </p>
      ) : null}
      {confirming ? (
        // Bacs' confirm step: the data read-only, and a way back to change it.
        <button
          type="button"
          className="card-secondary"
          disabled={method.status !== 'ready'}
          onClick={() => method.machine?.send({ type: 'bacs.edit' } as never)}
        >
          {t('edit')}
        </button>
      ) : null}
      <button className="card-pay" {...method.getPayButtonProps()}>
        {method.payButtonLabel}
      </button>
    </form>
  );
}

export { MethodCheckout, MethodCheckoutView, ShopField };
export type { Method };
