import { formatSocialSecurityNumber } from '../validation/tax-id.format';
import { directModePart } from './card.parts';
import type { CardFieldName } from './card.types';

/** Digits only, at most `max` of them. */
const digitsUpTo = (typed: string, max: number): string => typed.replace(/\D/g, '').slice(0, max);

/** 'MMYY' typed in any way as 'MM/YY': a first digit above 1 gets a leading 0; at most 4 digits. */
function formatExpiryInput(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A typed expiry month: at most 2 digits; a first digit above 1 gets a leading 0 ('4' → '04'; '1' waits). */
function formatExpiryMonthInput(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return (digits.length === 1 && digits > '1' ? `0${digits}` : digits).slice(0, 2);
}

/** A typed expiry year (YY): at most 2 digits. */
const formatExpiryYearInput = (typed: string): string => digitsUpTo(typed, 2);

/**
 * What a typed value becomes in a field of a direct-mode card form (formatting only; no validation):
 * the number grouped as its brand groups it, the social security number as a CPF or CNPJ.
 */
function formatCardFieldInput(field: CardFieldName, typed: string, brand: string | null): string {
  switch (field) {
    case 'cardNumber':
      // Grouped as its brand groups it once direct mode's part is there (it loads with the form).
      return directModePart()?.formatCardNumber(typed, brand ?? undefined) ?? typed;
    case 'expiryDate':
      return formatExpiryInput(typed);
    case 'expiryMonth':
      return formatExpiryMonthInput(typed);
    case 'expiryYear':
      return formatExpiryYearInput(typed);
    case 'securityCode':
      return digitsUpTo(typed, 4);
    case 'password':
      return digitsUpTo(typed, 2);
    case 'taxNumber':
      return digitsUpTo(typed, 10);
    case 'socialSecurityNumber':
      return formatSocialSecurityNumber(typed);
    case 'holderName':
      return typed;
    default:
      field satisfies never;
      return typed;
  }
}

export { formatCardFieldInput, formatExpiryInput, formatExpiryMonthInput, formatExpiryYearInput };
