import * as v from 'valibot';
import type { PaymentData } from '../checkout/types';
import { billingAddressSchemaOf, effectiveBrand, visibilityOf } from './card.rules';
import type { CardDeps, CardState, PaymentEnvironment } from './card.types';

/** Encrypted values by payload name: encryptedCardNumber, encryptedExpiryMonth, encryptedExpiryYear, encryptedSecurityCode, encryptedPassword. */
type EncryptedCardFields = Record<string, string>;

/** A two-digit expiry year as the four digits the payload carries ('30' → '2030'). */
const payloadExpiryYear = (year: string): string => (year.length === 2 ? `20${year}` : year);

/** 'MM/YY' or 'MM/YYYY' (any separator) as a month and a four-digit year. */
function splitExpiry(value: string): { month: string; year: string } | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 4 && digits.length !== 6) return null;
  return { month: digits.slice(0, 2), year: payloadExpiryYear(digits.slice(2)) };
}

/**
 * The encrypted card fields. Secured mode: what the frames sent. Direct mode: the typed values,
 * encrypted here, so card data never leaves the page in the clear.
 */
async function collectEncryptedFields(
  state: CardState,
  encrypt: CardDeps['encrypt'],
): Promise<EncryptedCardFields> {
  const visible = visibilityOf(state);
  const { fields } = state;
  if (state.mode === 'secured') {
    return {
      ...(visible.cardNumber ? fields.cardNumber.encrypted : {}),
      ...(visible.expiryDate ? fields.expiryDate.encrypted : {}),
      ...(visible.expiryMonth ? fields.expiryMonth.encrypted : {}),
      ...(visible.expiryYear ? fields.expiryYear.encrypted : {}),
      ...(visible.securityCode ? fields.securityCode.encrypted : {}),
      ...(visible.korean ? fields.password.encrypted : {}),
    };
  }
  const encrypted: EncryptedCardFields = {};
  const jobs: Array<Promise<void>> = [];
  const add = (name: string, field: Parameters<CardDeps['encrypt']>[0], value: string) =>
    jobs.push(encrypt(field, value).then((blob) => void (encrypted[name] = blob)));
  if (visible.cardNumber) add('encryptedCardNumber', 'number', fields.cardNumber.value.replace(/\D/g, ''));
  // Separate fields give the same payload as the combined one: their values read as 'MMYY'.
  const expiry = visible.expiryDate
    ? splitExpiry(fields.expiryDate.value)
    : visible.expiryMonth
      ? splitExpiry(`${fields.expiryMonth.value}${fields.expiryYear.value}`)
      : null;
  if (expiry) {
    add('encryptedExpiryMonth', 'expiryMonth', expiry.month);
    add('encryptedExpiryYear', 'expiryYear', expiry.year);
  }
  if (visible.securityCode && fields.securityCode.value.trim() !== '') {
    add('encryptedSecurityCode', 'cvc', fields.securityCode.value.trim());
  }
  if (visible.korean) add('encryptedPassword', 'password', fields.password.value.trim());
  await Promise.all(jobs);
  return encrypted;
}

/** The installments to send: only when more than one, or the revolving plan (sent as value 1). */
function installmentsPayload(state: CardState): { value: number; plan?: 'revolving' } | undefined {
  if (!visibilityOf(state).installments) return undefined;
  const { value, plan } = state.installments;
  if (plan === 'revolving') return { value: 1, plan: 'revolving' };
  if (plan === 'installments' && value > 1) return { value };
  return undefined;
}

/**
 * The payment data of spec section 3: paymentMethod { type 'scheme', the encrypted fields,
 * holderName, storedPaymentMethodId, brand, fundingSource }, billingAddress, socialSecurityNumber,
 * storePaymentMethod, installments, and the host's browserInfo, origin and riskData. The
 * checkout adds checkoutAttemptId when it submits.
 */
function buildCardPaymentData(
  state: CardState,
  encrypted: EncryptedCardFields,
  environment: PaymentEnvironment,
): PaymentData {
  const visible = visibilityOf(state);
  const { options, fields } = state;
  const brand = effectiveBrand(state);
  const holderName = fields.holderName.value.trim();
  const schema = billingAddressSchemaOf(state);
  const billing = schema ? v.safeParse(schema.schema, state.billingAddress) : null;
  const installments = installmentsPayload(state);
  return {
    paymentMethod: {
      type: 'scheme',
      ...encrypted,
      ...(visible.holderName && holderName ? { holderName } : {}),
      ...(options.storedPaymentMethod
        ? { storedPaymentMethodId: options.storedPaymentMethod.storedPaymentMethodId }
        : {}),
      ...(brand ? { brand } : {}),
      ...(options.fundingSource ? { fundingSource: options.fundingSource } : {}),
      ...(visible.korean ? { taxNumber: fields.taxNumber.value.trim() } : {}),
    },
    ...(billing?.success ? { billingAddress: billing.output } : {}),
    ...(visible.socialSecurityNumber
      ? { socialSecurityNumber: fields.socialSecurityNumber.value.replace(/\D/g, '') }
      : {}),
    ...(visible.storeDetails ? { storePaymentMethod: state.storePaymentMethod } : {}),
    ...(installments ? { installments } : {}),
    ...environment,
  };
}

export { buildCardPaymentData, collectEncryptedFields, payloadExpiryYear, splitExpiry };
export type { EncryptedCardFields };
