import { useCallback, useId, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import {
  CLICK_TO_PAY_SCHEME_NAMES,
  useClickToPay,
  useI18n,
  type ClickToPayCard,
  type UseClickToPayOptions,
  type UseClickToPayResult,
} from 'headless-checkout';
import { ActionView } from './ActionView';
import { CardForm, type CardFormProps } from './CardForm';
import { FieldError } from './Field';
import { useOnChange } from './hook-adapters';
import type { PayButtonStatus } from './PayButton';
import { PaymentMessage } from './PaymentMessage';
import { Select } from './Select';

/** Props of ClickToPay: the hook's options, the card form shown for manual entry, and the skin's. */
interface ClickToPayProps extends UseClickToPayOptions {
  /** Props of the card form shown for manual entry (the skin's CardForm). */
  cardForm?: CardFormProps;
  /** Replaces the skin's CardForm as the manual entry (your own card form). */
  children?: ReactNode;
  /** Called when the Click to Pay payment's status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** An extra class name on the Click to Pay section. */
  className?: string;
}

/** A card's text: its name and last four digits. */
const cardText = (card: ClickToPayCard) =>
  `${card.descriptorName ?? CLICK_TO_PAY_SCHEME_NAMES[card.scheme]} •••• ${card.panLastFour}`;

/** The 'What is Click to Pay?' dialog (Radix Dialog). */
function InfoDialog() {
  const { t } = useI18n();
  // The dialog renders inside the skin's root, so the theme tokens apply.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const triggerRef = useCallback((node: HTMLButtonElement | null) => {
    setContainer(node?.closest<HTMLElement>('.hc-root') ?? null);
  }, []);
  return (
    <Dialog.Root>
      <Dialog.Trigger ref={triggerRef} className="hc-link hc-ctp__info">
        {t('ctp.info.open')}
      </Dialog.Trigger>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="hc-dialog__overlay" />
        <Dialog.Content className="hc-dialog">
          <Dialog.Title className="hc-dialog__title">{t('ctp.info.title')}</Dialog.Title>
          <Dialog.Description className="hc-dialog__body">{t('ctp.info.body')}</Dialog.Description>
          <Dialog.Close className="hc-button">{t('close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The one-time code screen. */
function OtpScreen({ ctp }: { ctp: UseClickToPayResult }) {
  const { t } = useI18n();
  return (
    <form {...ctp.getOtpFormProps({ className: 'hc-ctp__form' })}>
      <h3 {...ctp.getTitleProps({ className: 'hc-ctp__title' })}>{t('ctp.otp.title')}</h3>
      <p className="hc-ctp__subtitle">{ctp.otpSubtitle}</p>
      <div className="hc-field" data-invalid={ctp.meta('otp').error ? true : undefined}>
        <div className="hc-field__header">
          <label className="hc-field__label" {...ctp.getOtpLabelProps()}>
            {t('ctp.otp.fieldLabel')}
          </label>
          {ctp.showResend ? (
            <button
              type="button"
              className="hc-link"
              onClick={ctp.resend}
              disabled={!ctp.canResend}
              aria-live="polite"
            >
              {ctp.resendLabel}
            </button>
          ) : null}
        </div>
        <input {...ctp.getOtpInputProps({ className: 'hc-input' })} />
        <FieldError {...ctp.getErrorProps('otp')} message={ctp.meta('otp').error} />
      </div>
      <button
        type="submit"
        className="hc-pay-button"
        disabled={!ctp.canContinue}
        aria-busy={ctp.state.pending === 'code' || undefined}
      >
        <span className="hc-pay-button__label">{t('continue')}</span>
      </button>
      <button type="button" className="hc-link hc-ctp__not-you" onClick={ctp.logout} disabled={ctp.busy}>
        {t('ctp.logout.notYou')}
      </button>
    </form>
  );
}

/** The login screen: email or mobile phone number. */
function LoginScreen({ ctp }: { ctp: UseClickToPayResult }) {
  const { t } = useI18n();
  const mobile = ctp.loginType === 'mobilePhone';
  return (
    <form {...ctp.getLoginFormProps({ className: 'hc-ctp__form' })}>
      <h3 {...ctp.getTitleProps({ className: 'hc-ctp__title' })}>{t('ctp.login.title')}</h3>
      <p className="hc-ctp__subtitle">{t(mobile ? 'ctp.login.subtitleMobile' : 'ctp.login.subtitle')}</p>
      <div className="hc-field" data-invalid={ctp.meta('login').error ? true : undefined}>
        <div className="hc-field__header">
          <label className="hc-field__label" {...ctp.getLoginLabelProps()}>
            {t(mobile ? 'ctp.login.mobileLabel' : 'ctp.login.inputLabel')}
          </label>
          <button
            type="button"
            className="hc-link"
            onClick={() => ctp.setLoginType(mobile ? 'email' : 'mobilePhone')}
            disabled={ctp.busy}
          >
            {t(mobile ? 'ctp.login.useEmail' : 'ctp.login.useMobile')}
          </button>
        </div>
        <input {...ctp.getLoginInputProps({ className: 'hc-input' })} />
        <FieldError {...ctp.getErrorProps('login')} message={ctp.meta('login').error} />
      </div>
      <button
        type="submit"
        className="hc-pay-button"
        disabled={ctp.busy}
        aria-busy={ctp.state.pending === 'lookup' || undefined}
      >
        <span className="hc-pay-button__label">{t('continue')}</span>
      </button>
    </form>
  );
}

/** The cards screen: one card, or a dropdown; expired cards disabled and marked; the pay button. */
function CardsScreen({ ctp }: { ctp: UseClickToPayResult }) {
  const { t } = useI18n();
  const id = useId();
  const { cards, selectedCard } = ctp;
  const busy = ctp.status === 'loading' || ctp.status === 'redirect';
  const paid = ctp.status === 'success';
  return (
    <div className="hc-ctp__cards" data-state={ctp.status}>
      <h3 {...ctp.getTitleProps({ className: 'hc-ctp__title' })}>{t('ctp.cards.title')}</h3>
      {cards.length === 0 ? (
        <p className="hc-ctp__subtitle">{t('ctp.emptyProfile')}</p>
      ) : cards.length === 1 && selectedCard ? (
        <p className="hc-ctp__card" data-scheme={selectedCard.scheme}>
          {/* 'Visa •••• 1111' reads left to right, also on a right-to-left page. */}
          <bdi dir="ltr">{cardText(selectedCard)}</bdi>
        </p>
      ) : (
        <div className="hc-field">
          <div className="hc-field__header">
            <label className="hc-field__label" id={`${id}-label`} htmlFor={`${id}-cards`}>
              {t('ctp.cards.select')}
            </label>
          </div>
          <Select
            id={`${id}-cards`}
            labelId={`${id}-label`}
            value={ctp.selectedCard?.srcDigitalCardId ?? ''}
            onValueChange={ctp.selectCard}
            disabled={busy || paid || ctp.busy}
            options={cards.map((card) => ({
              value: card.srcDigitalCardId,
              label: card.isExpired ? `${cardText(card)} (${t('ctp.cards.expired')})` : cardText(card),
              disabled: card.isExpired,
            }))}
          />
        </div>
      )}
      {ctp.errorMessage ? (
        <p className="hc-field__error" role="alert">
          {ctp.errorMessage}
        </p>
      ) : null}
      <PaymentMessage key={ctp.screen.result} payment={ctp} />
      {paid ? null : (
        <button
          {...ctp.getPayButtonProps({
            className: 'hc-pay-button',
            'data-state': ctp.status,
            'aria-busy': busy || ctp.state.pending === 'checkout' || undefined,
          })}
        >
          {busy ? <span className="hc-spinner" aria-hidden="true" /> : null}
          <span className="hc-pay-button__label">{ctp.payButtonLabel}</span>
        </button>
      )}
      {paid || busy ? null : (
        <button type="button" className="hc-link hc-ctp__not-you" onClick={ctp.logout} disabled={ctp.busy}>
          {t('ctp.logout.notYou')}
        </button>
      )}
    </div>
  );
}

/**
 * Click to Pay above the card form (spec section 2): a loading state, the one-time code with
 * resend, the login by email or mobile number, 'Not you?', the info dialog, the cards (one, or a
 * dropdown with expired cards disabled) and the pay button 'Pay {amount} with •••• {last four}',
 * then the separator and the manual-entry button that shows the card form. When Click to Pay is not
 * available, only the card form shows.
 */
function ClickToPay({ cardForm, children, onPaymentStatus, className, ...options }: ClickToPayProps) {
  const ctp = useClickToPay(options);
  const { t } = useI18n();
  useOnChange(ctp.status, onPaymentStatus);
  const manualId = useId();
  const status = ctp.clickToPayStatus;
  const offered = ctp.available !== false;
  const manual = children ?? <CardForm {...cardForm} />;
  const screen =
    ctp.available === 'checking' ? (
      <div className="hc-ctp__loading" role="status" aria-busy="true">
        <span className="hc-spinner" aria-hidden="true" />
        <span>{t('ctp.loading')}</span>
      </div>
    ) : status === 'OneTimePassword' ? (
      <OtpScreen ctp={ctp} />
    ) : status === 'Login' ? (
      <LoginScreen ctp={ctp} />
    ) : (
      <CardsScreen ctp={ctp} />
    );
  return (
    <div className="hc-ctp-checkout">
      {offered ? (
        <section
          className={className ? `hc-ctp ${className}` : 'hc-ctp'}
          data-state={status}
          aria-label={t('ctp.info.title')}
        >
          {ctp.screen.action ? (
            <ActionView action={ctp.screen.action} onComplete={ctp.completeAction} onError={ctp.failAction} />
          ) : (
            screen
          )}
          <InfoDialog />
        </section>
      ) : null}
      {offered && ctp.cardForm !== 'hidden' && ctp.status !== 'success' ? (
        <div className="hc-ctp__separator">
          <span className="hc-ctp__separator-text">{t('ctp.separator')}</span>
          <button
            type="button"
            className="hc-button"
            onClick={ctp.showManualEntry}
            aria-expanded={ctp.cardForm === 'shown'}
            aria-controls={manualId}
          >
            {t('ctp.manualCardEntry')}
          </button>
        </div>
      ) : null}
      <div
        id={manualId}
        className="hc-ctp__manual"
        hidden={ctp.cardForm !== 'shown' || ctp.status === 'success'}
      >
        {manual}
      </div>
    </div>
  );
}

export { ClickToPay };
export type { ClickToPayProps };
