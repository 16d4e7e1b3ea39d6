/**
 * ACH Direct Debit (`ach`): the bank account number and the ABA routing number come encrypted to
 * the client key (the secured fields' JWE, fields `bankAccountNumber` and `bankLocationId`), with
 * the account holder's name (`ownerName`) and a billing address in the US or Puerto Rico; or a
 * stored ACH account of the session's shopper (`storedPaymentMethodId`). The service decrypts and
 * checks both numbers (4-17 digits; 9 digits with the ABA checksum and a Federal Reserve routing
 * symbol), then answers 'Authorised' (the debit is collected later, as a real service does),
 * except for the refused test account number 9999999999 ('Refused'; docs/testing.md). Bad input is
 * a 422 (702; 174 for a value that does not decrypt; 803 for an unknown stored account).
 */
import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import { ERROR_CODES, SandboxError } from '../errors';
import { parseWith } from '../http';
import type { MerchantConfig, StoredPaymentMethodConfig } from '../merchants';
import { NonEmptyString } from '../schemas';
import type { PaymentProcessor, ProcessorPaymentContext } from './registry';
import { methodName } from './status-methods';

/** The test account number the sandbox refuses. */
const REFUSED_ACH_ACCOUNT_NUMBER = '9999999999';
/** The countries an ACH billing address may be in. */
const ACH_COUNTRIES = ['US', 'PR'] as const;

/** The ABA routing number's checks: a Federal Reserve routing symbol, not all zeros, the 3-7-1 checksum. */
function isAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  const symbol = Number(digits.slice(0, 2));
  const knownSymbol =
    symbol <= 12 || (symbol >= 21 && symbol <= 32) || (symbol >= 61 && symbol <= 72) || symbol === 80;
  const d = Array.from(digits, Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return knownSymbol && sum % 10 === 0;
}

const AddressSchema = v.looseObject({
  street: NonEmptyString,
  houseNumberOrName: v.string('must be a string'),
  postalCode: NonEmptyString,
  city: NonEmptyString,
  stateOrProvince: NonEmptyString,
  country: v.picklist(ACH_COUNTRIES, 'must be US or PR'),
});

const StoredAchSchema = v.looseObject({
  paymentMethod: v.looseObject({ storedPaymentMethodId: NonEmptyString }),
});

const NewAchSchema = v.looseObject({
  paymentMethod: v.looseObject({
    encryptedBankAccountNumber: NonEmptyString,
    encryptedBankLocationId: NonEmptyString,
    ownerName: v.pipe(
      v.string('must be a string'),
      v.trim(),
      v.minLength(1, 'must not be empty'),
      v.maxLength(200, 'must be at most 200 characters'),
    ),
  }),
  billingAddress: AddressSchema,
  storePaymentMethod: v.optional(v.boolean('must be a boolean')),
});

/** A 422 for a decrypted number that is not one. */
const invalidNumber = (message: string) =>
  new SandboxError(422, ERROR_CODES.invalidRequest, message, 'validation');

/** The full account and routing numbers of the ACH accounts payments stored (never sent to clients). */
const storedAccounts = new WeakMap<StoredPaymentMethodConfig, string>();

function newStoredPaymentMethodId(): string {
  let id = String(randomInt(1, 10));
  while (id.length < 16) id += String(randomInt(0, 10));
  return id;
}

/** Stores an ACH account for a shopper (the same account again keeps one); returns it. */
function storeAccount(
  merchant: MerchantConfig,
  shopperReference: string,
  account: { number: string; routing: string; ownerName: string },
): StoredPaymentMethodConfig {
  const list = (merchant.storedPaymentMethods[shopperReference] ??= []);
  const key = `${account.routing}:${account.number}`;
  const existing = list.find((method) => method.type === 'ach' && storedAccounts.get(method) === key);
  if (existing) return existing;
  const method: StoredPaymentMethodConfig = {
    id: newStoredPaymentMethodId(),
    type: 'ach',
    name: methodName(merchant, 'ach'),
    lastFour: account.number.slice(-4),
    holderName: account.ownerName,
    supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
    supportedRecurringProcessingModels: ['CardOnFile'],
  };
  list.push(method);
  storedAccounts.set(method, key);
  return method;
}

/** Pays with a stored ACH account of the session's shopper; 803 when there is none by that id. */
function payStored(context: ProcessorPaymentContext, storedPaymentMethodId: string) {
  const shopperReference = context.session.shopperReference;
  const stored = shopperReference
    ? context.merchant.storedPaymentMethods[shopperReference]?.find(
        (method) => method.id === storedPaymentMethodId && method.type === 'ach',
      )
    : undefined;
  if (!stored || !stored.supportedShopperInteractions.includes('Ecommerce'))
    throw new SandboxError(
      422,
      ERROR_CODES.storedPaymentMethodNotFound,
      'Stored payment method not found',
      'validation',
    );
  return {
    resultCode: 'Authorised' as const,
    name: methodName(context.merchant, 'ach'),
    additionalData: { 'ach.bankAccountNumberLastFour': stored.lastFour ?? '' },
  };
}

/** ACH Direct Debit payments. */
const achProcessor: PaymentProcessor = {
  async pay(context) {
    const storedId = v.safeParse(StoredAchSchema, context.request);
    if (storedId.success) return payStored(context, storedId.output.paymentMethod.storedPaymentMethodId);
    const request = parseWith(NewAchSchema, context.request, 'request');
    const { paymentMethod } = request;
    // Both values are decrypted first: a tampered or foreign value is reported as such (174).
    const [number, routing] = await Promise.all([
      context.decrypt(paymentMethod.encryptedBankAccountNumber, 'bankAccountNumber'),
      context.decrypt(paymentMethod.encryptedBankLocationId, 'bankLocationId'),
    ]);
    if (!/^\d{4,17}$/.test(number))
      throw invalidNumber('Invalid bank account number: must be 4 to 17 digits');
    if (!isAbaRoutingNumber(routing))
      throw invalidNumber('Invalid bank location id: must be a 9-digit ABA routing number');
    const name = methodName(context.merchant, 'ach');
    if (number === REFUSED_ACH_ACCOUNT_NUMBER)
      return { resultCode: 'Refused', refusalReason: 'Refused', name };
    const additionalData: Record<string, string> = { 'ach.bankAccountNumberLastFour': number.slice(-4) };
    const shopperReference = context.session.shopperReference;
    if (request.storePaymentMethod === true && shopperReference !== undefined) {
      const stored = storeAccount(context.merchant, shopperReference, {
        number,
        routing,
        ownerName: paymentMethod.ownerName,
      });
      additionalData['recurring.recurringDetailReference'] = stored.id;
      additionalData['recurring.shopperReference'] = shopperReference;
    }
    return { resultCode: 'Authorised', name, additionalData };
  },
};

export { REFUSED_ACH_ACCOUNT_NUMBER, achProcessor, isAbaRoutingNumber };
