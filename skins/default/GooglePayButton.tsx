import { useGooglePay, type UseGooglePayOptions } from 'headless-checkout';
import type { PayButtonStatus } from './PayButton';
import { WalletButtonShell } from './WalletButtonShell';

/** Props of GooglePayButton: every `useGooglePay` option, and the skin's. */
type GooglePayButtonProps = UseGooglePayOptions & {
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** An extra class name. */
  className?: string;
};

/**
 * Google Pay with the default skin: Google's own button (drawn by Google's script in the
 * checkout's language, a real `<button>`), shown only when Google Pay is available; the 3DS2 action
 * in its place while it runs; the payment's end shown and announced. Behaviour is the hook's.
 */
function GooglePayButton({ onPaymentStatus, className, ...options }: GooglePayButtonProps) {
  const googlePay = useGooglePay(options);
  const classes = ['hc-wallet', 'hc-wallet--googlepay', className].filter(Boolean).join(' ');
  return (
    <WalletButtonShell
      wallet={googlePay}
      className={classes}
      name={googlePay.state ? googlePay.name : 'Google Pay'}
      onPaymentStatus={onPaymentStatus}
    >
      <div {...googlePay.getButtonContainerProps({ className: 'hc-wallet__google' })} />
    </WalletButtonShell>
  );
}

export { GooglePayButton };
export type { GooglePayButtonProps };
