import type { PaymentMethodState } from '../payment-method.types';
import type { PayPalState, PayPalStatus } from './paypal.flow';
import type { PayPalFundingSource } from './paypal.sdk';
import type { PayPalOptions } from './paypal.setup';

/** What PayPal's buttons show (the method hooks' `view`). */
interface PayPalView {
  /** 'pending' (the SDK loads), 'ready' (the buttons show), 'processing' (a payment runs) or 'error' (also when PayPal cannot be used). */
  status: PayPalStatus;
  /** The buttons to place (PayPal, Credit, Pay Later; PayPal alone when vaulting), eligible or not yet known. */
  fundingSources: readonly PayPalFundingSource[];
  /** The buttons PayPal offers this shopper (known once ready). */
  eligibleFundingSources: readonly PayPalFundingSource[];
  /** True when a zero amount stores the PayPal account (vault, intent tokenize). */
  vault: boolean;
}

/** What the buttons show of a state (null: the definition loads, the SDK is pending). */
function paypalViewOf(
  state: Pick<PaymentMethodState<PayPalOptions, PayPalState>, 'extra' | 'availability'> | null,
): PayPalView {
  if (!state) return { status: 'pending', fundingSources: [], eligibleFundingSources: [], vault: false };
  const { extra, availability } = state;
  return {
    status: availability.available === false ? 'error' : extra.status,
    fundingSources: extra.offered,
    eligibleFundingSources: extra.fundingSources,
    vault: extra.vault,
  };
}

export { paypalViewOf };
export type { PayPalView };
