import * as v from 'valibot';
import type { Amount } from '../amount/amount';
import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import { messages } from '../i18n/compiled/en-US.donation';
import { addMessages } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { createMachine, type Effect, type Machine } from '../store/machine';

/** The amounts a shopper may donate (spec section 3): one currency, values in minor units. */
interface DonationAmounts {
  /** ISO 4217 currency of every value. */
  currency: string;
  /** The amounts offered, in minor units (each > 0), in the order the buttons show them. */
  values: readonly number[];
}

/** What a donation hands to the merchant (spec section 3: `data.amount`). */
interface DonationData {
  /** The donation. */
  data: { amount: Amount };
}

/** Options of a donation. */
interface DonationOptions {
  /** The amounts offered. */
  amounts: DonationAmounts;
}

/**
 * Where a donation stands (spec section 4): `ready` (amounts and buttons), `loading` (the merchant
 * takes the donation), `success` (thanks), `error` (it failed: the shopper may try again or
 * decline), `dismissed` ('Not now').
 */
type DonationStatus = 'ready' | 'loading' | 'success' | 'error' | 'dismissed';

/** A donation's state. */
interface DonationState {
  /** Where it stands. */
  status: DonationStatus;
  /** The validated options. */
  options: DonationOptions;
  /** The amount chosen (minor units), or null before the shopper picks one. */
  selected: number | null;
  /** The message of the amount's rule after a donate without an amount, else null. */
  fieldErrorKey: MessageKey | null;
  /** The message of the failure (status 'error'): 'error.message.unknown'. */
  messageKey: MessageKey | null;
  /** Why it failed (status 'error'). */
  error: CheckoutError | null;
  /** Counts the donate attempts that ended (success or error): a view announces each once. */
  ended: number;
}

/** The events of a donation. */
type DonationEvent =
  /** The shopper picked an amount (ignored unless it is one of the values). */
  | { type: 'amount.selected'; value: number }
  /** The shopper pressed Donate. */
  | { type: 'donate.requested' }
  /** The merchant took it. */
  | { type: 'donate.succeeded' }
  /** The merchant could not take it. */
  | { type: 'donate.failed'; error: CheckoutError }
  /** The shopper pressed 'Not now'. */
  | { type: 'donation.dismissed' };

/** What a donation needs from its host. */
interface DonationDeps {
  /** Hands the donation to the merchant (its server calls the service); resolve when taken, reject when not. */
  onDonate: (donation: DonationData) => Promise<void> | void;
  /** The shopper declined ('Not now'): called once, when the offer was still open. */
  onCancel?: () => void;
  /** A failed donation, for the merchant's onError. */
  reportError?: (error: CheckoutError) => void;
}

const AmountsSchema = v.object({
  currency: v.pipe(
    v.string('amounts.currency must be a string'),
    v.regex(/^[A-Za-z]{3}$/, 'amounts.currency must be a three-letter ISO 4217 code'),
  ),
  values: v.pipe(
    v.array(
      v.pipe(
        v.number('amounts.values must be numbers'),
        v.integer('amounts.values must be integers in minor units'),
        v.minValue(1, 'amounts.values must be greater than 0'),
      ),
      'amounts.values must be an array',
    ),
    v.minLength(1, 'amounts.values must not be empty'),
    v.check((values) => new Set(values).size === values.length, 'amounts.values must not repeat a value'),
  ),
});

const OptionsSchema = v.object({ amounts: AmountsSchema });

/** Validates a donation's options; throws IMPLEMENTATION_ERROR naming the wrong one. */
function checkDonationOptions(options: DonationOptions): DonationOptions {
  const result = v.safeParse(OptionsSchema, options);
  if (!result.success) {
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      `Invalid donation options: ${v.summarize(result.issues)}`,
    );
  }
  const { currency, values } = result.output.amounts;
  return { amounts: { currency: currency.toUpperCase(), values: [...values] } };
}

/** The donation's state before the shopper does anything. */
function initialDonationState(options: DonationOptions): DonationState {
  return {
    status: 'ready',
    options: checkDonationOptions(options),
    selected: null,
    fieldErrorKey: null,
    messageKey: null,
    error: null,
    ended: 0,
  };
}

/** What the merchant gets for the chosen amount. */
function donationDataOf(state: DonationState): DonationData | null {
  if (state.selected === null) return null;
  return { data: { amount: { currency: state.options.amounts.currency, value: state.selected } } };
}

const open = (status: DonationStatus) => status === 'ready' || status === 'error';

/**
 * The pure transition of a donation: an amount is one of the values; Donate without one shows
 * 'donation.chooseAmount'; one donation runs at a time; success and 'Not now' are final; an error
 * lets the shopper try again.
 */
function donationReducer(state: DonationState, event: DonationEvent): DonationState {
  switch (event.type) {
    case 'amount.selected':
      if (!open(state.status) || !state.options.amounts.values.includes(event.value)) return state;
      return { ...state, selected: event.value, fieldErrorKey: null };
    case 'donate.requested':
      if (!open(state.status)) return state;
      if (state.selected === null) return { ...state, fieldErrorKey: 'donation.chooseAmount' };
      return { ...state, status: 'loading', messageKey: null, error: null };
    case 'donate.succeeded':
      return state.status === 'loading' ? { ...state, status: 'success', ended: state.ended + 1 } : state;
    case 'donate.failed':
      return state.status === 'loading'
        ? {
            ...state,
            status: 'error',
            messageKey: 'error.message.unknown',
            error: event.error,
            ended: state.ended + 1,
          }
        : state;
    case 'donation.dismissed':
      return open(state.status) ? { ...state, status: 'dismissed', fieldErrorKey: null } : state;
    default:
      event satisfies never;
      return state;
  }
}

/** Hands the donation to the merchant once it is loading. */
const donate: Effect<DonationState, DonationEvent, DonationDeps> = ({ state, previous, send, deps }) => {
  if (state.status !== 'loading' || previous.status === 'loading') return;
  const donation = donationDataOf(state);
  if (!donation) return;
  Promise.resolve()
    .then(() => deps.onDonate(donation))
    .then(
      () => send({ type: 'donate.succeeded' }),
      (cause: unknown) =>
        send({
          type: 'donate.failed',
          error: isCheckoutError(cause)
            ? cause
            : new CheckoutError('ERROR', cause instanceof Error ? cause.message : 'The donation failed', {
                cause,
              }),
        }),
    );
};

/** The merchant hears the end that is theirs: the shopper declined, or the donation failed. */
const report: Effect<DonationState, DonationEvent, DonationDeps> = ({ event, state, previous, deps }) => {
  if (state.status === previous.status) return;
  if (event.type === 'donation.dismissed') deps.onCancel?.();
  if (event.type === 'donate.failed') deps.reportError?.(event.error);
};

/** A donation as a machine; throws IMPLEMENTATION_ERROR for invalid options. */
function createDonationMachine(
  options: DonationOptions,
  deps: DonationDeps,
): Machine<DonationState, DonationEvent, DonationDeps> {
  addMessages(messages); // the donation's texts, before anything formats them
  return createMachine(
    { initialState: initialDonationState(options), reducer: donationReducer, effects: [donate, report] },
    deps,
  );
}

export { checkDonationOptions, createDonationMachine, donationDataOf, donationReducer, initialDonationState };
export type {
  DonationAmounts,
  DonationData,
  DonationDeps,
  DonationEvent,
  DonationOptions,
  DonationState,
  DonationStatus,
};
