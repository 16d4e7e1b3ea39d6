import { useCard, useI18n, type CardFieldName } from 'headless-checkout';
import { ActionStep } from './ActionStep';
import { useReportPaid } from './paid';

const SECURED_FIELDS: Array<{
  field: CardFieldName;
  label:
    | 'creditCard.numberField.title'
    | 'creditCard.expiryDateField.title'
    | 'creditCard.securityCodeField.title';
}> = [
  { field: 'cardNumber', label: 'creditCard.numberField.title' },
  { field: 'expiryDate', label: 'creditCard.expiryDateField.title' },
  { field: 'securityCode', label: 'creditCard.securityCodeField.title' },
];

/** The merchant's own card form: every element is theirs; the hook gives state and props. */
function CardCheckout() {
  // The accepted brands are the session's (its `scheme` method's): no `brands` option needed.
  const card = useCard({ hasHolderName: true, holderNameRequired: true });
  useReportPaid('card', card.status);
  const { t } = useI18n();
  // 3DS2 (or another step the payment needs) shows in the form's place until it ends; the form
  // stays mounted (hidden) so its secured fields keep what the shopper typed.
  return (
    <>
      {card.action ? (
        <ActionStep action={card.action} onComplete={card.completeAction} onError={card.failAction} />
      ) : null}
      <form
        className="card-form"
        {...card.getFormProps()}
        hidden={card.action !== null}
        aria-busy={card.status === 'loading'}
      >
        <p className="card-brands" aria-label="Accepted cards">
          {card.brandIcons.visible.join(' · ')}
          {card.brandIcons.more > 0 ? ` +${card.brandIcons.more}` : ''}
        </p>
        {SECURED_FIELDS.filter(({ field }) => card.meta(field).visible).map(({ field, label }) => (
          <div className="card-field" key={field} data-invalid={card.meta(field).error ? '' : undefined}>
            <label {...card.getLabelProps(field)}>
              {field === 'securityCode' ? `${t(label)} (${card.securityCodeLabel})` : t(label)}
            </label>
            <div className="card-frame" {...card.getSecuredFieldProps(field)} />
            <span className="card-error" {...card.getErrorProps(field)}>
              {card.meta(field).error}
            </span>
          </div>
        ))}
        {card.dualBrands ? (
          <fieldset className="card-brand-choice">
            <legend>{t('creditCard.dualBrand.title')}</legend>
            {card.dualBrands.map((brand) => (
              <label key={brand}>
                <input {...card.getBrandOptionProps(brand)} /> {brand}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="card-field" data-invalid={card.meta('holderName').error ? '' : undefined}>
          <label {...card.getLabelProps('holderName')}>{t('creditCard.holderName')}</label>
          <input
            className="card-input"
            {...card.getInputProps('holderName')}
            placeholder={t('creditCard.holderName.placeholder')}
          />
          <span className="card-error" {...card.getErrorProps('holderName')}>
            {card.meta('holderName').error}
          </span>
        </div>
        {card.status === 'success' || card.message ? (
          <p className="card-status" key={card.screen.result} {...card.getResultProps()}>
            {card.status === 'success' ? t('payment.success') : card.message}
          </p>
        ) : null}
        {card.state.extra.securedFields === 'csfLoadFailure' ||
        card.state.extra.securedFields === 'csfConfigFailure' ? (
          <p className="card-status" role="alert">
            {t('error.va.sf.timeout')}
          </p>
        ) : null}
        <button
          className="card-pay"
          type="submit"
          disabled={card.status === 'loading' || card.status === 'success'}
        >
          {card.payButtonLabel}
        </button>
      </form>
    </>
  );
}

export { CardCheckout };
