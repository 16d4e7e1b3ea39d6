import { Fragment } from 'react';
import { useCard, useI18n, type UseCardOptions, type UseCardResult } from 'headless-checkout';
import { CardFormShell } from './CardFormShell';
import { AddressFields, DualBrandChoice, InstallmentsSelect } from './CardFormParts';
import { ErrorPanel } from './ErrorPanel';
import { CardLayoutField } from './Field';
import { useOnChange } from './hook-adapters';
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
 * The card form's markup over a `useCard` result: the core's card layout (its fields in the focus
 * order of the spec, the holder name on top when asked), the dual-brand choice under the number,
 * the billing address, the installments, the store-details box, the error panel and the pay button.
 */
function CardFormView({
  card,
  payButton = true,
  showErrorPanel = true,
  className,
  formRef,
}: CardFormViewProps) {
  const { t } = useI18n();
  const classes = className ? `hc-card-form ${className}` : 'hc-card-form';
  const section = (name: string) => card.layout.find((entry) => entry.name === name);

  return (
    <CardFormShell card={card} className={classes} formRef={formRef}>
      {section('card')?.rows.map((row) => (
        <Fragment key={row.map((field) => field.field).join('-')}>
          <div className="hc-row">
            {row.map((field) => (
              <CardLayoutField key={field.field} card={card} field={field} />
            ))}
          </div>
          {row[0]?.field === 'cardNumber' ? <DualBrandChoice card={card} /> : null}
        </Fragment>
      ))}
      <AddressFields card={card} />
      <InstallmentsSelect card={card} />
      {section('storeDetails')
        ?.rows.flat()
        .map((field) => (
          <label key={field.field} className="hc-checkbox">
            <input className="hc-checkbox__input" {...card.getStoreDetailsProps()} />
            <span className="hc-checkbox__label">{t(field.labelKey)}</span>
          </label>
        ))}
      <ErrorPanel errors={card.errors} visible={showErrorPanel} />
      <PaymentMessage key={card.screen.result} payment={card} />
      {payButton ? (
        <PayButton status={card.status} amount={card.state.options.amount ?? card.state.context.amount} />
      ) : null}
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
