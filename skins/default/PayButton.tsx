import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useCheckout, usePayButtonLabel, type Amount } from 'headless-checkout';

/** The states a pay button shows (the element statuses of the payment components). */
type PayButtonStatus = 'ready' | 'loading' | 'redirect' | 'success' | 'error';

/** Props of PayButton. */
interface PayButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The payment component's status; 'loading' and 'redirect' disable the button and show progress, 'success' the completed state. */
  status?: PayButtonStatus;
  /** The amount on the button; defaults to the checkout's amount. A zero amount reads 'Save details'. */
  amount?: Amount;
  /** Replaces the label (the status still shows). */
  children?: ReactNode;
}

/**
 * The pay button: "Pay €19.99" in the shopper's locale, a progress state while the payment is
 * submitted, a completed state after it. Styled by `data-state` and the theme tokens.
 */
const PayButton = forwardRef<HTMLButtonElement, PayButtonProps>(function PayButton(
  { status = 'ready', amount, children, className, disabled, type = 'submit', ...props },
  ref,
) {
  const { config } = useCheckout();
  const busy = status === 'loading' || status === 'redirect';
  // The label's rules are the core's (`payButtonLabelOf`); `children` replace the ready label only.
  const text = usePayButtonLabel({ status, amount: amount ?? config.amount });
  const label: ReactNode = children && (status === 'ready' || status === 'error') ? children : text;

  return (
    <button
      ref={ref}
      type={type}
      className={className ? `hc-pay-button ${className}` : 'hc-pay-button'}
      data-state={status}
      aria-busy={busy || undefined}
      disabled={disabled || busy || status === 'success'}
      {...props}
    >
      {busy ? <span className="hc-spinner" aria-hidden="true" /> : null}
      <span className="hc-pay-button__label">{label}</span>
    </button>
  );
});

export { PayButton };
export type { PayButtonProps, PayButtonStatus };
