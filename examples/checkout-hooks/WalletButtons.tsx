import { useApplePay, useGooglePay, useI18n, type UseGooglePayResult } from 'headless-checkout';
import { ActionStep } from './ActionStep';
import { useReportPaid } from './paid';

/** A wallet's end: "Payment successful", or the refusal, shown and announced with focus moved to it. */
function WalletResult({
  wallet,
}: {
  wallet: Pick<UseGooglePayResult, 'screen' | 'message' | 'getResultProps'>;
}) {
  const { t } = useI18n();
  const { screen } = wallet;
  if (screen.name !== 'result' && !wallet.message) return null;
  return (
    <p className="bank-status" key={screen.result} {...wallet.getResultProps()}>
      {screen.name === 'result' ? t('payment.success') : wallet.message}
    </p>
  );
}

/** Google Pay on the bare hooks: Google draws its button into the shop's container. */
function GooglePayExpress() {
  const googlePay = useGooglePay({ buttonType: 'pay', buttonColor: 'black' });
  useReportPaid('wallet', googlePay.status);
  const { screen } = googlePay;
  if (screen.name === 'unavailable') return null;
  if (screen.action)
    return (
      <ActionStep
        action={screen.action}
        onComplete={googlePay.completeAction}
        onError={googlePay.failAction}
      />
    );
  return (
    <div className="wallet" aria-label={googlePay.name} role="group">
      <div
        {...googlePay.getButtonContainerProps({ className: 'wallet-button' })}
        hidden={screen.name === 'result'}
      />
      <WalletResult wallet={googlePay} />
    </div>
  );
}

/** Apple Pay on the bare hooks: the shop's own `<button>`, Apple's session behind it. */
function ApplePayExpress() {
  const applePay = useApplePay({ buttonType: 'buy' });
  useReportPaid('wallet', applePay.status);
  if (applePay.screen.name === 'unavailable') return null;
  return (
    <div className="wallet" aria-label={applePay.name} role="group">
      {applePay.screen.name === 'result' ? null : (
        <button {...applePay.getButtonProps({ className: 'wallet-apple' })}>Apple Pay</button>
      )}
      <WalletResult wallet={applePay} />
    </div>
  );
}

/** The express wallets at the top of the checkout, each shown only where it is available. */
function WalletButtons() {
  return (
    <section aria-labelledby="wallets-heading" className="wallets">
      <h2 id="wallets-heading" className="other-heading">
        Express checkout
      </h2>
      <GooglePayExpress />
      <ApplePayExpress />
    </section>
  );
}

export { WalletButtons };
