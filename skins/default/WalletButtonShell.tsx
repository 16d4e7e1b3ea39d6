import type { ReactNode } from 'react';
import type { PaymentResultProps, UsePaymentMethodResult } from 'headless-checkout';
import { useI18n } from 'headless-checkout';
import { useOnChange } from './hook-adapters';
import { ActionView } from './ActionView';
import type { PayButtonStatus } from './PayButton';
import { PaymentMessage } from './PaymentMessage';
import { PaymentResultView } from './PaymentResultView';

/** Props of WalletButtonShell. */
interface WalletButtonShellProps {
  /** What a wallet hook (`useGooglePay`, `useApplePay`) returned. */
  wallet: Pick<UsePaymentMethodResult, 'status' | 'screen' | 'completeAction' | 'failAction'> &
    PaymentResultProps;
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
 * A wallet button's frame, as the hook's `screen` says: nothing when the page cannot use the
 * wallet (a load failure's message when there is one); while it checks, a busy placeholder; then
 * the button, the payment's action in its place while it runs (3DS2), and the payment's end
 * (success, or the refusal shown and announced, focus moved to it by the hook).
 */
function WalletButtonShell({ wallet, className, name, onPaymentStatus, children }: WalletButtonShellProps) {
  const { t } = useI18n();
  useOnChange(wallet.status, onPaymentStatus);
  const { screen } = wallet;
  if (screen.name === 'unavailable')
    return screen.messageKey ? (
      <div role="group" aria-label={name} className={className} data-state="unavailable">
        <PaymentResultView status="error" messageKey={screen.messageKey} />
      </div>
    ) : null;
  return (
    <div role="group" aria-label={name} className={className} data-state={screen.name}>
      {screen.name === 'loading' ? (
        <p className="hc-wallet__checking" role="status" aria-busy="true">
          <span className="hc-spinner" aria-hidden="true" />
          <span className="hc-visually-hidden">{t('loading')}</span>
        </p>
      ) : null}
      {screen.action ? (
        <ActionView action={screen.action} onComplete={wallet.completeAction} onError={wallet.failAction} />
      ) : null}
      {screen.name === 'form' ? <div className="hc-wallet__button">{children}</div> : null}
      <PaymentMessage key={screen.result} payment={wallet} />
    </div>
  );
}

export { WalletButtonShell };
export type { WalletButtonShellProps };
