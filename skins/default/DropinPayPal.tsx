import { payPalButtonsOf, type UsePaymentMethodResult } from 'headless-checkout';
import { PayPalButtonsView } from './PayPalButtons';

/** A drop-in's PayPal item: PayPal's own buttons (loaded with the item: PayPal's seam in the drop-in). */
function DropinPayPal({ method }: { method: UsePaymentMethodResult }) {
  return <PayPalButtonsView paypal={payPalButtonsOf(method as UsePaymentMethodResult<'paypal'>)} />;
}

export { DropinPayPal };
