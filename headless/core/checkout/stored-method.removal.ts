import { CheckoutError, CHECKOUT_ERROR_MESSAGES, isCheckoutError } from '../errors/checkout-error';
import { messages } from '../i18n/compiled/en-US.stored-removal';
import { addMessages } from '../i18n/en-US.registry';
import { createMachine, type Effect, type Machine } from '../store/machine';
import type { Checkout } from './checkout';

/**
 * Where the removal of one stored payment method stands: `idle` (the remove button), `confirming`
 * (the question with 'Yes, remove' and 'Cancel'), `removing` (the call runs), `removed` (the
 * service disabled it), `error` (it could not be removed: the method stays, the shopper may try again).
 */
type StoredMethodRemovalStatus = 'idle' | 'confirming' | 'removing' | 'removed' | 'error';

/** The removal's state. */
interface StoredMethodRemovalState {
  /** Where the removal stands. */
  status: StoredMethodRemovalStatus;
  /** Why the last removal failed (status 'error'); null otherwise. */
  error: CheckoutError | null;
}

/** The events of a removal. */
type StoredMethodRemovalEvent =
  /** The shopper pressed the remove button: the confirmation is asked. */
  | { type: 'removal.requested' }
  /** The shopper cancelled the confirmation. */
  | { type: 'removal.cancelled' }
  /** The shopper confirmed: the method is disabled. */
  | { type: 'removal.confirmed' }
  /** The service disabled it. */
  | { type: 'removal.succeeded' }
  /** It could not be disabled. */
  | { type: 'removal.failed'; error: CheckoutError };

/** What a removal needs from its host: the call that disables a stored method (`disableStoredPaymentMethod`). */
interface StoredMethodRemovalDeps {
  /** The stored method's id. */
  storedPaymentMethodId: string;
  /** Disables the stored method (resolves when it is gone). */
  disable: (storedPaymentMethodId: string) => Promise<void>;
}

/** What decides whether a stored method may be removed. */
interface StoredMethodRemovalRules {
  /** The merchant's `showRemovePaymentMethodButton`. */
  showRemovePaymentMethodButton?: boolean | undefined;
}

const INITIAL: StoredMethodRemovalState = { status: 'idle', error: null };

/**
 * Whether the shopper may remove a stored method: only when the merchant enabled it
 * (`showRemovePaymentMethodButton`) and the method is one-click (the shopper pays with it present:
 * it supports the `Ecommerce` interaction).
 */
function isStoredMethodRemovable(
  rules: StoredMethodRemovalRules,
  stored: { supportedShopperInteractions?: readonly string[] | undefined } | null | undefined,
): boolean {
  return (
    rules.showRemovePaymentMethodButton === true &&
    (stored?.supportedShopperInteractions?.includes('Ecommerce') ?? false)
  );
}

/** The pure transition of a removal: a removal asks first, runs once, and ends removed or in error. */
function storedMethodRemovalReducer(
  state: StoredMethodRemovalState,
  event: StoredMethodRemovalEvent,
): StoredMethodRemovalState {
  switch (event.type) {
    case 'removal.requested':
      return state.status === 'idle' || state.status === 'error'
        ? { status: 'confirming', error: null }
        : state;
    case 'removal.cancelled':
      return state.status === 'confirming' ? INITIAL : state;
    case 'removal.confirmed':
      return state.status === 'confirming' ? { status: 'removing', error: null } : state;
    case 'removal.succeeded':
      return state.status === 'removing' ? { status: 'removed', error: null } : state;
    case 'removal.failed':
      return state.status === 'removing' ? { status: 'error', error: event.error } : state;
    default:
      event satisfies never;
      return state;
  }
}

/** Disables the method once the shopper confirmed. */
const disableOnConfirm: Effect<
  StoredMethodRemovalState,
  StoredMethodRemovalEvent,
  StoredMethodRemovalDeps
> = ({ state, previous, send, deps }) => {
  if (state.status !== 'removing' || previous.status === 'removing') return;
  deps.disable(deps.storedPaymentMethodId).then(
    () => send({ type: 'removal.succeeded' }),
    (cause: unknown) =>
      send({
        type: 'removal.failed',
        error: isCheckoutError(cause)
          ? cause
          : new CheckoutError('ERROR', 'Could not remove the stored payment method', { cause }),
      }),
  );
};

/**
 * Removes a stored payment method: the merchant's onDisableStoredPaymentMethod when given, else
 * the session's disableToken call; then drops it from `checkout.paymentMethods`. Rejects with the
 * call's error (reported to onError), or IMPLEMENTATION_ERROR when the merchant did not enable
 * removal (`showRemovePaymentMethodButton`) or the checkout has no way to do it. Its own module, so
 * a page that offers no removal does not carry it.
 */
async function disableStoredPaymentMethod(
  checkout: Pick<Checkout, 'config' | 'session' | 'paymentMethods' | 'reportError'>,
  storedPaymentMethodId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  const { config, session } = checkout;
  try {
    if (!config.showRemovePaymentMethodButton)
      throw new CheckoutError(
        'IMPLEMENTATION_ERROR',
        CHECKOUT_ERROR_MESSAGES.notRemovable(storedPaymentMethodId),
      );
    if (config.onDisableStoredPaymentMethod) await config.onDisableStoredPaymentMethod(storedPaymentMethodId);
    else if (session) await session.disableToken(storedPaymentMethodId, signal);
    else throw new CheckoutError('IMPLEMENTATION_ERROR', CHECKOUT_ERROR_MESSAGES.removalWithoutDisable);
  } catch (error) {
    throw checkout.reportError(error);
  }
  checkout.paymentMethods.removeStored(storedPaymentMethodId);
}

/** A removal of one stored method as a machine (its effect calls `deps.disable` once confirmed). */
function createStoredMethodRemoval(
  deps: StoredMethodRemovalDeps,
): Machine<StoredMethodRemovalState, StoredMethodRemovalEvent, StoredMethodRemovalDeps> {
  addMessages(messages); // the removal's question and buttons, before anything formats them
  return createMachine(
    { initialState: INITIAL, reducer: storedMethodRemovalReducer, effects: [disableOnConfirm] },
    deps,
  );
}

export {
  createStoredMethodRemoval,
  disableStoredPaymentMethod,
  isStoredMethodRemovable,
  storedMethodRemovalReducer,
};
export type {
  StoredMethodRemovalDeps,
  StoredMethodRemovalEvent,
  StoredMethodRemovalRules,
  StoredMethodRemovalState,
  StoredMethodRemovalStatus,
};
