import {
  validateCardNumber,
  validateExpiryDate,
  validateExpiryMonth,
  validateExpiryYear,
  validateKoreanCardPassword,
  validateSecurityCode,
} from '../validation/card';
import type { FieldPolicy } from '../validation/card-brand-info';
import { validateRequired } from '../validation/common';
import { validateKoreanTaxNumber, validateSocialSecurityNumber } from '../validation/tax-id';
import { toResult, type ValidationResult } from '../validation/result';
import type { CardFieldName, CardState } from './card.types';
import {
  CARD_FIELDS,
  acceptedBrands,
  billingAddressSchemaOf,
  effectiveBrand,
  policiesOf,
  visibilityOf,
} from './card.view';
import { SECURED_FIELD_TYPES } from './secured-fields.protocol';

/*
 * The card form's validation: every field's result for the current state, recomputed on every
 * change. Part of the transitions, which load on demand with the machine (card.lazy.ts).
 */

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

export { revalidate, validateCardField };
