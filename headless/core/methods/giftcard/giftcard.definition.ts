import * as v from 'valibot';
import { checkOptions } from '../options-check';
import type { Amount } from '../../amount/amount';
import type { BalanceResponse, OrderResponse } from '../../checkout/session';
import type { Order, PaymentData } from '../../checkout/types';
import { CheckoutError, isCheckoutError } from '../../errors/checkout-error';
import type { FormLayout, LayoutField } from '../../form/form.layout';
import type { FieldVisibility, FormField, FormFields } from '../../form/form.machine';
import { encryptedFormValues } from '../../form/form.view';
import type { MessageKey } from '../../i18n/messages';
import type { PayButtonLabel } from '../../payment/payment.button';
import type { Effect } from '../../store/machine';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodDeps,
  PaymentMethodEvent,
  PaymentMethodFormState,
  PaymentMethodState,
} from '../payment-method.types';
import {
  classifyGiftCardBalance,
  giftCardErrorKeyOf,
  remainingGiftCardBalance,
  type GiftCardStatus,
} from './giftcard.balance';
import { messages } from '../../i18n/compiled/en-US.giftcard';

/*
 * Gift cards (`giftcard`: number and PIN, the PIN optional by flag) and the French meal vouchers
 * (`mealVoucher_FR_natixis`, `mealVoucher_FR_sodexo`, `mealVoucher_FR_groupeup`: number, expiry
 * date, security code), one definition (spec sections 2, 3, 4, 5). Every field is a secured field:
 * the number and PIN in the digits frame, a meal voucher's expiry date and security code in the
 * card's frames. The first press checks the balance (spec section 4's flow); when the amount is
 * above the balance or the transaction limit an order is created (or the open one reused) and the
 * partial payment submitted at once; otherwise the shopper confirms and the card pays it all.
 * After a partial payment the form starts again for a next card (`form.cleared`: its fields and
 * frames empty, the balance unchecked), in the same order.
 */

/** The types this definition serves. */
const GIFT_CARD_TYPES = [
  'giftcard',
  'mealVoucher_FR_natixis',
  'mealVoucher_FR_sodexo',
  'mealVoucher_FR_groupeup',
] as const;

/** A type this definition serves. */
type GiftCardType = (typeof GIFT_CARD_TYPES)[number];

/** Options of a gift card or meal voucher. */
interface GiftCardOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: GiftCardType;
  /** The card's brand ('givex', 'svs'); by default the payment methods' entry's, a meal voucher's its type. */
  brand?: string | undefined;
  /** Gift cards: whether the PIN must be entered (default true); false shows it as optional. */
  pinRequired?: boolean | undefined;
  /** The open order of earlier partial payments: a partial payment goes in it rather than a new one. */
  order?: Order | null | undefined;
  /** The method's name; by default the payment methods' name for it, else 'Gift card' or 'Meal voucher'. */
  name?: string | undefined;
}

/** The frames' status: loading until every frame is configured. */
type GiftCardSecuredFieldsStatus = 'loading' | 'ready' | 'csfLoadFailure' | 'csfConfigFailure';

/**
 * Where the payment stands besides the form: 'check' (the balance is not known: a press checks
 * it), 'order' (the order is being created), 'pay' (a partial payment within the order is
 * submitted), 'confirm' (the balance covers the amount: a press pays it all).
 */
type GiftCardStep = 'check' | 'order' | 'pay' | 'confirm';

/** The gift card's own state. */
interface GiftCardExtra {
  /** The frames' status. */
  securedFields: GiftCardSecuredFieldsStatus;
  /** Why the frames failed, when they did. */
  securedFieldsError: CheckoutError | null;
  /** The balance flow's status (spec section 4). */
  status: GiftCardStatus;
  /** Where the payment stands. */
  step: GiftCardStep;
  /** The card's balance, once checked. */
  balance: Amount | null;
  /** The most one payment may take from the card, when it has a limit. */
  transactionLimit: Amount | null;
  /** The order the partial payment goes in (created or reused). */
  order: Order | null;
  /** A press waits for a frame's encryption before the balance is checked. */
  queued: boolean;
  /** Why the balance check or the order failed (status 'error'). */
  error: CheckoutError | null;
}

/** The gift card's own events. */
type GiftCardEvent =
  /** The frames' status changed (the frame host sends it). */
  | { type: 'securedFields.statusChanged'; status: GiftCardSecuredFieldsStatus; error?: CheckoutError }
  /** The balance check answered. */
  | { type: 'balance.answered'; response: BalanceResponse }
  /** The balance check failed (the call, or the service's answer was not one). */
  | { type: 'balance.failed'; error: CheckoutError }
  /** The order was created. */
  | { type: 'order.answered'; order: Order }
  /** The order could not be created. */
  | { type: 'order.failed'; error: CheckoutError };

/** What the balance flow needs of its host besides a method's deps (the session's calls, or the merchant's). */
interface GiftCardDeps extends PaymentMethodDeps {
  /** POST paymentMethodBalance with the card's payment method. */
  checkBalance?: ((paymentMethod: PaymentData['paymentMethod']) => Promise<BalanceResponse>) | undefined;
  /** POST orders: a new order for the amount. */
  createOrder?: (() => Promise<OrderResponse>) | undefined;
}

type State = PaymentMethodState<GiftCardOptions, GiftCardExtra>;
type AnyEvent = PaymentMethodEvent<GiftCardOptions, GiftCardEvent>;

/** The developer-facing texts of the flow's implementation errors. */
const GIFT_CARD_ERRORS = {
  noAmount: 'Gift card: the checkout has no amount to check the balance against',
  noBrand: "Gift card: no brand (pass `brand`, or list the method's brand in the payment methods)",
  noBalanceCheck:
    'Gift card: no balance check or order call (a session, or the onBalanceCheck and onOrderRequest options)',
} as const;

/** The key of each empty field. */
const EMPTY_KEYS = {
  giftcardNumber: 'error.va.sf-cc-num.02',
  giftcardPin: 'giftcard.pin.empty',
  expiryDate: 'error.va.sf-cc-dat.04',
  securityCode: 'error.va.sf-cc-cvc.01',
} as const satisfies Record<string, MessageKey>;

const OptionsSchema = v.looseObject({
  brand: v.optional(v.pipe(v.string(), v.nonEmpty())),
  pinRequired: v.optional(v.boolean()),
  order: v.optional(
    v.nullable(v.looseObject({ orderData: v.pipe(v.string(), v.nonEmpty()), pspReference: v.string() })),
  ),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

const isMealVoucher = (options: GiftCardOptions) => options.type !== 'giftcard';
const pinRequired = (options: GiftCardOptions) => options.pinRequired !== false;

/** A secured field: required (its empty key) or optional. */
function securedField(
  emptyKey: MessageKey,
  required: boolean,
  visibility: FieldVisibility = 'editable',
): FormField {
  return {
    schema: required ? v.pipe(v.string(), v.nonEmpty(emptyKey)) : v.string(),
    initialValue: '',
    secured: true,
    visibility,
  };
}

/** A gift card's fields (secured): its number and PIN; a meal voucher's number, expiry date and security code. */
type GiftCardField = 'giftcardNumber' | 'giftcardPin' | 'expiryDate' | 'securityCode';

/** The fields in focus order: number and PIN (gift card), or number, expiry date and security code (meal voucher). */
function fields(options: GiftCardOptions): FormFields<GiftCardField> {
  if (isMealVoucher(options)) {
    return {
      giftcardNumber: securedField(EMPTY_KEYS.giftcardNumber, true),
      expiryDate: securedField(EMPTY_KEYS.expiryDate, true),
      securityCode: securedField(EMPTY_KEYS.securityCode, true),
    };
  }
  return {
    giftcardNumber: securedField(EMPTY_KEYS.giftcardNumber, true),
    giftcardPin: securedField(EMPTY_KEYS.giftcardPin, pinRequired(options)),
  };
}

/** The first state of the balance flow. */
function initialExtra(): GiftCardExtra {
  return {
    securedFields: 'loading',
    securedFieldsError: null,
    status: 'ready',
    step: 'check',
    balance: null,
    transactionLimit: null,
    order: null,
    queued: false,
    error: null,
  };
}

/** The balance and order back to 'nothing checked', the frames' status kept. */
function unchecked(extra: GiftCardExtra): GiftCardExtra {
  return {
    ...initialExtra(),
    securedFields: extra.securedFields,
    securedFieldsError: extra.securedFieldsError,
  };
}

/** Whether every field the shopper sees is valid (the balance can be checked). */
function fieldsValid(state: PaymentMethodFormState<GiftCardOptions, GiftCardExtra>): boolean {
  return Object.values(state.fields).every(
    (field) => field.visibility === 'hidden' || field.errorKey === null,
  );
}

/** Whether a field's encrypted value is still on its way. */
function encrypting(state: PaymentMethodFormState<GiftCardOptions, GiftCardExtra>): boolean {
  return Object.values(state.fields).some((field) => field.encrypting === true);
}

/** The balance check starts: its fields valid and encrypted, the frames ready. */
function startCheck(
  state: PaymentMethodFormState<GiftCardOptions, GiftCardExtra>,
  extra: GiftCardExtra,
): GiftCardExtra {
  if (!fieldsValid(state) || extra.securedFields !== 'ready')
    return extra.queued ? { ...extra, queued: false } : extra;
  if (encrypting(state)) return extra.queued ? extra : { ...extra, queued: true };
  return { ...unchecked(extra), status: 'loading' };
}

/**
 * The balance flow after an event (pure): a press with the balance unknown checks it; the answer
 * is classified against the amount to pay; a changed field forgets a balance known for the card
 * that was there.
 */
function reduceExtra(
  state: PaymentMethodFormState<GiftCardOptions, GiftCardExtra>,
  event: { type: string },
): GiftCardExtra {
  const { extra } = state;
  const own = event as GiftCardEvent | AnyEvent;
  switch (own.type) {
    case 'securedFields.statusChanged':
      return own.status === extra.securedFields
        ? extra
        : { ...extra, securedFields: own.status, securedFieldsError: own.error ?? null };
    case 'submit.requested':
      return extra.step === 'check' && extra.status !== 'loading' ? startCheck(state, extra) : extra;
    case 'securedField.changed':
      if (extra.queued) return startCheck(state, extra);
      if (extra.status === 'loading' || state.payment.status === 'submitting') return extra;
      // Another card typed: the balance (and its error) were the old card's.
      return extra.step === 'check' && extra.status === 'ready' ? extra : unchecked(extra);
    case 'balance.answered': {
      if (extra.status !== 'loading' || extra.step !== 'check') return extra;
      const amount = state.context.amount;
      if (!amount) {
        return {
          ...extra,
          status: 'error',
          error: new CheckoutError('IMPLEMENTATION_ERROR', GIFT_CARD_ERRORS.noAmount),
        };
      }
      const outcome = classifyGiftCardBalance(own.response, amount);
      if (outcome.type === 'refused') return { ...extra, status: outcome.status };
      const known = { ...extra, balance: outcome.balance, transactionLimit: outcome.transactionLimit };
      if (outcome.type === 'confirm') return { ...known, status: 'ready', step: 'confirm' };
      const reused = state.options.order ?? state.context.order;
      return reused
        ? { ...known, status: 'ready', step: 'pay', order: reused }
        : { ...known, status: 'loading', step: 'order' };
    }
    case 'order.answered':
      return extra.step === 'order' ? { ...extra, status: 'ready', step: 'pay', order: own.order } : extra;
    case 'balance.failed':
    case 'order.failed':
      return extra.status === 'loading' ? { ...unchecked(extra), status: 'error', error: own.error } : extra;
    case 'form.cleared':
      // The next card: nothing checked yet.
      return unchecked(extra);
    case 'payment.answered':
    case 'payment.failed':
      // A refused or failed payment: the next press checks the balance again.
      return state.payment.status === 'ready' || state.payment.status === 'error' ? unchecked(extra) : extra;
    default:
      return extra;
  }
}

/** The card's payment method: type, brand and its encrypted fields. */
function paymentMethodOf(
  state: State,
  encrypted: Readonly<Record<string, string>>,
): PaymentData['paymentMethod'] {
  const { options, context } = state;
  const brand =
    options.brand ?? context.paymentMethod?.brand ?? (isMealVoucher(options) ? options.type : undefined);
  if (!brand) throw new CheckoutError('IMPLEMENTATION_ERROR', GIFT_CARD_ERRORS.noBrand);
  const method: PaymentData['paymentMethod'] = {
    type: options.type,
    brand,
    encryptedCardNumber: encrypted.encryptedCardNumber ?? '',
  };
  if (encrypted.encryptedSecurityCode) method.encryptedSecurityCode = encrypted.encryptedSecurityCode;
  if (isMealVoucher(options)) {
    method.encryptedExpiryMonth = encrypted.encryptedExpiryMonth ?? '';
    method.encryptedExpiryYear = encrypted.encryptedExpiryYear ?? '';
  }
  return method;
}

/** Any thrown value as the checkout error of a balance check or order. */
function asError(error: unknown): CheckoutError {
  return isCheckoutError(error)
    ? error
    : new CheckoutError('ERROR', error instanceof Error ? error.message : 'Unknown error', { cause: error });
}

/** Checks the balance when the flow starts loading it; creates the order; submits the partial payment. */
const balanceEffect: Effect<State, AnyEvent, PaymentMethodDeps> = ({ state, previous, send, deps }) => {
  const { extra } = state;
  const host = deps as GiftCardDeps;
  const started = (step: GiftCardStep) =>
    extra.step === step && (previous.extra.step !== step || previous.extra.status !== 'loading');
  if (extra.status === 'loading' && started('check')) {
    let request: Promise<BalanceResponse>;
    try {
      if (!host.checkBalance)
        throw new CheckoutError('IMPLEMENTATION_ERROR', GIFT_CARD_ERRORS.noBalanceCheck);
      request = host.checkBalance(paymentMethodOf(state, encryptedFormValues(state)));
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (response) => send({ type: 'balance.answered', response }),
      (error: unknown) => {
        const failure = asError(error);
        host.reportError?.(failure);
        send({ type: 'balance.failed', error: failure });
      },
    );
  } else if (extra.step === 'order' && previous.extra.step !== 'order') {
    const request = host.createOrder
      ? host.createOrder()
      : Promise.reject(new CheckoutError('IMPLEMENTATION_ERROR', GIFT_CARD_ERRORS.noBalanceCheck));
    request.then(
      ({ orderData, pspReference, remainingAmount }) =>
        send({
          type: 'order.answered',
          order: { orderData, pspReference, ...(remainingAmount ? { remainingAmount } : {}) },
        }),
      (error: unknown) => {
        const failure = asError(error);
        host.reportError?.(failure);
        send({ type: 'order.failed', error: failure });
      },
    );
  } else if (extra.step === 'pay' && previous.extra.step !== 'pay') {
    // The partial payment goes at once: no confirmation (spec section 4).
    send({ type: 'submit.requested' });
  }
  // A part paid: the form is empty again for the next card (the order keeps the rest).
  if (state.payment.status === 'partial' && previous.payment.status !== 'partial')
    send({ type: 'form.cleared' });
};

/** The form as the shopper sees it: the card's fields in one section. */
function layout(state: State): FormLayout {
  const { options } = state;
  // A gift card's number is named apart from a card's (both forms may share a page, and the frames'
  // titles come from the labels); a meal voucher's is a card number.
  const number: LayoutField = {
    field: 'giftcardNumber',
    kind: 'secured',
    labelKey: isMealVoucher(options) ? 'creditCard.numberField.title' : 'giftcard.numberField.title',
    securedType: 'giftcardNumber',
  };
  if (isMealVoucher(options)) {
    return [
      {
        name: 'card',
        rows: [
          [number],
          [
            {
              field: 'expiryDate',
              kind: 'secured',
              labelKey: 'creditCard.expiryDateField.title',
              securedType: 'expiryDate',
              width: 50,
            },
            {
              field: 'securityCode',
              kind: 'secured',
              labelKey: 'creditCard.securityCodeField.title',
              securedType: 'securityCode',
              width: 50,
            },
          ],
        ],
      },
    ];
  }
  const required = pinRequired(options);
  return [
    {
      name: 'card',
      rows: [
        [number],
        [
          {
            field: 'giftcardPin',
            kind: 'secured',
            labelKey: required ? 'creditCard.pin.title' : 'creditCard.pin.optional',
            securedType: 'giftcardPin',
            ...(required ? {} : { optional: true }),
          },
        ],
      ],
    },
  ];
}

/** The method's name. */
function nameOf(options: GiftCardOptions, context: PaymentMethodContext): string {
  return (
    options.name ?? context.paymentMethod?.name ?? (isMealVoucher(options) ? 'Meal voucher' : 'Gift card')
  );
}

/** The pay button: 'Check balance' while the balance is not known; then 'Pay {amount}'. */
function buttonLabel(state: State): PayButtonLabel | undefined {
  return state.extra.step === 'check' ? { key: 'giftcard.checkBalance' } : undefined;
}

/** What the form shows of the balance flow. */
interface GiftCardView {
  /** The balance flow's status: 'ready', 'loading', 'no-balance', 'card-error', 'pin-error', 'currency-error', 'error'. */
  status: GiftCardStatus;
  /** Where the payment stands: 'check' (a press checks the balance), 'order', 'pay', 'confirm' (a press pays it all). */
  step: GiftCardStep;
  /** The card's balance, once checked; null before. */
  balance: Amount | null;
  /** The card's transaction limit, when it has one. */
  transactionLimit: Amount | null;
  /** What the card keeps after paying the amount now (its share of it); null before the check. */
  remainingBalance: Amount | null;
  /** The balance flow's error key (spec section 8), or null. */
  errorKey: MessageKey | null;
}

/** The balance flow as the form shows it. */
function view(state: State): GiftCardView {
  const { status, step, balance, transactionLimit } = state.extra;
  const { amount } = state.context;
  return {
    status,
    step,
    balance,
    transactionLimit,
    remainingBalance: balance && amount ? remainingGiftCardBalance(balance, transactionLimit, amount) : null,
    errorKey: giftCardErrorKeyOf(status),
  };
}

/** The gift card's and meal vouchers' definition. */
interface GiftCardDefinition extends PaymentMethodDefinition<
  GiftCardOptions,
  GiftCardExtra,
  GiftCardEvent,
  GiftCardField
> {
  /** The types it serves. */
  types: typeof GIFT_CARD_TYPES;
  /** The balance flow as the form shows it. */
  view: (state: State) => GiftCardView;
}

/** Gift cards and meal vouchers as payment methods. */
const giftCardDefinition: GiftCardDefinition = {
  types: GIFT_CARD_TYPES,
  messages,
  check: (options) => checkOptions(OptionsSchema, options),
  fields: (options) => fields(options),
  initialExtra,
  reduceExtra,
  // The card pays once its balance is known (and covers the amount, or an order holds the rest);
  // after its partial payment the form is cleared, so the next card is checked before it pays.
  ready: (state) =>
    state.extra.securedFields === 'ready' && (state.extra.step === 'confirm' || state.extra.step === 'pay'),
  effects: [balanceEffect],
  // The balance check and the order are part of the attempt: the element is loading meanwhile.
  busy: (state) => state.extra.status === 'loading',
  view,
  payload: (state, encrypted) => {
    const order = state.extra.order ?? state.options.order ?? state.context.order;
    return {
      paymentMethod: paymentMethodOf(state, encrypted),
      ...(order ? { order: { orderData: order.orderData, pspReference: order.pspReference } } : {}),
      ...(state.options.returnUrl ? { returnUrl: state.options.returnUrl } : {}),
    };
  },
  label: nameOf,
  buttonLabel,
  layout,
  needsPaymentMethods: (options) => !options.brand && !options.name,
};

export { GIFT_CARD_TYPES, giftCardDefinition, paymentMethodOf as giftCardPaymentMethodOf };
export type {
  GiftCardDefinition,
  GiftCardDeps,
  GiftCardEvent,
  GiftCardExtra,
  GiftCardOptions,
  GiftCardSecuredFieldsStatus,
  GiftCardStep,
  GiftCardType,
  GiftCardView,
};
