import { useId } from 'react';
import { useDonation, useI18n, type UseDonationOptions } from 'headless-checkout';

/** Props of Donation: the `useDonation` options and where it sits in the page's outline. */
interface DonationProps extends UseDonationOptions {
  /** The level of the 'Make a donation' heading; default 2. */
  headingLevel?: 2 | 3 | 4;
  /** An extra class name on the section. */
  className?: string;
}

/**
 * A donation after the payment (spec section 2): 'Make a donation', the amounts as radio cards,
 * Donate and 'Not now'; then 'Thanks for your support!' or the error (announced, focused, the
 * shopper may try again). Nothing once the shopper declined.
 */
function Donation({ headingLevel = 2, className, ...options }: DonationProps) {
  const donation = useDonation(options);
  const { t } = useI18n();
  const titleId = useId();
  const legendId = useId();
  const { status } = donation;
  if (status === 'dismissed') return null;
  const Heading = `h${headingLevel}` as const;
  const classes = className ? `hc-donation ${className}` : 'hc-donation';
  if (status === 'success') {
    return (
      <section className={classes} data-state="success" aria-labelledby={titleId}>
        <Heading id={titleId} className="hc-donation__title">
          {t('donation.title')}
        </Heading>
        <div {...donation.getResultProps({ className: 'hc-result' })} data-state="success">
          <span className="hc-result__icon" aria-hidden="true">
            ✓
          </span>
          <p className="hc-result__text">{donation.message}</p>
        </div>
      </section>
    );
  }
  return (
    <section className={classes} data-state={status} aria-labelledby={titleId}>
      <Heading id={titleId} className="hc-donation__title">
        {t('donation.title')}
      </Heading>
      <fieldset
        {...donation.getAmountGroupProps({ className: 'hc-fieldset hc-donation__amounts' })}
        aria-labelledby={legendId}
      >
        <legend id={legendId} className="hc-field__label">
          {t('donation.amount')}
        </legend>
        <div className="hc-radio-group">
          {donation.amounts.map((amount) => (
            <label
              key={amount.value}
              className="hc-radio-card"
              data-state={amount.selected ? 'checked' : 'unchecked'}
            >
              <input {...donation.getAmountProps(amount.value, { className: 'hc-radio-card__input' })} />
              <span>{amount.label}</span>
            </label>
          ))}
        </div>
        <p {...donation.getFieldErrorProps({ className: 'hc-field__error' })}>{donation.fieldError}</p>
      </fieldset>
      {status === 'error' ? (
        <div {...donation.getResultProps({ className: 'hc-result' })} data-state="error">
          <span className="hc-result__icon" aria-hidden="true">
            !
          </span>
          <p className="hc-result__text">{donation.message}</p>
        </div>
      ) : null}
      <div className="hc-donation__actions">
        <button
          {...donation.getDonateButtonProps({ className: 'hc-pay-button hc-donation__donate' })}
          data-state={status === 'loading' ? 'loading' : 'ready'}
        >
          {t('donateButton')}
        </button>
        <button {...donation.getNotNowButtonProps({ className: 'hc-button' })}>{t('notNowButton')}</button>
      </div>
    </section>
  );
}

export { Donation };
export type { DonationProps };
