import type { ReactNode } from 'react';
import type {
  CheckoutError,
  PaymentResultProps,
  UsePaymentMethodResult,
  WalletAvailability,
} from 'headless-checkout';
import { useI18n } from 'headless-checkout';
import { useOnChange } from './hook-adapters';
import { ActionView } from './ActionView';
import type { PayButtonStatus } from './PayButton';
import { PaymentMessage } from './PaymentMessage';

/** Props of WalletButtonShell. */
interface WalletButtonShellProps {
  /** What a wallet hook (`useGooglePay`, `useApplePay`) returned. */
  wallet: Pick<UsePaymentMethodResult, 'status' | 'action' | 'completeAction' | 'failAction' | 'payment'> &
    PaymentResultProps & { availability: WalletAvailability; walletError: CheckoutError | null };
  /** The wallet's class names. */
  className: string;
  /** The wallet's name, the group's accessible name. */
  name: string;
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: ((status: PayButtonStatus) => void) | undefined;
  /** The button. */
  children: ReactNode;
}

/**
 * A wallet button's frame: nothing when the wallet is not available; while the page checks, a busy
 * placeholder; then the button, the payment's action in its place while it runs (3DS2), and the
 * payment's end (success, or the refusal shown and announced, focus moved to it by the hook).
 */
function WalletButtonShell({ wallet, className, name, onPaymentStatus, children }: WalletButtonShellProps) {
  const { t } = useI18n();
  useOnChange(wallet.status, onPaymentStatus);
  if (wallet.availability === 'unavailable') return null;
  const success = wallet.status === 'success';
  return (
    <div role="group" aria-label={name} className={className} data-state={wallet.availability}>
      {wallet.availability === 'checking' ? (
        <p className="hc-wallet__checking" role="status" aria-busy="true">
          <span className="hc-spinner" aria-hidden="true" />
          <span className="hc-visually-hidden">{t('loading')}</span>
        </p>
      ) : null}
      {wallet.action ? (
        <ActionView action={wallet.action} onComplete={wallet.completeAction} onError={wallet.failAction} />
      ) : null}
      {wallet.availability === 'available' && !success && wallet.action === null ? (
        <div className="hc-wallet__button">{children}</div>
      ) : null}
      <PaymentMessage key={wallet.payment.ended} payment={wallet} />
    </div>
  );
}

export { WalletButtonShell };
export type { WalletButtonShellProps };
