import * as v from 'valibot';
import type { PaymentData } from '../checkout/types';
import type { PaymentMethodDeps } from '../methods/payment-method.types';
import { billingAddressSchemaOf, effectiveBrand, visibilityOf } from './card.rules';
import type { PaymentEnvironment } from '../methods/payment-method.types';
import { installmentsPart } from './card.parts';
import type { CardState } from './card.types';

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

/** A text field's value ('' for a field the form does not have). */
function textOf(state: Pick<CardState, 'fields'>, name: string): string {
  const value = state.fields[name]?.value;
  return typeof value === 'string' ? value : '';
}

/**
 * Direct mode: the typed card values, encrypted here with the client key (`deps.encrypt`), so card
 * data never leaves the page in the clear.
 */
async function encryptDirectFields(
  state: CardState,
  encrypt: NonNullable<PaymentMethodDeps['encrypt']>,
): Promise<EncryptedCardFields> {
  const visible = visibilityOf(state);
  const encrypted: EncryptedCardFields = {};
  const jobs: Array<Promise<void>> = [];
  const add = (name: string, field: Parameters<typeof encrypt>[0], value: string) =>
    jobs.push(encrypt(field, value).then((blob) => void (encrypted[name] = blob)));
  if (visible.cardNumber)
    add('encryptedCardNumber', 'number', textOf(state, 'cardNumber').replace(/\D/g, ''));
  // Separate fields give the same payload as the combined one: their values read as 'MMYY'.
  const expiry = visible.expiryDate
    ? splitExpiry(textOf(state, 'expiryDate'))
    : visible.expiryMonth
      ? splitExpiry(`${textOf(state, 'expiryMonth')}${textOf(state, 'expiryYear')}`)
      : null;
  if (expiry) {
    add('encryptedExpiryMonth', 'expiryMonth', expiry.month);
    add('encryptedExpiryYear', 'expiryYear', expiry.year);
  }
  const securityCode = textOf(state, 'securityCode').trim();
  if (visible.securityCode && securityCode !== '') add('encryptedSecurityCode', 'cvc', securityCode);
  if (visible.korean) add('encryptedPassword', 'password', textOf(state, 'password').trim());
  await Promise.all(jobs);
  return encrypted;
}

/** The billing address the shopper typed (the fields named `billingAddress.<field>`). */
function billingAddressValues(state: Pick<CardState, 'fields'>): Record<string, string> {
  const address: Record<string, string> = {};
  for (const [name, field] of Object.entries(state.fields)) {
    if (name.startsWith('billingAddress.') && typeof field.value === 'string')
      address[name.slice('billingAddress.'.length)] = field.value;
  }
  return address;
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
  const { options } = state;
  const brand = effectiveBrand(state);
  const holderName = textOf(state, 'holderName').trim();
  const schema = billingAddressSchemaOf(state);
  const billing = schema ? v.safeParse(schema.schema, billingAddressValues(state)) : null;
  // Shown installments are paid once their part has loaded (the submit waits for it).
  const installments = visible.installments
    ? installmentsPart()?.installmentsPayload(state.extra.installments)
    : undefined;
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
      ...(visible.korean ? { taxNumber: textOf(state, 'taxNumber').trim() } : {}),
    },
    ...(billing?.success ? { billingAddress: billing.output } : {}),
    ...(visible.socialSecurityNumber
      ? { socialSecurityNumber: textOf(state, 'socialSecurityNumber').replace(/\D/g, '') }
      : {}),
    ...(visible.storeDetails ? { storePaymentMethod: state.fields.storePaymentMethod?.value === true } : {}),
    ...(installments ? { installments } : {}),
    ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
    ...environment,
  };
}

/**
 * The card's payment data: the frames' encrypted values (secured mode) or the typed values
 * encrypted here (direct mode), with the browser's details, gathered side by side.
 */
async function cardPayload(
  state: CardState,
  encryptedBySecuredFields: Readonly<Record<string, string>>,
  deps: PaymentMethodDeps,
): Promise<PaymentData> {
  const mode = state.options.mode ?? 'secured';
  const encrypt = deps.encrypt;
  const [encrypted, environment] = await Promise.all([
    mode === 'direct' && encrypt ? encryptDirectFields(state, encrypt) : { ...encryptedBySecuredFields },
    Promise.resolve(deps.environment?.() ?? {}),
  ]);
  return buildCardPaymentData(state, encrypted, environment);
}

export { billingAddressValues, buildCardPaymentData, cardPayload, payloadExpiryYear, splitExpiry, textOf };
export type { EncryptedCardFields };
