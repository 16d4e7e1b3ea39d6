import { useCard, useI18n, type UseCardOptions, type UseCardResult } from 'headless-checkout';
import { CardFormShell } from './CardFormShell';
import { AddressFields } from './AddressFields';
import { BrandIcons } from './BrandIcons';
import { DualBrandChoice } from './DualBrandChoice';
import { ErrorPanel } from './ErrorPanel';
import { CardField, SecurityCodeField } from './Field';
import { useOnChange } from './hook-adapters';
import { InstallmentsSelect } from './InstallmentsSelect';
import { PayButton, type PayButtonStatus } from './PayButton';
import { PaymentMessage } from './PaymentMessage';
import { useSecuredFieldTheme } from './secured-field-theme';

/** Props of CardFormView: the layout of a card form over a `useCard` result you hold. */
interface CardFormViewProps {
  /** What `useCard` returned. */
  card: UseCardResult;
  /** Renders the pay button (type submit) at the end of the form; default true. */
  payButton?: boolean;
  /** false keeps the error panel for screen readers only; default true. */
  showErrorPanel?: boolean;
  /** An extra class name on the form. */
  className?: string;
  /** A ref to the form element. */
  formRef?: (element: HTMLFormElement | null) => void;
}

/** Props of CardForm: every `useCard` option, plus the skin's. */
interface CardFormProps extends UseCardOptions {
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** Renders the pay button (type submit) at the end of the form; default true. */
  payButton?: boolean;
  /** false keeps the error panel for screen readers only; default true. */
  showErrorPanel?: boolean;
  /** An extra class name on the form. */
  className?: string;
}

/**
 * The card form's markup over a `useCard` result, in the focus order of the spec: holder name
 * (when on top), number with the brand icons, the dual-brand choice, expiry (one field, or month
 * and year with `expiryFields: 'separate'`) and security code,
 * holder name, Korean tax number and password or social security number, billing address,
 * installments, store details, the error panel and the pay button.
 */
function CardFormView({
  card,
  payButton = true,
  showErrorPanel = true,
  className,
  formRef,
}: CardFormViewProps) {
  const { t } = useI18n();
  const onTop = Boolean(card.state.options.positionHolderNameOnTop);
  const holderName = (
    <CardField
      card={card}
      field="holderName"
      label={t('creditCard.holderName')}
      inputProps={{ placeholder: t('creditCard.holderName.placeholder') }}
    />
  );
  const classes = className ? `hc-card-form ${className}` : 'hc-card-form';
  // 'MM/YY' in the shopper's language; its halves are the placeholders of separate month and year fields.
  const expiryPlaceholder = t('creditCard.expiryDateField.placeholder');
  const [monthPlaceholder, yearPlaceholder] = expiryPlaceholder.split('/');

  return (
    <CardFormShell card={card} className={classes} formRef={formRef}>
      {onTop ? holderName : null}
      <CardField
        card={card}
        field="cardNumber"
        label={t('creditCard.numberField.title')}
        labelAside={
          <BrandIcons
            brands={card.brandIcons.visible}
            more={card.brandIcons.more}
            activeBrand={card.brand}
            getBrandName={card.getBrandName}
          />
        }
      />
      <DualBrandChoice card={card} />
      <div className="hc-row">
        <CardField
          card={card}
          field="expiryDate"
          label={t('creditCard.expiryDateField.title')}
          inputProps={{ placeholder: expiryPlaceholder }}
        />
        <CardField
          card={card}
          field="expiryMonth"
          label={t('creditCard.expiryDateField.month')}
          inputProps={{ placeholder: monthPlaceholder }}
        />
        <CardField
          card={card}
          field="expiryYear"
          label={t('creditCard.expiryDateField.year')}
          inputProps={{ placeholder: yearPlaceholder }}
        />
        <SecurityCodeField card={card} />
      </div>
      {onTop ? null : holderName}
      <CardField
        card={card}
        field="taxNumber"
        label={t('creditCard.taxNumber')}
        inputProps={{ placeholder: t('creditCard.taxNumber.placeholder') }}
      />
      <CardField
        card={card}
        field="password"
        label={t('creditCard.encryptedPassword.label')}
        inputProps={{ type: 'password', placeholder: t('creditCard.encryptedPassword.placeholder') }}
      />
      <CardField card={card} field="socialSecurityNumber" label={t('socialSecurityNumber')} />
      <AddressFields card={card} />
      <InstallmentsSelect card={card} />
      {card.visible.storeDetails ? (
        <label className="hc-checkbox">
          <input className="hc-checkbox__input" {...card.getStoreDetailsProps()} />
          <span className="hc-checkbox__label">{t('storeDetails')}</span>
        </label>
      ) : null}
      <ErrorPanel errors={card.errors} visible={showErrorPanel} />
      <PaymentMessage key={card.screen.result} payment={card} />
      {payButton ? <PayButton status={card.status} amount={card.state.options.amount} /> : null}
    </CardFormShell>
  );
}

/**
 * The default skin's card form: `useCard(options)` rendered with labels, the hook's errors, brand
 * icons, the dual-brand choice, installments and country/state as Radix Selects, the error panel
 * and the pay button. Behaviour (validation, formatting, encryption, submit) is the hook's. The
 * secured fields take the theme's text colour and font (unless you pass `securedFieldStyles`).
 */
function CardForm({ onPaymentStatus, payButton, showErrorPanel, className, ...options }: CardFormProps) {
  const [themeRef, theme] = useSecuredFieldTheme();
  const card = useCard(
    { ...options, securedFieldStyles: options.securedFieldStyles ?? theme },
    { subscribe: 'form' },
  );
  useOnChange(card.status, onPaymentStatus);
  return (
    <CardFormView
      card={card}
      payButton={payButton}
      showErrorPanel={showErrorPanel}
      className={className}
      formRef={themeRef}
    />
  );
}

export { CardForm, CardFormView };
export type { CardFormProps, CardFormViewProps };
