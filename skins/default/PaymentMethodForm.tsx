import type { ComponentProps, ReactNode } from 'react';
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

/** Props of MethodForm. */
interface MethodFormProps {
  /** What a method hook returned (`usePaymentMethod`, `useAch`). */
  method: ComponentProps<typeof MethodFormShell>['method'] &
    ComponentProps<typeof MethodLayout>['method'] &
    ComponentProps<typeof PaymentMessage>['payment'] &
    Pick<UsePaymentMethodResult, 'payment' | 'payButtonLabel'>;
  /** The payment-service type: the form's `hc-method--{type}` class. */
  type: string;
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: ((status: PayButtonStatus) => void) | undefined;
  /** Renders the pay button (type submit) at the end of the form; default true. */
  payButton?: boolean | undefined;
  /** An extra class name on the form. */
  className?: string | undefined;
  /** Rendered after the fields, before the payment's end and the button (a method's own controls). */
  children?: ReactNode;
}

/**
 * A method hook's form, drawn from its layout: the fields (`MethodLayout`), the payment's action in
 * the form's place while it runs, its end (shown and announced) and the pay button.
 */
function MethodForm({
  method,
  type,
  onPaymentStatus,
  payButton = true,
  className,
  children,
}: MethodFormProps) {
  useOnChange(method.status, onPaymentStatus);
  const classes = ['hc-method', `hc-method--${type}`, className].filter(Boolean).join(' ');
  return (
    <MethodFormShell method={method} className={classes}>
      <MethodLayout method={method} />
      {children}
      <PaymentMessage key={method.screen.result} payment={method} />
      {payButton ? <PayButton status={method.status}>{method.payButtonLabel}</PayButton> : null}
    </MethodFormShell>
  );
}

/**
 * The default skin's form for any payment method with a layout: `usePaymentMethod(type, options)`
 * drawn by `MethodForm` (sections, rows, the shared field controls), the payment's action in the
 * form's place while it runs, its end (shown and announced) and the pay button with the method's
 * label ('Confirm purchase', 'Continue to Klarna', 'Pay €120.00'). Behaviour is the hook's.
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
  return (
    <MethodForm
      method={method}
      type={type}
      onPaymentStatus={onPaymentStatus}
      payButton={payButton}
      className={className}
    >
      {children ? children(method) : null}
    </MethodForm>
  );
}

export { MethodForm, PaymentMethodForm };
export type { MethodFormProps, PaymentMethodFormProps };
