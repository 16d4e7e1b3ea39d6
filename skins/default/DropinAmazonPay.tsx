import { amazonPayOf, type UsePaymentMethodResult } from 'headless-checkout';
import { AmazonPayView } from './AmazonPay';

/** A drop-in's Amazon Pay item: Amazon's own button (loaded with the item: Amazon Pay's seam in the drop-in). */
function DropinAmazonPay({ method }: { method: UsePaymentMethodResult }) {
  return <AmazonPayView amazon={amazonPayOf(method as UsePaymentMethodResult<'amazonpay'>)} />;
}

export { DropinAmazonPay };
