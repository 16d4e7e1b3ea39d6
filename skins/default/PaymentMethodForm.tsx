import type { ReactNode } from 'react';
import {
  usePaymentMethod,
  type SupportedPaymentMethodType,
  type UsePaymentMethodOptions,
  type UsePaymentMethodResult,
} from 'headless-checkout';
import { useOnChange } from './hook-adapters';
import { MethodFormShell } from './MethodFormShell';
import { MethodLayout } from './MethodLayout';
import { PayButton, type PayButtonStatus } from './PayButton';
import { PaymentMessage } from './PaymentMessage';

/** Props of PaymentMethodForm: the method's type, every `usePaymentMethod(type)` option, and the skin's. */
type PaymentMethodFormProps<T extends SupportedPaymentMethodType> = UsePaymentMethodOptions<T> & {
  /** The payment-service type ('afterpay_default', 'sepadirectdebit'…). */
  type: T;
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** Renders the pay button (type submit) at the end of the form; default true. */
  payButton?: boolean;
  /** An extra class name on the form. */
  className?: string;
  /** Rendered after the fields, before the payment's end and the button (a method's own controls). */
  children?: (method: UsePaymentMethodResult<T>) => ReactNode;
};

/**
 * The default skin's form for any payment method with a layout: `usePaymentMethod(type, options)`
 * rendered from its definition's layout (sections, rows, the shared field controls), the payment's
 * action in the form's place while it runs, its end (shown and announced) and the pay button with
 * the method's label ('Confirm purchase', 'Continue to Klarna', 'Pay €120.00'). Behaviour is the
 * hook's.
 */
function PaymentMethodForm<T extends SupportedPaymentMethodType>({
  type,
  onPaymentStatus,
  payButton = true,
  className,
  children,
  ...options
}: PaymentMethodFormProps<T>) {
  const method = usePaymentMethod(type, options as unknown as UsePaymentMethodOptions<T>);
  useOnChange(method.status, onPaymentStatus);
  const classes = ['hc-method', `hc-method--${type}`, className].filter(Boolean).join(' ');
  return (
    <MethodFormShell method={method} className={classes}>
      <MethodLayout method={method} />
      {children ? children(method) : null}
      <PaymentMessage key={method.payment.ended} payment={method} />
      {payButton ? <PayButton status={method.status}>{method.payButtonLabel}</PayButton> : null}
    </MethodFormShell>
  );
}

export { PaymentMethodForm };
export type { PaymentMethodFormProps };
