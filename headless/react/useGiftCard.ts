import type {
  BalanceResponse,
  GiftCardDeps,
  GiftCardType,
  OrderResponse,
  PaymentData,
} from 'headless-checkout/core';
import type { UsePaymentMethodOptions } from './method-hook.types';
import { useLatest } from './use-latest';
import { useLoadedMethod, type UsePaymentMethodResult } from './usePaymentMethod';

/** Options of useGiftCard (see docs/methods-giftcard.md). */
type UseGiftCardOptions = UsePaymentMethodOptions<'giftcard'> & {
  /** The type: 'giftcard' (default) or a meal voucher ('mealVoucher_FR_natixis', '…_sodexo', '…_groupeup'). */
  type?: GiftCardType | undefined;
  /** Advanced flow: checks the balance through the merchant's server (the session's call by default). */
  onBalanceCheck?: ((paymentMethod: PaymentData['paymentMethod']) => Promise<BalanceResponse>) | undefined;
  /** Advanced flow: creates an order through the merchant's server (the session's call by default). */
  onOrderRequest?: (() => Promise<OrderResponse>) | undefined;
};

/**
 * What useGiftCard returns: the method hook's result (its secured fields' getters included), the
 * balance step in `view` (its status, step, balance, transaction limit, remaining balance and
 * error key).
 */
type UseGiftCardResult = UsePaymentMethodResult<'giftcard'>;

/**
 * A gift card or meal voucher: `usePaymentMethod` with its fields in secured frames and spec
 * section 4's balance flow. The first press checks the balance; a card that cannot pay it all
 * pays its part within an order (created, or the open order of the OrderProvider around reused),
 * at once; a card that can waits for the shopper's confirmation (the next press pays).
 */
function useGiftCard(options: UseGiftCardOptions = {}): UseGiftCardResult {
  const { onBalanceCheck, onOrderRequest, type = 'giftcard', ...methodOptions } = options;
  const calls = useLatest({ onBalanceCheck, onOrderRequest });
  // The merchant's calls (advanced flow) in place of the session's, read when they run.
  const method = useLoadedMethod('useGiftCard', type as 'giftcard', methodOptions, {
    deps: (): Partial<GiftCardDeps> => ({
      ...(onBalanceCheck
        ? { checkBalance: (paymentMethod) => calls.current.onBalanceCheck!(paymentMethod) }
        : {}),
      ...(onOrderRequest ? { createOrder: () => calls.current.onOrderRequest!() } : {}),
    }),
  });
  return method;
}

export { useGiftCard };
export type { UseGiftCardOptions, UseGiftCardResult };
