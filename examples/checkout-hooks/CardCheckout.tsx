import { Fragment } from 'react';
import { useCard, useI18n, type CardFieldName } from 'headless-checkout';
import { ActionStep } from './ActionStep';
import { useReportPaid } from './paid';
import { FramesFailure } from './FramesFailure';

/** The merchant's own card form: every element is theirs; the hook gives state and props. */
function CardCheckout() {
  // The accepted brands are the session's (its `scheme` method's): no `brands` option needed.
  const card = useCard({ hasHolderName: true, holderNameRequired: true });
  useReportPaid('card', card.status);
  const { t } = useI18n();
  // Ended with nothing to show: another payment (Click to Pay, a gift card…) completed the checkout.
  if (card.screen.name === 'unavailable') return null;
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
        {/* The brands by name (not their ids): read as they are shown. */}
        <p className="card-brands">
          {card.brandIcons.visible.map((brand) => card.getBrandName(brand)).join(' · ')}
          {/* '+4' reads left to right, also in Arabic. */}
          {card.brandIcons.more > 0 ? (
            <>
              {' '}
              <bdi dir="ltr">+{card.brandIcons.more}</bdi>
            </>
          ) : null}
        </p>
        {/* The card's layout: its fields in order with their labels, placeholders and frames. */}
        {card.layout
          .find((section) => section.name === 'card')
          ?.rows.flat()
          .map((field) => {
            const name = field.field as CardFieldName;
            return (
              <Fragment key={name}>
                <div className="card-field" data-invalid={card.meta(name).error ? '' : undefined}>
                  <label {...card.getLabelProps(name)}>
                    {t(field.labelKey)}
                    {field.hintCode ? ` (${field.hintCode})` : ''}
                  </label>
                  {field.kind === 'secured' ? (
                    <div className="card-frame" {...card.getSecuredFieldProps(name)} />
                  ) : (
                    <input
                      className="card-input"
                      {...card.getInputProps(name)}
                      placeholder={field.placeholderKey ? t(field.placeholderKey) : undefined}
                    />
                  )}
                  <span className="card-error" {...card.getErrorProps(name)}>
                    {card.meta(name).error}
                  </span>
                </div>
                {name === 'cardNumber' && card.dualBrands ? (
                  <fieldset className="card-brand-choice">
                    <legend>{t('creditCard.dualBrand.title')}</legend>
                    {card.dualBrands.map((brand) => (
                      <label key={brand}>
                        <input {...card.getBrandOptionProps(brand)} /> {brand}
                      </label>
                    ))}
                  </fieldset>
                ) : null}
              </Fragment>
            );
          })}
        {card.end ? (
          <p className="card-status" key={card.screen.result} {...card.getResultProps()}>
            {card.end === 'success' ? t('payment.success') : card.message}
          </p>
        ) : null}
        <FramesFailure messageKey={card.screen.framesFailure} onReload={card.reloadSecuredFields} />
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
