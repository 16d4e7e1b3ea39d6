import { systemTimers } from '../store/timers';
import { CheckoutError } from '../errors/checkout-error';
import {
  READY_PAYMENT,
  canStartPayment,
  paymentReducer,
  toPaymentError,
  type PaymentEvent,
} from '../payment/payment.machine';
import { createSubmitWaitEffect } from '../form/submit-wait';
import { createMachine, type Effect, type Machine, type MachineOptions } from '../store/machine';
import { normalizeAddressText } from '../validation/address';
import { detectCardBrand } from '../validation/card';
import { buildCardPaymentData, collectEncryptedFields } from './card.payload';
import { acceptedBrands, isCardValid, revalidate } from './card.rules';
import type { PaymentMethod } from '../checkout/payment-methods';
import type {
  BinLookupState,
  CardDeps,
  CardEvent,
  CardFieldName,
  CardFieldState,
  CardOptions,
  CardState,
  PaymentEnvironment,
} from './card.types';

const TEXT_ADDRESS_FIELDS = new Set(['street', 'houseNumberOrName', 'city']);

const EMPTY_FIELD: CardFieldState = {
  value: '',
  touched: false,
  focused: false,
  result: { valid: false, empty: true },
};

const IDLE_LOOKUP: BinLookupState = {
  status: 'idle',
  requestId: null,
  brands: [],
  issuingCountryCode: null,
  showSocialSecurityNumber: false,
  unsupported: false,
  error: null,
  bin: null,
};

/** The first state of a card form, validated. */
function createInitialCardState(
  options: CardOptions,
  today: number,
  paymentMethod?: PaymentMethod,
): CardState {
  const field = (): CardFieldState => ({ ...EMPTY_FIELD });
  return revalidate({
    mode: options.mode ?? 'secured',
    fields: {
      cardNumber: field(),
      expiryDate: field(),
      expiryMonth: field(),
      expiryYear: field(),
      securityCode: field(),
      holderName: field(),
      taxNumber: field(),
      password: field(),
      socialSecurityNumber: field(),
    },
    billingAddress: { ...options.billingAddress },
    billingAddressTouched: {},
    billingAddressResults: {},
    detectedBrand:
      typeof options.storedPaymentMethod?.brand === 'string' ? options.storedPaymentMethod.brand : null,
    dualBrands: null,
    selectedBrand: null,
    binLookup: IDLE_LOOKUP,
    storePaymentMethod: false,
    installments: { value: 1, plan: 'onetime' },
    submitted: false,
    submitQueued: false,
    payment: READY_PAYMENT,
    securedFieldsError: null,
    options,
    paymentMethod,
    today,
    securedFields: (options.mode ?? 'secured') === 'secured' ? 'loading' : 'none',
  });
}

function updateField(state: CardState, field: CardFieldName, changes: Partial<CardFieldState>): CardState {
  return { ...state, fields: { ...state.fields, [field]: { ...state.fields[field], ...changes } } };
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * Direct mode: the brand of a typed number, among the accepted brands first (a V PAY range of a Visa
 * card is Visa on a Visa form), else any brand (shown as unsupported), as the frames do.
 */
function detectBrand(state: CardState, number: string): string | null {
  return detectCardBrand(number, { brands: acceptedBrands(state) }) ?? detectCardBrand(number);
}

/** A payment event through the payment lifecycle: the fields and their errors are never touched. */
function paymentStep(state: CardState, event: PaymentEvent): CardState {
  const payment = paymentReducer(state.payment, event);
  return payment === state.payment ? state : { ...state, payment };
}

/** The pure transition of the card machine. */
function cardReducer(state: CardState, event: CardEvent): CardState {
  switch (event.type) {
    case 'field.changed': {
      let next = updateField(state, event.field, { value: event.value });
      if (event.field === 'cardNumber' && state.mode === 'direct') {
        next = { ...next, detectedBrand: detectBrand(state, event.value) };
      }
      return revalidate(next);
    }
    case 'field.focused':
      return updateField(state, event.field, { focused: true });
    case 'field.blurred':
      return revalidate(updateField(state, event.field, { focused: false, touched: true }));
    case 'securedField.changed': {
      const { report } = event;
      let next = updateField(state, report.field, {
        result: {
          valid: report.valid,
          empty: report.empty,
          ...(report.valid || !report.errorKey ? {} : { errorKey: report.errorKey }),
        },
        ...(report.valid && report.encrypted ? { encrypted: report.encrypted } : { encrypted: {} }),
        encrypting: report.valid && report.encrypting === true,
        ...(report.endDigits ? { endDigits: report.endDigits } : {}),
      });
      if (report.field === 'cardNumber' && report.brand !== undefined)
        next = { ...next, detectedBrand: report.brand };
      next = revalidate(next);
      // A waiting submit whose form turned invalid (an encryption failed, a field emptied) is dropped:
      // its errors show, as for any submit of an invalid form.
      return next.submitQueued && !isEncrypting(next) && !isCardValid(next)
        ? { ...next, submitQueued: false }
        : next;
    }
    case 'securedField.binChanged':
      return state;
    case 'securedFields.statusChanged':
      if (state.mode !== 'secured' || state.securedFields === event.status) return state;
      return { ...state, securedFields: event.status, securedFieldsError: event.error ?? null };
    case 'billingAddress.changed': {
      const value = TEXT_ADDRESS_FIELDS.has(event.field) ? normalizeAddressText(event.value) : event.value;
      return revalidate({ ...state, billingAddress: { ...state.billingAddress, [event.field]: value } });
    }
    case 'billingAddress.blurred': {
      const current = state.billingAddress[event.field];
      const trimmed = typeof current === 'string' ? current.trim() : current;
      return revalidate({
        ...state,
        billingAddress: { ...state.billingAddress, [event.field]: trimmed },
        billingAddressTouched: { ...state.billingAddressTouched, [event.field]: true },
      });
    }
    case 'brand.selected':
      if (!state.dualBrands?.includes(event.brand) || state.selectedBrand === event.brand) return state;
      return revalidate({ ...state, selectedBrand: event.brand });
    case 'binLookup.requested':
      return {
        ...state,
        binLookup: {
          ...state.binLookup,
          status: 'pending',
          requestId: event.requestId,
          error: null,
          ...(event.bin ? { bin: event.bin } : {}),
        },
      };
    case 'binLookup.settled': {
      const { outcome } = event;
      const requestId = outcome.type === 'resolved' ? outcome.result.requestId : outcome.requestId;
      // Answers to older requests are stale: ignore them. An error-like answer without requestId counts.
      if (requestId !== undefined && requestId !== state.binLookup.requestId) return state;
      if (state.binLookup.status !== 'pending') return state;
      if (outcome.type === 'failed') {
        return revalidate({
          ...state,
          binLookup: {
            ...IDLE_LOOKUP,
            status: 'error',
            requestId: state.binLookup.requestId,
            error: outcome.error,
            bin: state.binLookup.bin,
          },
        });
      }
      const { result } = outcome;
      const accepted = new Set(acceptedBrands(state));
      const brands = result.brands.map((brand) => ({
        ...brand,
        supported: brand.supported && accepted.has(brand.brand),
      }));
      const supported = brands.filter((brand) => brand.supported);
      const dualBrands: [string, string] | null =
        supported.length >= 2 ? [supported[0]!.brand, supported[1]!.brand] : null;
      return revalidate({
        ...state,
        dualBrands,
        selectedBrand:
          dualBrands && state.selectedBrand && dualBrands.includes(state.selectedBrand)
            ? state.selectedBrand
            : null,
        binLookup: {
          status: 'resolved',
          requestId: result.requestId,
          brands,
          issuingCountryCode: result.issuingCountryCode ? result.issuingCountryCode.toUpperCase() : null,
          showSocialSecurityNumber: Boolean(
            result.showSocialSecurityNumber ?? brands.some((brand) => brand.showSocialSecurityNumber),
          ),
          unsupported: brands.length > 0 && supported.length === 0,
          error: null,
          bin: state.binLookup.bin,
        },
      });
    }
    case 'binLookup.cleared':
      if (state.binLookup === IDLE_LOOKUP && !state.dualBrands) return state;
      return revalidate({ ...state, binLookup: IDLE_LOOKUP, dualBrands: null, selectedBrand: null });
    case 'installments.changed':
      return { ...state, installments: event.installments };
    case 'storePaymentMethod.changed':
      return { ...state, storePaymentMethod: event.checked };
    case 'options.updated':
      return revalidate({ ...state, options: event.options });
    case 'paymentMethod.updated':
      if (event.paymentMethod === state.paymentMethod) return state;
      return revalidate({ ...state, paymentMethod: event.paymentMethod });
    case 'submit.requested': {
      // After success a submit is a no-op; while a payment runs it is the same payment. A valid form
      // whose frame is still encrypting waits for it (then pays once).
      if (!canStartPayment(state.payment)) return state;
      const queued = state.submitQueued || (isCardValid(state) && isEncrypting(state));
      return state.submitted && state.submitQueued === queued
        ? state
        : { ...state, submitted: true, submitQueued: queued };
    }
    case 'submit.waitTimedOut':
      return state.submitQueued ? { ...state, submitQueued: false } : state;
    case 'submit.started': {
      const next = paymentStep(state, { type: 'payment.started' });
      return next.submitQueued ? { ...next, submitQueued: false } : next;
    }
    case 'submit.succeeded':
    case 'action.completed':
      return paymentStep(state, { type: 'payment.answered', response: event.response });
    case 'submit.failed':
    case 'action.failed':
      return paymentStep(state, { type: 'payment.failed', error: event.error });
    case 'reset':
      return createInitialCardState(state.options, state.today, state.paymentMethod);
    default:
      event satisfies never;
      return state;
  }
}

/** The bin a change gives: direct mode reads the number; secured mode hears it from the number frame. */
function binChange(
  event: CardEvent,
  state: CardState,
  previous: CardState,
): { bin: string; encryptedBin?: string } | null {
  if (event.type === 'securedField.binChanged') {
    return { bin: event.binValue, ...(event.encryptedBin ? { encryptedBin: event.encryptedBin } : {}) };
  }
  if (event.type !== 'field.changed' || event.field !== 'cardNumber' || state.mode !== 'direct') return null;
  const digits = digitsOf(state.fields.cardNumber.value);
  const before = digitsOf(previous.fields.cardNumber.value);
  const bin = digits.length >= 6 ? digits.slice(0, 6) : '';
  const previousBin = before.length >= 6 ? before.slice(0, 6) : '';
  return bin === previousBin ? null : { bin };
}

/**
 * New accepted brands (the session's arrived, or the merchant's changed) with a bin already looked
 * up: the same bin again, so the answer's supported brands and dual brands are those in force.
 */
function brandsChange(
  event: CardEvent,
  state: CardState,
  previous: CardState,
): { bin: string; encryptedBin?: string } | null {
  if (event.type !== 'paymentMethod.updated' && event.type !== 'options.updated') return null;
  if (!state.binLookup.bin || acceptedBrands(state).join() === acceptedBrands(previous).join()) return null;
  return state.binLookup.bin;
}

/**
 * Looks the bin up from the 6th digit, again when the first six change or the accepted brands do;
 * clears below six.
 */
const binLookupEffect: Effect<CardState, CardEvent, CardDeps> = ({ event, state, previous, send, deps }) => {
  const change = binChange(event, state, previous) ?? brandsChange(event, state, previous);
  if (!change) return;
  if (!change.bin) {
    send({ type: 'binLookup.cleared' });
    return;
  }
  const requestId = deps.createRequestId();
  send({ type: 'binLookup.requested', requestId, bin: change });
  (change.encryptedBin ? Promise.resolve(change.encryptedBin) : deps.encrypt('binValue', change.bin))
    .then((encryptedBin) =>
      deps.lookupBin({ encryptedBin, supportedBrands: acceptedBrands(state), requestId }),
    )
    .catch(() => ({ type: 'failed' as const, requestId, error: 'unknownError' as const }))
    .then((outcome) => {
      send({ type: 'binLookup.settled', outcome });
      if (outcome.type === 'failed' && (outcome.requestId === undefined || outcome.requestId === requestId)) {
        deps.onError?.(new CheckoutError('ERROR', 'binLookup: unknownError'));
      }
    });
};

/**
 * Submits once the form is valid; a second submit while one is on its way sends nothing. The
 * status is 'loading' at once; the encrypted fields and the browser details are gathered side by
 * side, then the payment data goes to `deps.submit`.
 */
const submitEffect: Effect<CardState, CardEvent, CardDeps> = ({ event, state, previous, send, deps }) => {
  const requested =
    event.type === 'submit.requested' && canStartPayment(previous.payment) && !previous.submitQueued;
  // A waiting submit goes once the last encrypted value has arrived.
  const released = event.type === 'securedField.changed' && previous.submitQueued && state.submitQueued;
  if (!(requested || released) || !isCardValid(state) || isEncrypting(state)) return;
  send({ type: 'submit.started' });
  const environment = new Promise<PaymentEnvironment>((resolve) => resolve(deps.environment()));
  Promise.all([collectEncryptedFields(state, deps.encrypt), environment])
    .then(([encrypted, browser]) => deps.submit(buildCardPaymentData(state, encrypted, browser)))
    .then((response) => send({ type: 'submit.succeeded', response }))
    .catch((error: unknown) => {
      const checkoutError = toPaymentError(error);
      deps.onError?.(checkoutError);
      send({ type: 'submit.failed', error: checkoutError });
    });
};

/** Whether a secured field's encrypted value is still on its way. */
function isEncrypting(state: CardState): boolean {
  return Object.values(state.fields).some((field) => field.encrypting === true);
}

/** The card machine (its `deps`: what it was created with). */
type CardMachine = Machine<CardState, CardEvent, CardDeps>;

/**
 * Creates the card machine: the form's state, validation on every change, bin lookup and submit,
 * with its requests, clock and browser details from `deps`.
 */
function createCardMachine(
  options: CardOptions,
  deps: CardDeps,
  {
    paymentMethod,
    ...machineOptions
  }: MachineOptions<CardState, CardEvent> & {
    /** The checkout's `scheme` entry, when the payment methods are already there. */
    paymentMethod?: PaymentMethod | undefined;
  } = {},
): CardMachine {
  return createMachine(
    {
      initialState: createInitialCardState(options, deps.now(), paymentMethod),
      reducer: cardReducer,
      effects: [
        binLookupEffect,
        submitEffect,
        createSubmitWaitEffect<CardState, CardEvent, CardDeps>(
          deps.timers ?? systemTimers,
          { type: 'submit.waitTimedOut' },
          (error, send, { onError }) => {
            onError?.(error);
            send({ type: 'submit.started' });
            send({ type: 'submit.failed', error });
          },
        ),
      ],
    },
    deps,
    machineOptions,
  );
}

export { cardReducer, createCardMachine, createInitialCardState };
export type { CardMachine };
