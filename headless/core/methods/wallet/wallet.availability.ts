/**
 * A wallet's availability as the hooks word it ('checking', 'available', 'unavailable'): what a
 * page reads without the wallet's definition (its flow ships with the definition).
 */
import type { MethodAvailability } from '../payment-method.types';

/** Whether the shopper can pay with the wallet on this device and page (the method's `availability` as a word). */
type WalletAvailability = 'checking' | 'available' | 'unavailable';

/** The method's availability as a wallet's word: 'checking', 'available' or 'unavailable'. */
function walletAvailabilityOf(availability: MethodAvailability | undefined): WalletAvailability {
  const available = availability?.available ?? 'checking';
  return available === 'checking' ? 'checking' : available ? 'available' : 'unavailable';
}

export { walletAvailabilityOf };
export type { WalletAvailability };
