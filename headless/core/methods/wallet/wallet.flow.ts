/**
 * What the wallet buttons (Google Pay, Apple Pay) share, as a method's own state and events on top
 * of the payment lifecycle (spec sections 4 and 9):
 * - availability: 'checking' until the provider answered (Google's isReadyToPay, Apple's
 *   canMakePayments), then 'available' or 'unavailable' (the button is not shown); a wallet whose
 *   check is a core effect (Google Pay) runs it on 'wallet.checkRequested', once at a time, and
 *   answers 'unavailable' after WALLET_AVAILABILITY_TIMEOUT_MS (5 s, spec section 9) without a word
 *   from the provider; a later answer is ignored;
 * - a press opens the provider's sheet, once: presses within WALLET_BUTTON_DEBOUNCE_MS (300 ms) of
 *   the previous press, while the sheet is open, while a payment runs or after success are ignored;
 * - the sheet answers with a token ('wallet.authorized'): the payment starts with it, once;
 *   cancelled ('wallet.cancelled'): back to ready, nothing shown, CANCEL reported to onError;
 *   failed ('wallet.failed'): the error kept and reported;
 * - a token pays once: it is dropped when the payment ends.
 * Pure: the hooks call the providers' APIs and send these events.
 */
import type * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import { canStartPayment } from '../../payment/payment.machine';
import type { Effect } from '../../store/machine';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodDefinition,
  PaymentMethodDeps,
  PaymentMethodEvent,
  PaymentMethodState,
} from '../payment-method.types';
import { checkOptions } from '../options-check';

/** The wallet button debounce of spec section 9, in ms. */
const WALLET_BUTTON_DEBOUNCE_MS = 300;

/** The instant-pay availability timeout of spec section 9, in ms. */
const WALLET_AVAILABILITY_TIMEOUT_MS = 5_000;

/** The developer-facing text of a closed sheet (type CANCEL). */
const WALLET_CANCELLED_MESSAGE = 'The shopper closed the payment sheet';

/** Whether the shopper can pay with the wallet on this device and page. */
type WalletAvailability = 'checking' | 'available' | 'unavailable';

/** The wallet's own state. */
interface WalletState<Token> {
  /** 'checking' until the provider answered; the button shows only when 'available'. */
  availability: WalletAvailability;
  /** 'open' while the provider's sheet is shown (a press was accepted), else 'closed'. */
  sheet: 'open' | 'closed';
  /** How many presses opened the sheet (a host compares it to know a press was accepted). */
  opened: number;
  /** When the last press happened (ms, the host's clock), for the debounce; null before the first. */
  pressedAt: number | null;
  /** The token the sheet answered, paid with once; null before and after the payment. */
  token: Token | null;
  /** Why the wallet cannot be used or the sheet failed (unavailable, a script, a merchant validation); null otherwise. */
  error: CheckoutError | null;
  /** The availability check running (its number), answered or not; null before one started. */
  check: number | null;
  /** The provider's client the check made (Google's PaymentsClient), once available; null otherwise. */
  provider: unknown;
}

/** The wallet's own events. */
type WalletEvent<Token> =
  /** The host asks whether the wallet can be used (after mount, again after a reset). */
  | { type: 'wallet.checkRequested' }
  /** The availability check `check` started (sent by the check's effect). */
  | { type: 'wallet.checkStarted'; check: number }
  /**
   * The provider answered whether the wallet can be used (with the reason when not, and its client
   * when it can); an answer to a check that is not the running one is ignored.
   */
  | {
      type: 'wallet.availabilityChecked';
      available: boolean;
      error?: CheckoutError | undefined;
      check?: number | undefined;
      provider?: unknown;
    }
  /** The shopper pressed the button at `at` (ms). */
  | { type: 'wallet.pressed'; at: number }
  /** The sheet answered with a token: the payment starts. */
  | { type: 'wallet.authorized'; token: Token }
  /** The shopper closed the sheet. */
  | { type: 'wallet.cancelled' }
  /** The sheet or the provider failed. */
  | { type: 'wallet.failed'; error: CheckoutError };

/** The first wallet state. */
function initialWalletState<Token>(): WalletState<Token> {
  return {
    availability: 'checking',
    sheet: 'closed',
    opened: 0,
    pressedAt: null,
    token: null,
    error: null,
    check: null,
    provider: null,
  };
}

/** Whether a press at `at` opens the sheet now. */
function acceptsPress<Token>(
  wallet: WalletState<Token>,
  state: PaymentMethodState<PaymentMethodBaseOptions, WalletState<Token>>,
  at: number,
): boolean {
  if (wallet.availability !== 'available' || wallet.sheet === 'open') return false;
  if (!canStartPayment(state.payment)) return false;
  return wallet.pressedAt === null || at - wallet.pressedAt >= WALLET_BUTTON_DEBOUNCE_MS;
}

/** The wallet's own state after an event (the definitions' `reduceExtra`). Pure. */
function reduceWallet<Options extends PaymentMethodBaseOptions, Token>(
  state: PaymentMethodState<Options, WalletState<Token>>,
  event: PaymentMethodEvent<Options, WalletEvent<Token>>,
): WalletState<Token> {
  const wallet = state.extra;
  switch (event.type) {
    case 'wallet.checkStarted':
      return wallet.availability === 'checking' && wallet.check === null
        ? { ...wallet, check: event.check }
        : wallet;
    case 'wallet.availabilityChecked':
      // An effect's check answers once, while it is the running one (not after its time-out, nor a reset).
      if (event.check !== undefined && (event.check !== wallet.check || wallet.availability !== 'checking'))
        return wallet;
      return {
        ...wallet,
        availability: event.available ? 'available' : 'unavailable',
        error: event.available ? null : (event.error ?? null),
        provider: event.available ? (event.provider ?? null) : null,
      };
    case 'wallet.pressed': {
      const open = acceptsPress(wallet, state as never, event.at);
      // Every press restarts the debounce: a burst of presses opens the sheet once.
      if (!open) return { ...wallet, pressedAt: event.at };
      return {
        ...wallet,
        sheet: 'open',
        opened: wallet.opened + 1,
        pressedAt: event.at,
        token: null,
        error: null,
      };
    }
    case 'wallet.authorized':
      return wallet.sheet === 'open'
        ? { ...wallet, sheet: 'closed', token: event.token, error: null }
        : wallet;
    case 'wallet.cancelled':
      return wallet.sheet === 'open' ? { ...wallet, sheet: 'closed', token: null } : wallet;
    case 'wallet.failed':
      return { ...wallet, sheet: 'closed', token: null, error: event.error };
    // A token pays once: the payment's end drops it.
    case 'payment.answered':
    case 'payment.failed':
      return wallet.token === null || state.payment.status === 'submitting'
        ? wallet
        : { ...wallet, token: null };
    default:
      return wallet;
  }
}

/**
 * The wallet's effects: a token starts the payment (a submit of the form, which has no field);
 * a closed sheet reports CANCEL, a failure its error, to the merchant's onError.
 */
function walletEffect<Options extends PaymentMethodBaseOptions, Token>(): Effect<
  PaymentMethodState<Options, WalletState<Token>>,
  PaymentMethodEvent<Options, WalletEvent<Token>>,
  PaymentMethodDeps
> {
  return ({ event, state, previous, send, deps }) => {
    switch (event.type) {
      case 'wallet.authorized':
        if (state.extra.token !== null && previous.extra.token === null) send({ type: 'submit.requested' });
        return;
      case 'wallet.cancelled':
        if (previous.extra.sheet === 'open')
          deps.reportError?.(new CheckoutError('CANCEL', WALLET_CANCELLED_MESSAGE));
        return;
      case 'wallet.failed':
        deps.reportError?.(event.error);
        return;
      case 'wallet.availabilityChecked':
        if (!event.available && event.error && state.extra.availability !== previous.extra.availability)
          deps.reportError?.(event.error);
        return;
      default:
        return;
    }
  };
}

/** What every wallet's definition shares: its options' check, no fields, the wallet's state and flow. */
type WalletDefinitionParts<Options extends PaymentMethodBaseOptions, Token> = Pick<
  PaymentMethodDefinition<Options, WalletState<Token>, WalletEvent<Token>>,
  'check' | 'fields' | 'layout' | 'initialExtra' | 'reduceExtra' | 'ready' | 'effects'
>;

/**
 * The parts of a wallet's definition (Google Pay, Apple Pay) that are the same for every wallet:
 * `check` throws IMPLEMENTATION_ERROR "Invalid {name} options: …" when the schema refuses them; no
 * fields; ready once the wallet's sheet gave a token, which the wallet effect then submits.
 */
function walletDefinitionParts<Options extends PaymentMethodBaseOptions, Token>(
  name: string,
  schema: v.GenericSchema,
): WalletDefinitionParts<Options, Token> {
  return {
    check: (options) => checkOptions(schema, options, name),
    fields: () => ({}),
    layout: () => [],
    initialExtra: () => initialWalletState<Token>(),
    reduceExtra: (state, event) => reduceWallet(state, event),
    ready: (state) => state.extra.token !== null,
    effects: [walletEffect<Options, Token>()],
  };
}

export {
  walletDefinitionParts,
  WALLET_AVAILABILITY_TIMEOUT_MS,
  WALLET_BUTTON_DEBOUNCE_MS,
  WALLET_CANCELLED_MESSAGE,
  acceptsPress,
  initialWalletState,
  reduceWallet,
  walletEffect,
};
export type { WalletAvailability, WalletEvent, WalletState };
