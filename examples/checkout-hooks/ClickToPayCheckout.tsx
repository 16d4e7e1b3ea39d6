import type { ReactNode } from 'react';
import { useClickToPay, useI18n, type ShopperIdentity } from 'headless-checkout';
import { ActionStep } from './ActionStep';
import { useReportPaid } from './paid';

/**
 * Click to Pay above the merchant's card form, in the merchant's own markup: the hook gives the
 * screens' state, texts and props. `children` is the card form, shown when Click to Pay is not
 * available or the shopper asks for it.
 */
function ClickToPayCheckout({
  shopperIdentity,
  children,
}: {
  shopperIdentity?: ShopperIdentity;
  children: ReactNode;
}) {
  const ctp = useClickToPay(shopperIdentity ? { shopperIdentity } : {});
  const { t } = useI18n();
  useReportPaid('card', ctp.status);
  const status = ctp.clickToPayStatus;
  let screen: ReactNode = null;
  if (ctp.screen.action) {
    screen = (
      <ActionStep action={ctp.screen.action} onComplete={ctp.completeAction} onError={ctp.failAction} />
    );
  } else if (ctp.available === 'checking') {
    screen = (
      <p role="status" aria-busy="true">
        {t('ctp.loading')}
      </p>
    );
  } else if (status === 'OneTimePassword') {
    screen = (
      <form className="ctp-form" {...ctp.getOtpFormProps()}>
        <h2 {...ctp.getTitleProps()}>{t('ctp.otp.title')}</h2>
        <p>{ctp.otpSubtitle}</p>
        <label {...ctp.getOtpLabelProps()}>{t('ctp.otp.fieldLabel')}</label>
        <input {...ctp.getOtpInputProps()} />
        <span className="card-error" {...ctp.getErrorProps('otp')}>
          {ctp.meta('otp').error}
        </span>
        {ctp.showResend ? (
          <button type="button" className="link" onClick={ctp.resend} disabled={!ctp.canResend}>
            {ctp.resendLabel}
          </button>
        ) : null}
        <button type="submit" disabled={!ctp.canContinue}>
          {t('continue')}
        </button>
        <button type="button" className="link" onClick={ctp.logout} disabled={ctp.busy}>
          {t('ctp.logout.notYou')}
        </button>
      </form>
    );
  } else if (status === 'Login') {
    const mobile = ctp.loginType === 'mobilePhone';
    screen = (
      <form className="ctp-form" {...ctp.getLoginFormProps()}>
        <h2 {...ctp.getTitleProps()}>{t('ctp.login.title')}</h2>
        <label {...ctp.getLoginLabelProps()}>
          {t(mobile ? 'ctp.login.mobileLabel' : 'ctp.login.inputLabel')}
        </label>
        <input {...ctp.getLoginInputProps()} />
        <span className="card-error" {...ctp.getErrorProps('login')}>
          {ctp.meta('login').error}
        </span>
        <button
          type="button"
          className="link"
          onClick={() => ctp.setLoginType(mobile ? 'email' : 'mobilePhone')}
        >
          {t(mobile ? 'ctp.login.useEmail' : 'ctp.login.useMobile')}
        </button>
        <button type="submit" disabled={ctp.busy}>
          {t('continue')}
        </button>
      </form>
    );
  } else if (status === 'Ready') {
    const paid = ctp.status === 'success';
    screen = (
      <div className="ctp-form">
        <h2 {...ctp.getTitleProps()}>{t('ctp.cards.title')}</h2>
        <fieldset disabled={paid || ctp.busy}>
          <legend>{t('ctp.cards.select')}</legend>
          {ctp.cards.map((card) => (
            <label key={card.srcDigitalCardId} className="ctp-card">
              <input
                type="radio"
                name="ctp-card"
                value={card.srcDigitalCardId}
                checked={ctp.selectedCard?.srcDigitalCardId === card.srcDigitalCardId}
                disabled={card.isExpired}
                onChange={() => ctp.selectCard(card.srcDigitalCardId)}
              />
              <bdi>{card.descriptorName}</bdi> <bdi dir="ltr">•••• {card.panLastFour}</bdi>
              {card.isExpired ? ` (${t('ctp.cards.expired')})` : ''}
            </label>
          ))}
        </fieldset>
        {ctp.errorMessage ? <p role="alert">{ctp.errorMessage}</p> : null}
        {ctp.message || paid ? (
          <p key={ctp.screen.result} {...ctp.getResultProps()}>
            {paid ? t('payment.success') : ctp.message}
          </p>
        ) : null}
        {paid ? null : <button {...ctp.getPayButtonProps()}>{ctp.payButtonLabel}</button>}
        {paid ? null : (
          <button type="button" className="link" onClick={ctp.logout} disabled={ctp.busy}>
            {t('ctp.logout.notYou')}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      {screen ? (
        <section className="ctp" aria-label={t('ctp.info.title')}>
          {screen}
        </section>
      ) : null}
      {ctp.available !== false && ctp.cardForm !== 'hidden' && ctp.status !== 'success' ? (
        <p className="ctp-separator">
          {t('ctp.separator')}{' '}
          <button type="button" onClick={ctp.showManualEntry} aria-expanded={ctp.cardForm === 'shown'}>
            {t('ctp.manualCardEntry')}
          </button>
        </p>
      ) : null}
      <div hidden={ctp.cardForm !== 'shown' || ctp.status === 'success'}>{children}</div>
    </>
  );
}

export { ClickToPayCheckout };
