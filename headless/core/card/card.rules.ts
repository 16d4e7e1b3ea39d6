import { getAddressSchema, type AddressSchema } from '../validation/address';
import {
  validateCardNumber,
  validateExpiryDate,
  validateExpiryMonth,
  validateExpiryYear,
  validateKoreanCardPassword,
  validateSecurityCode,
} from '../validation/card';
import { DEFAULT_CARD_BRANDS, getCardBrandInfo, type FieldPolicy } from '../validation/card-brand-info';
import { validateRequired } from '../validation/common';
import { toResult, type ValidationResult } from '../validation/result';
import { validateKoreanTaxNumber, validateSocialSecurityNumber } from '../validation/tax-id';
import type { CardFieldName, CardState, InstallmentOption } from './card.types';
import { SECURED_FIELD_TYPES } from './secured-fields.fields';

/*
 * The card form's rules: for the current state, which brands it accepts and pays with, the
 * security-code and expiry policies, which fields it asks (hidden fields are valid), the billing
 * address's schema, and every field's validation, recomputed on every change (`revalidate`, which
 * the machine runs in its reducer). What a UI shows of them is in card.view.ts.
 */

const CARD_FIELDS: readonly CardFieldName[] = [
  'cardNumber',
  'expiryDate',
  'expiryMonth',
  'expiryYear',
  'securityCode',
  'holderName',
  'taxNumber',
  'password',
  'socialSecurityNumber',
];

/**
 * The brands the form accepts: the options', else the checkout's `scheme` method's (what the
 * session accepts), else amex, mc and visa.
 */
function acceptedBrands(state: Pick<CardState, 'options' | 'paymentMethod'>): string[] {
  if (state.options.brands && state.options.brands.length > 0) return state.options.brands;
  const listed = state.paymentMethod?.brands;
  return listed && listed.length > 0 ? [...listed] : [...DEFAULT_CARD_BRANDS];
}

/**
 * The brand the payment is made with: the stored card's, the shopper's choice for a dual-branded
 * card, the bin lookup's single supported brand, else the brand detected from the prefix.
 */
function effectiveBrand(state: CardState): string | null {
  const stored = state.options.storedPaymentMethod;
  if (stored) return typeof stored.brand === 'string' ? stored.brand : null;
  if (state.dualBrands) return state.selectedBrand ?? state.dualBrands[0];
  const supported = state.binLookup.brands.filter((brand) => brand.supported);
  if (state.binLookup.status === 'resolved' && supported.length === 1) return supported[0]!.brand;
  return state.detectedBrand;
}

/** The security-code and expiry policies of the effective brand: bin lookup first, then the brand table. */
function policiesOf(state: CardState): { cvcPolicy: FieldPolicy; expiryDatePolicy: FieldPolicy } {
  const brand = effectiveBrand(state);
  const fromLookup = state.binLookup.brands.find((entry) => entry.brand === brand);
  const rules = brand ? getCardBrandInfo(brand) : null;
  return {
    cvcPolicy: fromLookup?.cvcPolicy ?? rules?.cvcPolicy ?? 'required',
    expiryDatePolicy: state.options.storedPaymentMethod
      ? 'hidden'
      : (fromLookup?.expiryDatePolicy ?? rules?.expiryDatePolicy ?? 'required'),
  };
}

/** Installment options for the effective brand, with `card` as the fallback; null when hidden. */
function installmentOptionsOf(state: CardState): InstallmentOption | null {
  const { installmentOptions, amount } = state.options;
  if (!installmentOptions || (amount && amount.value === 0)) return null;
  const brand = effectiveBrand(state);
  return (brand ? installmentOptions[brand] : undefined) ?? installmentOptions.card ?? null;
}

/** Which optional parts of the form show. */
interface CardVisibility {
  /** Card number (not for a stored card). */
  cardNumber: boolean;
  /** Expiry date input (a stored card shows it read-only instead). */
  expiryDate: boolean;
  /** Expiry month input (`expiryFields: 'separate'`). */
  expiryMonth: boolean;
  /** Expiry year input (`expiryFields: 'separate'`). */
  expiryYear: boolean;
  /** Security code. */
  securityCode: boolean;
  /** Holder name. */
  holderName: boolean;
  /** Korean tax number and card password. */
  korean: boolean;
  /** Brazilian social security number. */
  socialSecurityNumber: boolean;
  /** Billing address. */
  billingAddress: boolean;
  /** Installments. */
  installments: boolean;
  /** Store-details checkbox. */
  storeDetails: boolean;
}

/** What the form shows for the current state. */
function visibilityOf(state: CardState): CardVisibility {
  const { options } = state;
  const stored = Boolean(options.storedPaymentMethod);
  const policies = policiesOf(state);
  const korean = options.koreanAuthentication;
  const ssnMode = options.socialSecurityNumberMode ?? 'auto';
  const expiry = !stored && policies.expiryDatePolicy !== 'hidden';
  const separate = options.expiryFields === 'separate';
  return {
    cardNumber: !stored,
    expiryDate: expiry && !separate,
    expiryMonth: expiry && separate,
    expiryYear: expiry && separate,
    securityCode: policies.cvcPolicy !== 'hidden',
    holderName: !stored && Boolean(options.hasHolderName || options.holderNameRequired),
    korean:
      !stored &&
      Boolean(korean?.required) &&
      (korean?.mode === 'show' || state.binLookup.issuingCountryCode === 'KR'),
    socialSecurityNumber:
      !stored && (ssnMode === 'show' || (ssnMode === 'auto' && state.binLookup.showSocialSecurityNumber)),
    billingAddress: !stored && (options.billingAddressMode ?? 'none') !== 'none',
    installments: installmentOptionsOf(state) !== null,
    storeDetails: !stored && Boolean(options.enableStoreDetails),
  };
}

/** The address schema of the billing address's country and mode; null when no address is asked. */
function billingAddressSchemaOf(state: CardState): AddressSchema | null {
  if (!visibilityOf(state).billingAddress) return null;
  const country = state.billingAddress.country || '';
  return getAddressSchema(country, { mode: state.options.billingAddressMode ?? 'full' });
}

/** Whether any secured field is shown (a stored card with a hidden security code needs none). */
function needsFrames(state: CardState): boolean {
  const visible = visibilityOf(state);
  return (
    visible.cardNumber || visible.expiryDate || visible.expiryMonth || visible.securityCode || visible.korean
  );
}

/** True when every shown field is valid (a stored card needs only its security code). */
function isCardValid(state: CardState): boolean {
  if (state.mode === 'secured' && state.securedFields !== 'ready' && needsFrames(state)) return false;
  return (
    CARD_FIELDS.every((field) => state.fields[field].result.valid) &&
    Object.values(state.billingAddressResults).every(
      (result) => !result || result.valid || (result.empty && state.options.billingAddressRequired === false),
    )
  );
}

const VALID: ValidationResult = { valid: true, empty: false };

/** The key of an empty secured field the frame has not reported on yet. */
const SECURED_EMPTY_KEYS = {
  cardNumber: 'error.va.sf-cc-num.02',
  expiryDate: 'error.va.sf-cc-dat.04',
  expiryMonth: 'error.va.sf-cc-mth.01',
  expiryYear: 'error.va.sf-cc-yr.01',
  securityCode: 'error.va.sf-cc-cvc.01',
  password: 'error.va.sf-kcp-pwd.01',
} as const;

/** A secured field's result: the frame's report, with the empty key when it has not reported; valid when optional and empty. */
function securedResult(
  field: keyof typeof SECURED_EMPTY_KEYS,
  result: ValidationResult,
  policy: FieldPolicy = 'required',
): ValidationResult {
  // Whether an empty field is fine is the page's call (the policy can change with the brand).
  if (!result.empty) return result;
  if (policy === 'optional') return toResult(true, true);
  return toResult(false, true, result.errorKey ?? SECURED_EMPTY_KEYS[field]);
}

/** Validates one card field for the current state (hidden fields are valid). */
function validateCardField(state: CardState, field: CardFieldName): ValidationResult {
  const visible = visibilityOf(state);
  const { cvcPolicy, expiryDatePolicy } = policiesOf(state);
  const current = state.fields[field];
  const secured = state.mode === 'secured' && (SECURED_FIELD_TYPES as readonly string[]).includes(field);
  const brand = effectiveBrand(state);
  const dateOptions = {
    now: new Date(state.today),
    ...(state.options.minimumExpiryDate ? { minimumExpiryDate: state.options.minimumExpiryDate } : {}),
  };
  switch (field) {
    case 'cardNumber': {
      if (!visible.cardNumber) return VALID;
      if (state.binLookup.unsupported && !current.result.empty)
        return toResult(false, false, 'error.va.sf-cc-num.03');
      if (secured) return securedResult('cardNumber', current.result);
      const lookupBrand = state.binLookup.brands.find((entry) => entry.brand === brand);
      return validateCardNumber(current.value, {
        brands: acceptedBrands(state),
        ...(state.dualBrands && brand ? { brand } : {}),
        ...(lookupBrand?.enableLuhnCheck === false ? { luhn: false } : {}),
      });
    }
    case 'expiryDate':
      if (!visible.expiryDate) return VALID;
      if (secured) return securedResult('expiryDate', current.result, expiryDatePolicy);
      return validateExpiryDate(current.value, { ...dateOptions, policy: expiryDatePolicy });
    case 'expiryMonth':
    case 'expiryYear': {
      if (!visible[field]) return VALID;
      // Optional only as a pair: a month without its year (or a year without its month) is incomplete.
      const other = state.fields[field === 'expiryMonth' ? 'expiryYear' : 'expiryMonth'];
      const otherEmpty = secured ? other.result.empty : other.value.trim() === '';
      const policy = expiryDatePolicy === 'optional' && !otherEmpty ? 'required' : expiryDatePolicy;
      if (secured) return securedResult(field, current.result, policy);
      return field === 'expiryMonth'
        ? validateExpiryMonth(current.value, { policy })
        : validateExpiryYear(current.value, {
            ...dateOptions,
            policy,
            month: state.fields.expiryMonth.value,
          });
    }
    case 'securityCode':
      if (!visible.securityCode) return VALID;
      if (secured) return securedResult('securityCode', current.result, cvcPolicy);
      return validateSecurityCode(current.value, { ...(brand ? { brand } : {}), policy: cvcPolicy });
    case 'holderName': {
      if (!visible.holderName) return VALID;
      const result = validateRequired(current.value);
      if (result.valid || !state.options.holderNameRequired)
        return result.empty ? toResult(true, true) : result;
      return toResult(false, result.empty, 'creditCard.holderName.invalid');
    }
    case 'taxNumber':
      if (!visible.korean) return VALID;
      return validateKoreanTaxNumber(current.value);
    case 'password':
      if (!visible.korean) return VALID;
      if (secured) return securedResult('password', current.result);
      return validateKoreanCardPassword(current.value);
    case 'socialSecurityNumber':
      if (!visible.socialSecurityNumber) return VALID;
      return validateSocialSecurityNumber(current.value);
    default:
      field satisfies never;
      return VALID;
  }
}

/** Recomputes every field's result and the billing address's (validation runs on every change). */
function revalidate(state: CardState): CardState {
  const fields = { ...state.fields };
  for (const field of CARD_FIELDS)
    fields[field] = { ...fields[field], result: validateCardField(state, field) };
  const schema = billingAddressSchemaOf(state);
  const billingAddressResults: CardState['billingAddressResults'] = {};
  if (schema) {
    const results = schema.validateAddress(state.billingAddress).fields;
    for (const { name } of schema.fields) billingAddressResults[name] = results[name];
  }
  return { ...state, fields, billingAddressResults };
}

export {
  CARD_FIELDS,
  acceptedBrands,
  billingAddressSchemaOf,
  effectiveBrand,
  installmentOptionsOf,
  isCardValid,
  policiesOf,
  revalidate,
  validateCardField,
  visibilityOf,
};
export type { CardVisibility };
