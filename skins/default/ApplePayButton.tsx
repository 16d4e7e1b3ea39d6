import { useApplePay, type UseApplePayOptions } from 'headless-checkout';
import type { PayButtonStatus } from './PayButton';
import { WalletButtonShell } from './WalletButtonShell';

/** Props of ApplePayButton: every `useApplePay` option, and the skin's. */
type ApplePayButtonProps = UseApplePayOptions & {
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** An extra class name. */
  className?: string;
};

/**
 * Apple Pay with the default skin: a native `<button>` named 'Apple Pay' that Safari draws as
 * Apple's button (`-apple-pay-button`, in the colour and type you choose and the shopper's
 * language), with a drawn fallback elsewhere; shown only when Apple Pay is available; the payment's
 * end shown and announced. Behaviour is the hook's.
 */
function ApplePayButton({ onPaymentStatus, className, ...options }: ApplePayButtonProps) {
  const applePay = useApplePay(options);
  const classes = ['hc-wallet', 'hc-wallet--applepay', className].filter(Boolean).join(' ');
  return (
    <WalletButtonShell
      wallet={applePay}
      className={classes}
      name={applePay.state ? applePay.name : 'Apple Pay'}
      onPaymentStatus={onPaymentStatus}
    >
      <button {...applePay.getButtonProps({ className: 'hc-apple-pay-button', 'aria-label': 'Apple Pay' })}>
        <span className="hc-apple-pay-button__mark" aria-hidden="true">
          Apple Pay
        </span>
      </button>
    </WalletButtonShell>
  );
}

export { ApplePayButton };
export type { ApplePayButtonProps };
