import { useApplePay, useGooglePay, useI18n, type UseGooglePayResult } from 'headless-checkout';
import { ActionStep } from './ActionStep';
import { useReportPaid } from './paid';

/** A wallet's end: "Payment successful", or the refusal, shown and announced with focus moved to it. */
function WalletResult({
  wallet,
}: {
  wallet: Pick<UseGooglePayResult, 'status' | 'message' | 'payment' | 'getResultProps'>;
}) {
  const { t } = useI18n();
  if (wallet.status !== 'success' && !wallet.message) return null;
  return (
    <p className="bank-status" key={wallet.payment.ended} {...wallet.getResultProps()}>
      {wallet.status === 'success' ? t('payment.success') : wallet.message}
    </p>
  );
}

/** Google Pay on the bare hooks: Google draws its button into the shop's container. */
function GooglePayExpress() {
  const googlePay = useGooglePay({ buttonType: 'pay', buttonColor: 'black' });
  useReportPaid('wallet', googlePay.status);
  if (googlePay.availability === 'unavailable') return null;
  if (googlePay.action)
    return (
      <ActionStep
        action={googlePay.action}
        onComplete={googlePay.completeAction}
        onError={googlePay.failAction}
      />
    );
  return (
    <div className="wallet" aria-label={googlePay.name} role="group">
      <div
        {...googlePay.getButtonContainerProps({ className: 'wallet-button' })}
        hidden={googlePay.status === 'success'}
      />
      <WalletResult wallet={googlePay} />
    </div>
  );
}

/** Apple Pay on the bare hooks: the shop's own `<button>`, Apple's session behind it. */
function ApplePayExpress() {
  const applePay = useApplePay({ buttonType: 'buy' });
  useReportPaid('wallet', applePay.status);
  if (applePay.availability === 'unavailable') return null;
  return (
    <div className="wallet" aria-label={applePay.name} role="group">
      {applePay.status === 'success' ? null : (
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
