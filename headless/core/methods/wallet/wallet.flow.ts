/**
 * What the wallet buttons (Google Pay, Apple Pay) share, as a method's own state and events on top
 * of the payment lifecycle (spec sections 4 and 9):
 * - availability is the method machine's (`state.availability`: the definition's `isAvailable`
 *   with the spec's 5 s timeout, see ../availability.ts); a press is ignored until available;
 * - a press (or a submit of the form) opens the provider's sheet, once: presses within WALLET_BUTTON_DEBOUNCE_MS (300 ms) of
 *   the previous press, while the sheet is open, while a payment runs or after success are ignored;
 * - the sheet answers with a token ('wallet.authorized'): the payment starts with it, once;
 *   cancelled ('wallet.cancelled'): back to ready, nothing shown, CANCEL reported to onError;
 *   failed ('wallet.failed'): the error kept and reported;
 * - a token pays once: it is dropped when the payment ends.
 * Pure: the definitions' effects call the providers' APIs and send these events.
 */
import type * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import { canStartPayment } from '../../payment/payment.machine';
import type { Effect } from '../../store/machine';
import type {
  MethodAvailability,
  PaymentMethodBaseOptions,
  PaymentMethodDefinition,
  PaymentMethodDeps,
  PaymentMethodEvent,
  PaymentMethodFormState,
  PaymentMethodState,
} from '../payment-method.types';
import { checkOptions } from '../options-check';

/** The wallet button debounce of spec section 9, in ms. */
const WALLET_BUTTON_DEBOUNCE_MS = 300;

/** The developer-facing text of a closed sheet (type CANCEL). */
const WALLET_CANCELLED_MESSAGE = 'The shopper closed the payment sheet';

/** The wallet's own state. */
interface WalletState<Token> {
  /** 'open' while the provider's sheet is shown (a press was accepted), else 'closed'. */
  sheet: 'open' | 'closed';
  /** How many presses opened the sheet (a host compares it to know a press was accepted). */
  opened: number;
  /** When the last press happened (ms, the host's clock), for the debounce; null before the first. */
  pressedAt: number | null;
  /** The token the sheet answered, paid with once; null before and after the payment. */
  token: Token | null;
  /** Why the sheet failed (a merchant validation, the provider); null otherwise. */
  error: CheckoutError | null;
  /**
   * The provider's sheet while it is open and until its payment completes it (Apple's session,
   * which is told the payment's end); null otherwise.
   */
  sheetHandle: unknown;
}

/** The wallet's own events. */
type WalletEvent<Token> =
  /** The shopper pressed the button at `at` (ms). */
  | { type: 'wallet.pressed'; at: number }
  /** The provider's sheet began (an effect's, in the press): kept until its payment completes it. */
  | { type: 'wallet.sheetStarted'; handle: unknown }
  /** The sheet was told the payment's end: it is let go. */
  | { type: 'wallet.sheetCompleted' }
  /** The sheet answered with a token: the payment starts. */
  | { type: 'wallet.authorized'; token: Token }
  /** The shopper closed the sheet. */
  | { type: 'wallet.cancelled' }
  /** The sheet or the provider failed. */
  | { type: 'wallet.failed'; error: CheckoutError };

/** The first wallet state. */
function initialWalletState<Token>(): WalletState<Token> {
  return { sheet: 'closed', opened: 0, pressedAt: null, token: null, error: null, sheetHandle: null };
}

/** Whether a press at `at` opens the sheet now. */
function acceptsPress<Token>(
  wallet: WalletState<Token>,
  // The method machine's availability (a form on its own has none, and no press opens it).
  state: PaymentMethodFormState<PaymentMethodBaseOptions, WalletState<Token>> & {
    availability?: MethodAvailability;
  },
  at: number,
): boolean {
  if (state.availability?.available !== true || wallet.sheet === 'open') return false;
  if (!canStartPayment(state.payment)) return false;
  return wallet.pressedAt === null || at - wallet.pressedAt >= WALLET_BUTTON_DEBOUNCE_MS;
}

/** The wallet's own state after an event (the definitions' `reduceExtra`). Pure. */
function reduceWallet<Options extends PaymentMethodBaseOptions, Token>(
  state: PaymentMethodFormState<Options, WalletState<Token>> & { availability?: MethodAvailability },
  event: PaymentMethodEvent<Options, WalletEvent<Token>>,
): WalletState<Token> {
  const wallet = state.extra;
  switch (event.type) {
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
    case 'wallet.sheetStarted':
      return wallet.sheet === 'open' ? { ...wallet, sheetHandle: event.handle } : wallet;
    case 'wallet.sheetCompleted':
      return wallet.sheetHandle === null ? wallet : { ...wallet, sheetHandle: null };
    case 'wallet.authorized':
      return wallet.sheet === 'open'
        ? { ...wallet, sheet: 'closed', token: event.token, error: null }
        : wallet;
    case 'wallet.cancelled':
      return wallet.sheet === 'open'
        ? { ...wallet, sheet: 'closed', token: null, sheetHandle: null }
        : wallet;
    case 'wallet.failed':
      return { ...wallet, sheet: 'closed', token: null, error: event.error, sheetHandle: null };
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
      case 'submit.requested':
        // A submit of the form (usePaymentMethod's submit, a drop-in's pay button) is a press: in
        // the same call, so Apple's session still begins inside the shopper's click.
        if (state.extra.token === null && previous.extra.token === null)
          send({ type: 'wallet.pressed', at: (deps.now ?? Date.now)() });
        return;
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
      default:
        return;
    }
  };
}

/** What every wallet's definition shares: its options' check, no fields, the wallet's state and flow. */
type WalletDefinitionParts<Options extends PaymentMethodBaseOptions, Token> = Pick<
  PaymentMethodDefinition<Options, WalletState<Token>, WalletEvent<Token>>,
  'check' | 'fields' | 'layout' | 'initialExtra' | 'reduceExtra' | 'ready' | 'error' | 'effects'
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
    // The sheet's failure (closed by the shopper is not one).
    error: (state) => state.extra.error,
    effects: [walletEffect<Options, Token>()],
  };
}

export {
  walletDefinitionParts,
  WALLET_BUTTON_DEBOUNCE_MS,
  WALLET_CANCELLED_MESSAGE,
  acceptsPress,
  initialWalletState,
  reduceWallet,
  walletEffect,
};
export type { WalletEvent, WalletState };
