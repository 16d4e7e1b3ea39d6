import * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import type { FieldVisibility, FormField, FormFieldState, FormFields } from '../../form/form.machine';
import type { AddressSectionField } from '../../form/address-section';
import { validatorSchema } from '../../form/validator-schema';
import type { MessageKey } from '../../i18n/messages';
import type { Effect } from '../../store/machine';
import type { FieldPolicy } from '../../validation/card-brand-info';
import { validateRequired } from '../../validation/common';
import { toResult, type ValidationResult } from '../../validation/result';
import { cardPayload, textOf } from '../../card/card.payload';
import { CARD_FIELD_HINTS, cardLayout } from '../../card/card.layout';
import {
  billingAddressPart,
  directModePart,
  installmentsPart,
  loadBillingAddressPart,
  loadDirectModePart,
  loadInstallmentsPart,
  loadTaxIdsPart,
  taxIdsPart,
} from '../../card/card.parts';
import { ADDRESS_FIELDS } from '../../validation/address-fields';
import { cardViewOf, isErrorShown, nextFieldAfter, type CardView } from '../../card/card.view';
import {
  acceptedBrands,
  cardPartNeedsOf,
  effectiveBrand,
  isCardPending,
  isCardReady,
  policiesOf,
  visibilityOf,
} from '../../card/card.rules';
import type {
  BinLookupState,
  CardEvent,
  CardExtra,
  CardFieldName,
  CardMethodOptions,
  CardOwnEvent,
  CardFormState,
  CardPartName,
  CardPartStatus,
  CardState,
  SecuredFieldReport,
} from '../../card/card.types';
import type {
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodDeps,
} from '../payment-method.types';
import { messages } from '../../i18n/compiled/en-US.scheme';

/*
 * The card as a payment method (`scheme`): its fields on the form machine (the number, expiry and
 * security code in secured fields, or typed on the page in direct mode; the holder name, the
 * Korean and Brazilian fields, the billing address, the store-details box), its own state (the
 * brand, the bin lookup, the dual brands, the installments, the frames' status), its bin lookup
 * effect, and its payload. The rules the fields follow are in card.rules.ts.
 */

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

/** The key of an empty secured field. */
const SECURED_EMPTY_KEYS = {
  cardNumber: 'error.va.sf-cc-num.02',
  expiryDate: 'error.va.sf-cc-dat.04',
  expiryMonth: 'error.va.sf-cc-mth.01',
  expiryYear: 'error.va.sf-cc-yr.01',
  securityCode: 'error.va.sf-cc-cvc.01',
  password: 'error.va.sf-kcp-pwd.01',
} as const satisfies Record<string, MessageKey>;

const shown = (on: boolean): FieldVisibility => (on ? 'editable' : 'hidden');

/** A secured field: the frame checks it; the page knows only its emptiness (required or optional by policy). */
function securedField(key: MessageKey, policy: FieldPolicy, on: boolean): FormField {
  return {
    schema: policy === 'optional' ? v.string() : v.pipe(v.string(), v.nonEmpty(key)),
    initialValue: '',
    secured: true,
    visibility: shown(on),
  };
}

/** A page field checked by a toolkit validator. */
function checkedField(
  validate: (value: string) => ValidationResult,
  on: boolean,
  initialValue = '',
): FormField {
  return { schema: validatorSchema(validate), initialValue, visibility: shown(on) };
}

/** The card's form fields: its own, the billing address, the store box. */
type CardFormField = CardFieldName | AddressSectionField<'billingAddress'> | 'storePaymentMethod';

/** The card's fields for its options, context and own state, in focus order. */
function cardFields(
  options: CardMethodOptions,
  context: PaymentMethodContext,
  extra: CardExtra,
  current: Readonly<Record<string, FormFieldState>>,
): FormFields<CardFormField> {
  const state = { options, context, extra };
  const visible = visibilityOf(state);
  const { cvcPolicy, expiryDatePolicy } = policiesOf(state);
  const brand = effectiveBrand(state);
  const secured = extra.mode === 'secured';
  const now = new Date(context.today ?? Date.now());
  const dateOptions = {
    now,
    ...(options.minimumExpiryDate ? { minimumExpiryDate: options.minimumExpiryDate } : {}),
  };
  const valueOf = (name: string): string => textOf({ fields: current }, name);
  // Month and year are optional only as a pair: one without the other is incomplete.
  const pairPolicy = (other: 'expiryMonth' | 'expiryYear'): FieldPolicy => {
    const otherEmpty = current[other]?.empty ?? true;
    return expiryDatePolicy === 'optional' && !otherEmpty ? 'required' : expiryDatePolicy;
  };
  const lookupBrand = extra.binLookup.brands.find((entry) => entry.brand === brand);
  // A field whose checks are a part still loading: no verdict yet (the form waits for the part).
  const pendingCheck = (): ValidationResult => toResult(true, true);
  // Direct mode's checks come with its part (`direct-mode.part.ts`); the fields show meanwhile.
  const direct = secured ? null : directModePart();

  const cardNumber: FormField = secured
    ? securedField(SECURED_EMPTY_KEYS.cardNumber, 'required', visible.cardNumber)
    : checkedField(
        (value) =>
          direct?.validateCardNumber(value, {
            brands: acceptedBrands(state),
            ...(extra.dualBrands && brand ? { brand } : {}),
            ...(lookupBrand?.enableLuhnCheck === false ? { luhn: false } : {}),
          }) ?? pendingCheck(),
        visible.cardNumber,
      );
  if (extra.binLookup.unsupported) cardNumber.error = 'error.va.sf-cc-num.03';

  const holderName = checkedField((value) => {
    const result = validateRequired(value);
    if (result.valid || !options.holderNameRequired) return result.empty ? toResult(true, true) : result;
    return toResult(false, result.empty, 'creditCard.holderName.invalid');
  }, visible.holderName);

  const fields: Record<string, FormField> = {};
  if (options.positionHolderNameOnTop) fields.holderName = holderName;
  fields.cardNumber = cardNumber;
  fields.expiryDate = secured
    ? securedField(SECURED_EMPTY_KEYS.expiryDate, expiryDatePolicy, visible.expiryDate)
    : checkedField(
        (value) =>
          direct?.validateExpiryDate(value, { ...dateOptions, policy: expiryDatePolicy }) ?? pendingCheck(),
        visible.expiryDate,
      );
  fields.expiryMonth = secured
    ? securedField(SECURED_EMPTY_KEYS.expiryMonth, pairPolicy('expiryYear'), visible.expiryMonth)
    : checkedField(
        (value) => direct?.validateExpiryMonth(value, { policy: pairPolicy('expiryYear') }) ?? pendingCheck(),
        visible.expiryMonth,
      );
  fields.expiryYear = secured
    ? securedField(SECURED_EMPTY_KEYS.expiryYear, pairPolicy('expiryMonth'), visible.expiryYear)
    : checkedField(
        (value) =>
          direct?.validateExpiryYear(value, {
            ...dateOptions,
            policy: pairPolicy('expiryMonth'),
            month: valueOf('expiryMonth'),
          }) ?? pendingCheck(),
        visible.expiryYear,
      );
  fields.securityCode = secured
    ? securedField(SECURED_EMPTY_KEYS.securityCode, cvcPolicy, visible.securityCode)
    : checkedField(
        (value) =>
          direct?.validateSecurityCode(value, { ...(brand ? { brand } : {}), policy: cvcPolicy }) ??
          pendingCheck(),
        visible.securityCode,
      );
  if (!options.positionHolderNameOnTop) fields.holderName = holderName;
  // The tax numbers show at once; their checks come with the tax ids part (until it has loaded
  // they accept anything and the form waits for it: `isCardPending`), so they apply once it is there.
  const taxIds = taxIdsPart();
  fields.taxNumber = checkedField(taxIds?.validateKoreanTaxNumber ?? pendingCheck, visible.korean);
  fields.password = secured
    ? securedField(SECURED_EMPTY_KEYS.password, 'required', visible.korean)
    : checkedField(direct?.validateKoreanCardPassword ?? pendingCheck, visible.korean);
  fields.socialSecurityNumber = checkedField(
    taxIds?.validateSocialSecurityNumber ?? pendingCheck,
    visible.socialSecurityNumber,
  );

  // The billing address: every address field, those the country's form does not ask hidden (what
  // was typed in them is kept for a change back). Until its part has loaded, the six fields are
  // there, hidden, with their values (the form is not ready meanwhile: nothing is paid).
  const addressPart = extra.billingAddress === 'ready' ? billingAddressPart() : null;
  const billing = {
    prefix: 'billingAddress',
    visibility: shown(visible.billingAddress),
    schema: { mode: options.billingAddressMode ?? 'full' },
    optional: options.billingAddressRequired === false,
    // The country the merchant gives, else the checkout's: a shopper on an NL checkout starts in NL.
    initial: {
      ...options.billingAddress,
      country: options.billingAddress?.country || (context.countryCode?.toUpperCase() ?? ''),
    },
  } as const;
  if (addressPart) Object.assign(fields, addressPart.addressSectionFields(billing, current));
  else
    for (const name of ADDRESS_FIELDS)
      fields[`billingAddress.${name}`] = {
        schema: v.string(),
        initialValue: options.billingAddress?.[name] ?? '',
        visibility: 'hidden',
      };
  fields.storePaymentMethod = {
    schema: v.boolean(),
    initialValue: false,
    visibility: shown(visible.storeDetails),
  };
  return fields;
}

/** The card's own state at the start. */
function initialCardExtra(options: CardMethodOptions): CardExtra {
  const mode = options.mode ?? 'secured';
  return {
    mode,
    detectedBrand:
      typeof options.storedPaymentMethod?.brand === 'string' ? options.storedPaymentMethod.brand : null,
    endDigits: null,
    dualBrands: null,
    selectedBrand: null,
    binLookup: IDLE_LOOKUP,
    binRequests: 0,
    installments: { value: 1, plan: 'onetime' },
    securedFields: mode === 'secured' ? 'loading' : 'none',
    securedFieldsError: null,
    // An earlier form of the page may have loaded the billing address part, or the others.
    billingAddress: billingAddressPart() ? 'ready' : 'idle',
    billingAddressError: null,
    parts: {
      installments: installmentsPart() ? 'ready' : 'idle',
      taxIds: taxIdsPart() ? 'ready' : 'idle',
      directMode: directModePart() ? 'ready' : 'idle',
    },
    partErrors: {},
  };
}

/**
 * Direct mode: the brand of a typed number, among the accepted brands first (a V PAY range of a Visa
 * card is Visa on a Visa form), else any brand (shown as unsupported), as the frames do.
 */
function detectBrand(state: CardFormState, number: string): string | null {
  const direct = directModePart();
  if (!direct) return null; // detected once its part is there (see 'part.loaded')
  return direct.detectCardBrand(number, { brands: acceptedBrands(state) }) ?? direct.detectCardBrand(number);
}

/** The bin lookup's state after its answer: the supported brands among those accepted, the dual brands. */
function settledLookup(
  state: CardFormState,
  event: Extract<CardOwnEvent, { type: 'binLookup.settled' }>,
): CardExtra {
  const { extra } = state;
  const { outcome } = event;
  const requestId = outcome.type === 'resolved' ? outcome.result.requestId : outcome.requestId;
  // Answers to older requests are stale: ignore them. An error-like answer without requestId counts.
  if (requestId !== undefined && requestId !== extra.binLookup.requestId) return extra;
  if (extra.binLookup.status !== 'pending') return extra;
  if (outcome.type === 'failed') {
    return {
      ...extra,
      binLookup: {
        ...IDLE_LOOKUP,
        status: 'error',
        requestId: extra.binLookup.requestId,
        error: outcome.error,
        bin: extra.binLookup.bin,
      },
    };
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
  return {
    ...extra,
    dualBrands,
    selectedBrand:
      dualBrands && extra.selectedBrand && dualBrands.includes(extra.selectedBrand)
        ? extra.selectedBrand
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
      bin: extra.binLookup.bin,
    },
  };
}

/** The card's own state after an event (the form's transition of it already made). */
function reduceCardExtra(state: CardFormState, event: CardEvent): CardExtra {
  const { extra } = state;
  switch (event.type) {
    case 'field.changed': {
      if (event.field !== 'cardNumber' || extra.mode !== 'direct') return extra;
      const detectedBrand = detectBrand(state, textOf(state, 'cardNumber'));
      return detectedBrand === extra.detectedBrand ? extra : { ...extra, detectedBrand };
    }
    case 'securedField.changed': {
      // The number frame's report carries the brand it detected and the number's last digits.
      const report = event.report as Partial<SecuredFieldReport>;
      if (event.field !== 'cardNumber' || (report.brand === undefined && report.endDigits === undefined))
        return extra;
      return {
        ...extra,
        ...(report.brand !== undefined ? { detectedBrand: report.brand } : {}),
        ...(report.endDigits !== undefined ? { endDigits: report.endDigits } : {}),
      };
    }
    case 'securedFields.statusChanged':
      if (extra.mode !== 'secured' || extra.securedFields === event.status) return extra;
      return { ...extra, securedFields: event.status, securedFieldsError: event.error ?? null };
    case 'brand.selected':
      if (!extra.dualBrands?.includes(event.brand) || extra.selectedBrand === event.brand) return extra;
      return { ...extra, selectedBrand: event.brand };
    case 'binLookup.requested':
      return {
        ...extra,
        binRequests: extra.binRequests + 1,
        binLookup: {
          ...extra.binLookup,
          status: 'pending',
          requestId: event.requestId,
          error: null,
          ...(event.bin ? { bin: event.bin } : {}),
        },
      };
    case 'binLookup.settled':
      return settledLookup(state, event);
    case 'binLookup.cleared':
      if (extra.binLookup === IDLE_LOOKUP && !extra.dualBrands) return extra;
      return { ...extra, binLookup: IDLE_LOOKUP, dualBrands: null, selectedBrand: null };
    case 'installments.changed':
      return { ...extra, installments: event.installments };
    case 'billingAddress.loading':
      return extra.billingAddress === 'idle' ? { ...extra, billingAddress: 'loading' } : extra;
    case 'billingAddress.loaded':
      return { ...extra, billingAddress: 'ready', billingAddressError: null };
    case 'billingAddress.failed':
      return extra.billingAddress === 'loading'
        ? { ...extra, billingAddress: 'error', billingAddressError: event.error }
        : extra;
    case 'part.loading':
      return extra.parts[event.part] === 'idle' ? withPart(extra, event.part, 'loading') : extra;
    case 'part.loaded': {
      const loaded = withPart(extra, event.part, 'ready');
      // A number typed before direct mode's part was there gets its brand now.
      if (event.part !== 'directMode') return loaded;
      return {
        ...loaded,
        detectedBrand: detectBrand(state, textOf(state, 'cardNumber')) ?? extra.detectedBrand,
      };
    }
    case 'part.failed':
      return extra.parts[event.part] === 'loading'
        ? withPart(extra, event.part, 'error', event.error)
        : extra;
    case 'submit.requested':
      return retriedParts(state);
    case 'form.reset':
      // The request count stays: an answer to a lookup from before the reset is stale.
      return { ...initialCardExtra(state.options), binRequests: extra.binRequests };
    default:
      return extra;
  }
}

/** The card's own state with one optional part's status, and its error when it failed (none otherwise). */
function withPart(
  extra: CardExtra,
  part: CardPartName,
  status: CardPartStatus,
  error?: CheckoutError,
): CardExtra {
  const { [part]: _previous, ...partErrors } = extra.partErrors;
  return {
    ...extra,
    parts: { ...extra.parts, [part]: status },
    partErrors: error ? { ...partErrors, [part]: error } : partErrors,
  };
}

/** A submit tries again each shown part whose load failed (its error goes meanwhile). */
function retriedParts(state: CardFormState): CardExtra {
  const { extra } = state;
  const needs = cardPartNeedsOf(state);
  let next = extra;
  if (needs.billingAddress.shown && extra.billingAddress === 'error')
    next = { ...next, billingAddress: 'loading', billingAddressError: null };
  for (const part of ['installments', 'taxIds', 'directMode'] as const)
    if (needs[part].shown && extra.parts[part] === 'error') next = withPart(next, part, 'loading');
  return next;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The bin a change gives: direct mode reads the number; secured mode hears it from the number frame. */
function binChange(
  event: CardEvent,
  state: CardState,
  previous: CardState,
): { bin: string; encryptedBin?: string } | null {
  if (event.type === 'securedField.binChanged') {
    return { bin: event.binValue, ...(event.encryptedBin ? { encryptedBin: event.encryptedBin } : {}) };
  }
  if (event.type !== 'field.changed' || event.field !== 'cardNumber' || state.extra.mode !== 'direct')
    return null;
  const digits = digitsOf(textOf(state, 'cardNumber'));
  const before = digitsOf(textOf(previous, 'cardNumber'));
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
  if (event.type !== 'options.updated') return null;
  if (!state.extra.binLookup.bin || acceptedBrands(state).join() === acceptedBrands(previous).join())
    return null;
  return state.extra.binLookup.bin;
}

/**
 * The bin lookup: from the 6th digit, again when the first six change or the accepted brands do;
 * cleared below six. Its requests go through `deps.encrypt` and `deps.lookupBin`.
 */
const binLookupEffect: Effect<CardState, CardEvent, PaymentMethodDeps> = ({
  event,
  state,
  previous,
  send,
  deps,
}) => {
  const change = binChange(event, state, previous) ?? brandsChange(event, state, previous);
  if (!change) return;
  if (!change.bin) {
    send({ type: 'binLookup.cleared' });
    return;
  }
  const { encrypt, lookupBin } = deps;
  if (!lookupBin || (!change.encryptedBin && !encrypt)) return;
  const requestId = `bin-${state.extra.binRequests + 1}`;
  send({ type: 'binLookup.requested', requestId, bin: change });
  (change.encryptedBin ? Promise.resolve(change.encryptedBin) : encrypt!('binValue', change.bin))
    .then((encryptedBin) => lookupBin({ encryptedBin, supportedBrands: acceptedBrands(state), requestId }))
    .catch(() => ({ type: 'failed' as const, requestId, error: 'unknownError' as const }))
    .then((outcome) => {
      send({ type: 'binLookup.settled', outcome });
      if (outcome.type === 'failed' && (outcome.requestId === undefined || outcome.requestId === requestId)) {
        deps.reportError?.(new CheckoutError('ERROR', 'binLookup: unknownError'));
      }
    });
};

/** How each optional part loads, and what its failure says. */
const PART_LOADS = {
  billingAddress: { load: loadBillingAddressPart, message: 'The billing address could not load' },
  installments: { load: loadInstallmentsPart, message: 'The installments could not load' },
  taxIds: { load: loadTaxIdsPart, message: 'The tax number checks could not load' },
  directMode: { load: loadDirectModePart, message: "The card's direct mode could not load" },
} as const;

/**
 * The optional parts load when the form first shows them, or as soon as its options say they will
 * (prefetched: the installments for some brand, KCP's Korean fields, the address), after start:
 * never on the server. A failure is reported and shown as the card's error; the next submit (or a
 * reset) tries again.
 */
const cardPartsEffect: Effect<CardState, CardEvent, PaymentMethodDeps> = ({
  state,
  previous,
  send,
  deps,
}) => {
  const needs = cardPartNeedsOf(state);
  for (const part of ['billingAddress', 'installments', 'taxIds', 'directMode'] as const) {
    const status = part === 'billingAddress' ? state.extra.billingAddress : state.extra.parts[part];
    const before = part === 'billingAddress' ? previous.extra.billingAddress : previous.extra.parts[part];
    const { shown, expected } = needs[part];
    if (status === 'idle' && (shown || expected)) {
      send(part === 'billingAddress' ? { type: 'billingAddress.loading' } : { type: 'part.loading', part });
      continue;
    }
    if (status !== 'loading' || before === 'loading') continue;
    PART_LOADS[part].load().then(
      () =>
        send(part === 'billingAddress' ? { type: 'billingAddress.loaded' } : { type: 'part.loaded', part }),
      (cause: unknown) => {
        const error = new CheckoutError('ERROR', PART_LOADS[part].message, { cause });
        deps.reportError?.(error);
        send(
          part === 'billingAddress'
            ? { type: 'billingAddress.failed', error }
            : { type: 'part.failed', part, error },
        );
      },
    );
  }
};

/** The card's definition (type `scheme`). */
interface CardDefinition extends PaymentMethodDefinition<
  CardMethodOptions,
  CardExtra,
  CardOwnEvent,
  CardFormField
> {
  /** What the card form shows (brand, dual brands, security code, visible parts, installments, errors). */
  view: (state: CardState) => CardView;
}

/** The card as a payment method (type `scheme`): its fields, own state, bin lookup and payload. */
const schemeDefinition: CardDefinition = {
  types: ['scheme'],
  messages,
  fields: cardFields,
  initialExtra: initialCardExtra,
  reduceExtra: reduceCardExtra,
  ready: isCardReady,
  view: cardViewOf,
  payload: cardPayload,
  effects: [binLookupEffect, cardPartsEffect],
  pending: isCardPending,
  // The billing address's failure, else the first part's that failed.
  error: (state) => state.extra.billingAddressError ?? Object.values(state.extra.partErrors)[0] ?? null,
  layout: cardLayout,
  hostDeps: ['environment', 'encrypt', 'lookupBin'],
  frames: {
    configure: (state) => ({
      brands: acceptedBrands(state),
      ...(state.options.minimumExpiryDate ? { minimumExpiryDate: state.options.minimumExpiryDate } : {}),
    }),
    // Auto-advance stays among the card's fields (never into the billing address).
    nextField: (state, field) => nextFieldAfter(state, field as CardFieldName),
    binEvent: ({ binValue, encryptedBin }) => ({
      type: 'securedField.binChanged',
      binValue,
      ...(encryptedBin ? { encryptedBin } : {}),
    }),
    // The security-code frame follows the brand and its policy.
    messages: (state) => [
      {
        field: 'securityCode',
        message: { type: 'brand', brand: effectiveBrand(state), cvcPolicy: policiesOf(state).cvcPolicy },
      },
    ],
    // The frames keep their names whatever the brand's policy ('Security code').
    labelKey: (field) => CARD_FIELD_HINTS[field as CardFieldName]?.labelKey,
    // An unsupported card shows at once (card.view.ts).
    errorShown: (state, field) => isErrorShown(state, field as CardFieldName),
  },
  label: (_options, context) => context.paymentMethod?.name ?? 'Cards',
  // The brands arrive with the session's methods later: the card runs before them.
  needsPaymentMethods: () => false,
};

export { schemeDefinition };
export type { CardDefinition };
