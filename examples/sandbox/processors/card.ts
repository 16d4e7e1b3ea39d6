/**
 * Card payments (`paymentMethod.type: 'scheme'`). The card fields arrive encrypted (JWE fields
 * `number`, `expiryMonth`, `expiryYear`, `cvc`, and `password` for a Korean card), or a stored card
 * is named by `storedPaymentMethodId` (then only the security code is sent). The service checks
 * what a real one checks: Luhn and length for the brand, the expiry not in the past, the security
 * code's length, that the chosen brand is the card's, and the Korean and Brazilian extra fields.
 * The outcome comes from the test-card table (test-cards.ts); any other valid card is authorised.
 * The 3DS2 cards answer a fingerprint action; `details` completes their 3DS2 (three-ds2.ts).
 */
import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import { brandRule, detectBrand, passesLuhn } from '../card-brands';
import type { CardBrandRule, FieldPolicy } from '../card-brands';
import {
  ERROR_CODES,
  SandboxError,
  invalidDetails,
  invalidRequest,
  paymentMethodNotSupported,
} from '../errors';
import type { SandboxErrorCode } from '../errors';
import { parseWith } from '../http';
import type { MerchantConfig, StoredPaymentMethodConfig } from '../merchants';
import { NonEmptyString } from '../schemas';
import { isPaymentMethodOffered } from '../sessions';
import { findTestCard } from '../test-cards';
import { clickToPayCardOf } from '../click-to-pay';
import type { TestCard } from '../test-cards';
import { completeThreeDS2, isThreeDS2State, startThreeDS2 } from '../three-ds2';
import type { SessionRecord } from '../types';
import type {
  PaymentOutcome,
  PaymentProcessor,
  ProcessorBaseContext,
  ProcessorPaymentContext,
} from './registry';

/** The card payment method as the client sends it. Unused fields (fundingSource, …) are accepted. */
const CardMethodSchema = v.looseObject({
  type: v.literal('scheme', "must be 'scheme'"),
  brand: v.optional(NonEmptyString),
  encryptedCardNumber: v.optional(v.string()),
  encryptedExpiryMonth: v.optional(v.string()),
  encryptedExpiryYear: v.optional(v.string()),
  encryptedSecurityCode: v.optional(v.string()),
  storedPaymentMethodId: v.optional(NonEmptyString),
  holderName: v.optional(v.string()),
  encryptedPassword: v.optional(v.string()),
  taxNumber: v.optional(v.string()),
  // Click to Pay (spec section 3): checked in click-to-pay.ts.
  srcScheme: v.optional(v.string()),
  srcCorrelationId: v.optional(v.string()),
  srcTokenReference: v.optional(v.string()),
  srcCheckoutPayload: v.optional(v.string()),
  srcDigitalCardId: v.optional(v.string()),
});

/** The card fields of a payment request (billingAddress, browserInfo, … are accepted and ignored). */
const CardPaymentSchema = v.looseObject({
  paymentMethod: CardMethodSchema,
  socialSecurityNumber: v.optional(v.string()),
  storePaymentMethod: v.optional(v.boolean()),
  installments: v.optional(
    v.object({
      value: v.pipe(v.number(), v.integer('must be an integer'), v.minValue(1, 'must be at least 1')),
      plan: v.optional(v.picklist(['regular', 'revolving'], "must be 'regular' or 'revolving'")),
    }),
  ),
});

/** Installment options of a session, per brand or for every card ('card'). */
const InstallmentOptionSchema = v.object({
  values: v.array(v.number()),
  plans: v.optional(v.array(v.string())),
});

type CardMethod = v.InferOutput<typeof CardMethodSchema>;
type CardPaymentRequest = v.InferOutput<typeof CardPaymentSchema>;

/** A card that passed every check. */
interface CheckedCard {
  /** The brand paid with (the shopper's choice for a dual-branded card). */
  brand: string;
  /** The brand's rules. */
  rule: CardBrandRule;
  /** The full number, when known (not for the seeded stored cards). */
  number?: string;
  /** Last four digits. */
  lastFour: string;
  /** Expiry month, two digits. */
  expiryMonth?: string;
  /** Expiry year, four digits. */
  expiryYear?: string;
  /** Holder name, if sent. */
  holderName?: string;
  /** The test card it is, if any. */
  testCard?: TestCard;
  /** True for a stored card. */
  stored: boolean;
}

/** The rules used for a stored card whose brand the sandbox's table does not know. */
const FALLBACK_RULE: CardBrandRule = {
  brand: 'card',
  name: 'Card',
  prefixes: [],
  lengths: [],
  cvcLength: 3,
  cvcPolicy: 'required',
  expiryDatePolicy: 'required',
  luhn: true,
  coBadged: false,
};

/** The full numbers of the cards payments stored, by stored method (never sent to clients). */
const storedNumbers = new WeakMap<StoredPaymentMethodConfig, string>();

/** A 422 validation error with a card error code. */
function cardError(code: SandboxErrorCode, message: string): SandboxError {
  return new SandboxError(422, code, message, 'validation');
}

const invalidCardNumber = () => cardError(ERROR_CODES.invalidCard, 'Invalid card number');
const invalidSecurityCode = () => cardError(ERROR_CODES.invalidSecurityCode, 'Invalid security code');

/** Decrypts an optional encrypted field (absent or empty: undefined). */
async function decryptOptional(
  context: ProcessorPaymentContext,
  value: string | undefined,
  field: 'expiryMonth' | 'expiryYear' | 'cvc' | 'password',
): Promise<string | undefined> {
  return value === undefined || value === '' ? undefined : context.decrypt(value, field);
}

/** The brand paid with: the one asked for (it must be the card's), else the card's first; 905 when not offered. */
function chooseBrand(
  context: ProcessorPaymentContext,
  requested: string | undefined,
  brands: readonly string[],
): string {
  const brand = requested ?? brands[0] ?? '';
  if (!brands.includes(brand)) {
    throw cardError(
      ERROR_CODES.invalidCardBrand,
      `Invalid brand: ${brand} is not a brand of this card (${brands.join(', ')})`,
    );
  }
  if (!isPaymentMethodOffered(context.merchant, context.session, { type: 'scheme', brand }))
    throw paymentMethodNotSupported();
  return brand;
}

/** Checks an expiry (1-2 digit month, 4-digit year, not before the current month); returns the month padded. */
function checkExpiry(
  month: string | undefined,
  year: string | undefined,
  policy: FieldPolicy,
  now: Date,
): { expiryMonth?: string; expiryYear?: string } {
  if (month === undefined && year === undefined && policy !== 'required') return {};
  if (
    month === undefined ||
    year === undefined ||
    !/^\d{1,2}$/.test(month) ||
    !/^\d{4}$/.test(year) ||
    Number(month) < 1 ||
    Number(month) > 12
  ) {
    throw cardError(ERROR_CODES.invalidExpiryDate, 'Invalid expiry date');
  }
  const expiry = Number(year) * 12 + Number(month) - 1;
  if (expiry < now.getUTCFullYear() * 12 + now.getUTCMonth())
    throw cardError(ERROR_CODES.invalidExpiryDate, 'Expiry date in the past');
  return { expiryMonth: month.padStart(2, '0'), expiryYear: year };
}

/** Checks the security code against the brand's policy and length. */
function checkSecurityCode(cvc: string | undefined, rule: CardBrandRule): void {
  if (rule.cvcPolicy === 'hidden') return;
  if (cvc === undefined) {
    if (rule.cvcPolicy === 'required') throw invalidSecurityCode();
    return;
  }
  if (cvc.length !== rule.cvcLength || !/^\d+$/.test(cvc)) throw invalidSecurityCode();
}

/** The check digit of a CPF or CNPJ over `digits` with `weights` (mod 11). */
function mod11CheckDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** True for a Brazilian CPF (11 digits) or CNPJ (14 digits) with valid check digits; dots, dashes, slashes and spaces allowed. */
function isValidBrazilianTaxId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const digits = value.replace(/[.\-/\s]/g, '');
  if (!/^\d+$/.test(digits) || /^(\d)\1*$/.test(digits)) return false;
  if (digits.length === 11) {
    return (
      mod11CheckDigit(digits, CPF_WEIGHTS_1) === Number(digits[9]) &&
      mod11CheckDigit(digits, CPF_WEIGHTS_2) === Number(digits[10])
    );
  }
  if (digits.length === 14) {
    return (
      mod11CheckDigit(digits, CNPJ_WEIGHTS_1) === Number(digits[12]) &&
      mod11CheckDigit(digits, CNPJ_WEIGHTS_2) === Number(digits[13])
    );
  }
  return false;
}

/** The Korean card's password (2 digits) and tax number (6 or 10 digits). */
function checkKoreanAuthentication(password: string | undefined, taxNumber: string | undefined): void {
  if (password === undefined || !/^\d{2}$/.test(password)) {
    throw cardError(
      ERROR_CODES.invalidKoreanAuthentication,
      'Invalid Korean card password: send the first 2 digits of the card password in paymentMethod.encryptedPassword',
    );
  }
  const tax = taxNumber?.replace(/[\s-]/g, '') ?? '';
  if (!/^(\d{6}|\d{10})$/.test(tax)) {
    throw cardError(
      ERROR_CODES.invalidKoreanAuthentication,
      'Invalid Korean tax number: paymentMethod.taxNumber must be 6 digits (birth date) or 10 (business number)',
    );
  }
}

/** Installments must be enabled by the session and offered for the brand (or for every card). */
function checkInstallments(
  session: SessionRecord,
  brand: string,
  installments: CardPaymentRequest['installments'],
): void {
  if (!installments) return;
  const { enableInstallments, installmentOptions } = session.configuration;
  if (!enableInstallments || !installmentOptions)
    throw cardError(ERROR_CODES.invalidInstallments, 'Installments are not enabled for this session');
  const parsed = v.safeParse(InstallmentOptionSchema, installmentOptions[brand] ?? installmentOptions.card);
  if (!parsed.success)
    throw cardError(ERROR_CODES.invalidInstallments, `No installments are offered for ${brand}`);
  if (installments.plan === 'revolving') {
    if (!parsed.output.plans?.includes('revolving'))
      throw cardError(ERROR_CODES.invalidInstallments, `Revolving installments are not offered for ${brand}`);
    return;
  }
  if (installments.value !== 1 && !parsed.output.values.includes(installments.value)) {
    throw cardError(
      ERROR_CODES.invalidInstallments,
      `${installments.value} installments are not offered for ${brand}`,
    );
  }
}

/** Decrypts and checks a new card. */
async function readNewCard(
  context: ProcessorPaymentContext,
  method: CardMethod,
  request: CardPaymentRequest,
): Promise<CheckedCard> {
  if (method.encryptedCardNumber === undefined || method.encryptedCardNumber === '')
    throw invalidRequest('Invalid request: paymentMethod.encryptedCardNumber: is required');
  // Everything is decrypted first: a tampered or foreign value is always reported as such (174).
  const number = (await context.decrypt(method.encryptedCardNumber, 'number')).replace(/\s/g, '');
  const month = await decryptOptional(context, method.encryptedExpiryMonth, 'expiryMonth');
  const year = await decryptOptional(context, method.encryptedExpiryYear, 'expiryYear');
  const cvc = await decryptOptional(context, method.encryptedSecurityCode, 'cvc');
  const password = await decryptOptional(context, method.encryptedPassword, 'password');

  if (!/^\d+$/.test(number)) throw invalidCardNumber();
  const testCard = findTestCard(number);
  const detected = detectBrand(number);
  const brands = testCard ? testCard.brands : detected ? [detected.brand] : [];
  const primary = brands[0] !== undefined ? brandRule(brands[0]) : undefined;
  if (!primary || (primary.luhn && !passesLuhn(number)) || !primary.lengths.includes(number.length))
    throw invalidCardNumber();

  const brand = chooseBrand(context, method.brand, brands);
  const rule = brandRule(brand) ?? primary;
  const expiry = checkExpiry(month, year, rule.expiryDatePolicy, context.now);
  checkSecurityCode(cvc, rule);
  const holderName = method.holderName?.trim() || undefined;
  if (context.merchant.cardHolderNameRequired && holderName === undefined)
    throw cardError(ERROR_CODES.holderNameMissing, 'Card holder name is required');
  if (testCard?.koreanAuthentication) checkKoreanAuthentication(password, method.taxNumber);
  if (testCard?.showSocialSecurityNumber && !isValidBrazilianTaxId(request.socialSecurityNumber)) {
    throw cardError(
      ERROR_CODES.invalidSocialSecurityNumber,
      'Invalid social security number: send a CPF (11 digits) or CNPJ (14 digits) with valid check digits',
    );
  }
  return {
    brand,
    rule,
    number,
    lastFour: number.slice(-4),
    ...expiry,
    ...(holderName !== undefined ? { holderName } : {}),
    ...(testCard ? { testCard } : {}),
    stored: false,
  };
}

/** Finds and checks a stored card of the session's shopper (expiry, brand, security code). */
async function readStoredCard(context: ProcessorPaymentContext, method: CardMethod): Promise<CheckedCard> {
  const shopperReference = context.session.shopperReference;
  const stored = shopperReference
    ? context.merchant.storedPaymentMethods[shopperReference]?.find(
        (candidate) => candidate.id === method.storedPaymentMethodId && candidate.type === 'scheme',
      )
    : undefined;
  if (!stored?.brand || !stored.supportedShopperInteractions.includes('Ecommerce'))
    throw cardError(ERROR_CODES.storedPaymentMethodNotFound, 'Stored payment method not found');
  const cvc = await decryptOptional(context, method.encryptedSecurityCode, 'cvc');
  const brand = chooseBrand(context, method.brand, [stored.brand]);
  const rule = brandRule(brand) ?? { ...FALLBACK_RULE, brand, name: stored.name };
  const expiry = checkExpiry(stored.expiryMonth, stored.expiryYear, rule.expiryDatePolicy, context.now);
  checkSecurityCode(cvc, rule);
  const number = storedNumbers.get(stored);
  const testCard = number !== undefined ? findTestCard(number) : undefined;
  return {
    brand,
    rule,
    ...(number !== undefined ? { number } : {}),
    lastFour: stored.lastFour ?? number?.slice(-4) ?? '',
    ...expiry,
    ...(stored.holderName !== undefined ? { holderName: stored.holderName } : {}),
    ...(testCard ? { testCard } : {}),
    stored: true,
  };
}

/**
 * The card a Click to Pay payment names (click-to-pay.ts): a card of the profile, ACTIVE and not
 * expired, of a brand the merchant offers; paid as the test card it stands for.
 */
function readClickToPayCard(context: ProcessorPaymentContext, method: CardMethod): CheckedCard {
  const { card } = clickToPayCardOf(method);
  if (card.status !== 'ACTIVE')
    throw cardError(
      ERROR_CODES.invalidCard,
      `Click to Pay card ${card.id} is ${card.status}: it cannot be used`,
    );
  const brand = chooseBrand(context, undefined, [card.scheme]);
  const rule = brandRule(brand) ?? FALLBACK_RULE;
  const year = String(context.now.getUTCFullYear() + card.expiryYearOffset);
  const expiry = checkExpiry(card.expiryMonth, year, 'required', context.now);
  const testCard = findTestCard(card.number);
  return {
    brand,
    rule,
    number: card.number,
    lastFour: card.number.slice(-4),
    ...expiry,
    ...(testCard ? { testCard } : {}),
    stored: false,
  };
}

/** A random 16-digit stored payment method id. */
function newStoredPaymentMethodId(): string {
  let id = String(randomInt(1, 10));
  while (id.length < 16) id += String(randomInt(0, 10));
  return id;
}

/**
 * Stores a card for a shopper so the next session lists it (the same card again updates the
 * stored one). Returns the stored method.
 */
function storeCard(
  merchant: MerchantConfig,
  shopperReference: string,
  card: CheckedCard & { number: string },
): StoredPaymentMethodConfig {
  const list = (merchant.storedPaymentMethods[shopperReference] ??= []);
  const details = {
    ...(card.expiryMonth !== undefined ? { expiryMonth: card.expiryMonth } : {}),
    ...(card.expiryYear !== undefined ? { expiryYear: card.expiryYear } : {}),
    ...(card.holderName !== undefined ? { holderName: card.holderName } : {}),
  };
  const existing = list.find(
    (method) => method.brand === card.brand && storedNumbers.get(method) === card.number,
  );
  if (existing) {
    Object.assign(existing, details);
    return existing;
  }
  const method: StoredPaymentMethodConfig = {
    id: newStoredPaymentMethodId(),
    type: 'scheme',
    name: card.rule.name,
    brand: card.brand,
    lastFour: card.lastFour,
    ...details,
    supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
    supportedRecurringProcessingModels: ['CardOnFile'],
  };
  list.push(method);
  storedNumbers.set(method, card.number);
  return method;
}

/** The result data of an authorised card payment; stores the card when asked (and possible). */
function authorisedCardData(
  context: ProcessorBaseContext,
  card: CheckedCard,
  storePaymentMethod: boolean,
): Record<string, string> {
  const additionalData: Record<string, string> = { cardSummary: card.lastFour, paymentMethod: card.brand };
  const shopperReference = context.session.shopperReference;
  if (storePaymentMethod && shopperReference !== undefined && card.number !== undefined) {
    const stored = storeCard(context.merchant, shopperReference, { ...card, number: card.number });
    additionalData['recurring.recurringDetailReference'] = stored.id;
    additionalData['recurring.shopperReference'] = shopperReference;
  }
  return additionalData;
}

/**
 * The checked cards of payments in 3DS2, keyed by their pending state, so an authorised card can be
 * stored; the number is never put in the pending state itself.
 */
const threeDS2Cards = new WeakMap<object, CheckedCard>();

/** The outcome of a checked card, from the test-card table (any other card is authorised). */
function outcomeOf(
  context: ProcessorPaymentContext,
  card: CheckedCard,
  request: CardPaymentRequest,
): PaymentOutcome {
  const storePaymentMethod = request.storePaymentMethod === true && !card.stored;
  const shown = { name: card.rule.name, brand: card.brand, lastFour: card.lastFour };
  const outcome = card.testCard?.outcome;
  if (outcome === 'Refused')
    return { resultCode: 'Refused', refusalReason: card.testCard?.refusalReason ?? 'Refused', ...shown };
  if (outcome === 'IdentifyShopper') {
    const { state, outcome: started } = startThreeDS2(context, {
      scenario: card.testCard?.threeDS2 ?? 'challenge',
      brand: card.brand,
      name: card.rule.name,
      lastFour: card.lastFour,
      storePaymentMethod,
    });
    threeDS2Cards.set(state, card);
    return started;
  }
  const additionalData = authorisedCardData(context, card, storePaymentMethod);
  return { resultCode: 'Authorised', ...shown, additionalData };
}

/** The card processor. */
const cardProcessor: PaymentProcessor = {
  async pay(context) {
    const request = parseWith(CardPaymentSchema, context.request, 'request');
    const method = request.paymentMethod;
    const card =
      method.srcScheme !== undefined
        ? readClickToPayCard(context, method)
        : method.storedPaymentMethodId !== undefined
          ? await readStoredCard(context, method)
          : await readNewCard(context, method, request);
    checkInstallments(context.session, card.brand, request.installments);
    return outcomeOf(context, card, request);
  },
  /** Completes 3DS2 (see three-ds2.ts): the only pending action cards have. */
  details(context) {
    const state = context.pending.state;
    if (!isThreeDS2State(state)) throw invalidDetails('Unsupported details for a card payment');
    const completion = completeThreeDS2(context, state);
    const shown = { name: state.name, brand: state.brand, lastFour: state.lastFour };
    if (completion.resultCode === 'Refused') return { ...completion, ...shown };
    const card = threeDS2Cards.get(state);
    const additionalData = card
      ? authorisedCardData(context, card, state.storePaymentMethod)
      : { cardSummary: state.lastFour, paymentMethod: state.brand };
    return { resultCode: 'Authorised', ...shown, additionalData };
  },
};

export { CardMethodSchema, CardPaymentSchema, cardProcessor, isValidBrazilianTaxId };
