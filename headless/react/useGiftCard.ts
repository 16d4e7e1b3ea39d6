import {
  type Amount,
  type BalanceResponse,
  type GiftCardDeps,
  type GiftCardStatus,
  type GiftCardStep,
  type GiftCardType,
  type MessageKey,
  type OrderResponse,
  type PaymentData,
} from 'headless-checkout/core';
import { METHOD_REGISTRY } from './method-registry';
import type { UsePaymentMethodOptions } from './use-method-machine';
import { useI18n } from './useI18n';
import { useLatest } from './use-latest';
import { usePaymentMethodAs, type UsePaymentMethodResult } from './usePaymentMethod';

/** Options of useGiftCard (see docs/methods-giftcard.md). */
type UseGiftCardOptions = UsePaymentMethodOptions<'giftcard'> & {
  /** The type: 'giftcard' (default) or a meal voucher ('mealVoucher_FR_natixis', '…_sodexo', '…_groupeup'). */
  type?: GiftCardType | undefined;
  /** Advanced flow: checks the balance through the merchant's server (the session's call by default). */
  onBalanceCheck?: ((paymentMethod: PaymentData['paymentMethod']) => Promise<BalanceResponse>) | undefined;
  /** Advanced flow: creates an order through the merchant's server (the session's call by default). */
  onOrderRequest?: (() => Promise<OrderResponse>) | undefined;
};

/** What useGiftCard returns: the method hook's result (its secured fields' getters included) and the balance flow. */
interface UseGiftCardResult extends UsePaymentMethodResult<'giftcard'> {
  /** The balance flow's status: 'ready', 'loading', 'no-balance', 'card-error', 'currency-error', 'error'. */
  giftCardStatus: GiftCardStatus;
  /** Where the payment stands: 'check' (a press checks the balance), 'order', 'pay', 'confirm' (a press pays it all). */
  step: GiftCardStep;
  /** The card's balance, once checked; null before. */
  balance: Amount | null;
  /** The card's transaction limit, when it has one. */
  transactionLimit: Amount | null;
  /** What the card keeps after paying the amount now (its share of it); null before the check. */
  remainingBalance: Amount | null;
  /** The balance flow's error key (spec section 8), or null. */
  balanceErrorKey: MessageKey | null;
  /** The balance flow's error, translated; null when none. */
  balanceError: string | null;
}

/**
 * A gift card or meal voucher: `usePaymentMethod` with its fields in secured frames and spec
 * section 4's balance flow. The first press checks the balance; a card that cannot pay it all
 * pays its part within an order (created, or the open order of the OrderProvider around reused),
 * at once; a card that can waits for the shopper's confirmation (the next press pays).
 */
function useGiftCard(options: UseGiftCardOptions = {}): UseGiftCardResult {
  const { onBalanceCheck, onOrderRequest, type = 'giftcard', ...methodOptions } = options;
  const { t } = useI18n();
  const calls = useLatest({ onBalanceCheck, onOrderRequest });
  // The merchant's calls (advanced flow) in place of the session's, read when they run.
  const method = usePaymentMethodAs('useGiftCard', type as 'giftcard', methodOptions, {
    registry: METHOD_REGISTRY,
    deps: (): Partial<GiftCardDeps> => ({
      ...(onBalanceCheck
        ? { checkBalance: (paymentMethod) => calls.current.onBalanceCheck!(paymentMethod) }
        : {}),
      ...(onOrderRequest ? { createOrder: () => calls.current.onOrderRequest!() } : {}),
    }),
  });
  const view = method.view;
  const balanceErrorKey = view?.errorKey ?? null;
  return {
    ...method,
    giftCardStatus: view?.status ?? 'ready',
    step: view?.step ?? 'check',
    balance: view?.balance ?? null,
    transactionLimit: view?.transactionLimit ?? null,
    remainingBalance: view?.remainingBalance ?? null,
    balanceErrorKey,
    balanceError: balanceErrorKey ? t(balanceErrorKey) : null,
  };
}

export { useGiftCard };
export type { UseGiftCardOptions, UseGiftCardResult };
