/**
 * Methods paid offline: vouchers (`boletobancario`, `oxxo`, `multibanco`: resultCode
 * 'PresentToShopper' with a `voucher` action) and bank transfers (`bankTransfer_IBAN`: 'Received'
 * with a `bankTransfer` action), and Bacs Direct Debit (`directdebit_GB`: 'Received' with its mandate as
 * a `voucher` action). The shopper pays at a bank, shop or ATM (Bacs: collected later), so the sandbox leaves
 * these payments pending: the status endpoint answers `pending` and nothing completes them.
 */
import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import { invalidDetails } from '../errors';
import { parseWith } from '../http';
import { newOpaqueToken } from '../ids';
import type { OfflineState } from '../payment-status';
import type { VoucherRecord } from '../types';
import type { PaymentProcessor, ProcessorPaymentContext } from './registry';
import { methodName } from './status-methods';

/** How long a voucher can be paid: 3 days. */
const VOUCHER_VALIDITY_MS = 3 * 24 * 60 * 60 * 1000;
/** The Multibanco entity of the sandbox. */
const MULTIBANCO_ENTITY = '12101';
/** The account bank transfers go to. */
const BANK_TRANSFER_ACCOUNT = { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' } as const;

/** Shopper fields the offline methods show (others are accepted and ignored). */
const OfflinePaymentSchema = v.looseObject({
  shopperName: v.optional(
    v.looseObject({ firstName: v.optional(v.string()), lastName: v.optional(v.string()) }),
  ),
  shopperEmail: v.optional(v.pipe(v.string(), v.email('must be an email address'))),
});

/** `count` random digits. */
function randomDigits(count: number): string {
  let digits = '';
  while (digits.length < count) digits += String(randomInt(0, 10));
  return digits;
}

/** The mod-10 check digit of a Boleto field (weights 2, 1 from the right; products' digits summed). */
function boletoMod10(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const product = Number(char) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return (10 - (sum % 10)) % 10;
}

/** The mod-11 check digit of a Boleto barcode (weights 2 to 9 from the right; 0, 10 and 11 give 1). */
function boletoMod11(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    sum += Number(char) * ((index % 8) + 2);
  });
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/** The due-date factor of a Boleto: days since 1997-10-07, restarting at 1000 after 9999. */
function boletoDueFactor(due: Date): string {
  const days = Math.floor((due.getTime() - Date.UTC(1997, 9, 7)) / 86_400_000);
  return String(days > 9999 ? ((days - 10000) % 9000) + 1000 : days).padStart(4, '0');
}

/**
 * A Boleto: the 44-digit barcode (bank 237, currency 9, check digit, due factor, amount, free
 * field) and its 47-digit digitable line, formatted `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE`.
 */
function boletoNumbers(amountCents: number, due: Date): { barcode: string; line: string } {
  const bankCurrency = '2379';
  const factorValue = `${boletoDueFactor(due)}${String(Math.min(amountCents, 9_999_999_999)).padStart(10, '0')}`;
  const free = randomDigits(25);
  const check = boletoMod11(`${bankCurrency}${factorValue}${free}`);
  const barcode = `${bankCurrency}${check}${factorValue}${free}`;
  const field1 = `${bankCurrency}${free.slice(0, 5)}`;
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  const f1 = `${field1}${boletoMod10(field1)}`;
  const f2 = `${field2}${boletoMod10(field2)}`;
  const f3 = `${field3}${boletoMod10(field3)}`;
  const line = `${f1.slice(0, 5)}.${f1.slice(5)} ${f2.slice(0, 5)}.${f2.slice(5)} ${f3.slice(0, 5)}.${f3.slice(5)} ${check} ${factorValue}`;
  return { barcode, line };
}

/** The shopper's name as one string, when sent. */
function shopperNameOf(request: v.InferOutput<typeof OfflinePaymentSchema>): string | undefined {
  const name = [request.shopperName?.firstName, request.shopperName?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || undefined;
}

/** Stores a pending offline payment and, for a voucher, the voucher its PDF shows. */
function storeOffline(context: ProcessorPaymentContext, type: string): { paymentData: string; name: string } {
  const name = methodName(context.merchant, type);
  const state: OfflineState = { kind: 'offline', name };
  return { paymentData: context.storePendingAction(state), name };
}

/** Builds and stores a voucher record. */
function newVoucher(
  context: ProcessorPaymentContext,
  fields: Omit<VoucherRecord, 'id' | 'totalAmount' | 'expiresAt' | 'merchantName' | 'merchantReference'>,
): VoucherRecord {
  const voucher: VoucherRecord = {
    id: newOpaqueToken('', 12),
    totalAmount: { ...context.due },
    expiresAt: new Date(context.now.getTime() + VOUCHER_VALIDITY_MS),
    merchantName: context.merchant.name,
    merchantReference: context.session.reference,
    ...fields,
  };
  context.store.vouchers.set(voucher.id, voucher);
  return voucher;
}

/** The barcode image URL of the service for data of a type. */
function barcodeImage(context: ProcessorPaymentContext, data: string, type: string): string {
  return `${context.urls.service}barcode.shtml?data=${encodeURIComponent(data)}&barcodeType=${type}&fileType=png`;
}

const completedOffline: NonNullable<PaymentProcessor['details']> = () => {
  throw invalidDetails('This payment is completed offline: the sandbox keeps it pending');
};

/** Boleto Bancário. */
const boletoProcessor: PaymentProcessor = {
  pay(context) {
    const request = parseWith(OfflinePaymentSchema, context.request, 'request');
    const { paymentData, name } = storeOffline(context, 'boletobancario');
    const shopperName = shopperNameOf(request);
    const expiresAt = new Date(context.now.getTime() + VOUCHER_VALIDITY_MS);
    const { barcode, line } = boletoNumbers(context.due.value, expiresAt);
    const voucher = newVoucher(context, {
      paymentMethodType: 'boletobancario',
      methodName: name,
      reference: line,
      barcode,
      barcodeType: 'BT_Int2of5A',
      ...(shopperName !== undefined ? { shopperName } : {}),
    });
    return {
      resultCode: 'PresentToShopper',
      action: {
        type: 'voucher',
        paymentMethodType: 'boletobancario',
        paymentData,
        reference: voucher.reference,
        totalAmount: { ...voucher.totalAmount },
        expiresAt: voucher.expiresAt.toISOString(),
        downloadUrl: `${context.urls.service}vouchers/${voucher.id}.pdf`,
        barcodeImage: barcodeImage(context, barcode, 'BT_Int2of5A'),
        merchantName: voucher.merchantName,
        ...(shopperName !== undefined ? { shopperName } : {}),
        instructionsUrl: `${context.urls.service}vouchers/${voucher.id}.html`,
      },
    };
  },
  details: completedOffline,
};

/** OXXO. */
const oxxoProcessor: PaymentProcessor = {
  pay(context) {
    parseWith(OfflinePaymentSchema, context.request, 'request');
    const { paymentData, name } = storeOffline(context, 'oxxo');
    const reference = `9${randomDigits(13)}`;
    const voucher = newVoucher(context, {
      paymentMethodType: 'oxxo',
      methodName: name,
      reference,
      alternativeReference: `OX${randomDigits(10)}`,
      barcode: reference,
      barcodeType: 'BT_Code128C',
    });
    return {
      resultCode: 'PresentToShopper',
      action: {
        type: 'voucher',
        paymentMethodType: 'oxxo',
        paymentData,
        reference,
        alternativeReference: voucher.alternativeReference,
        expiresAt: voucher.expiresAt.toISOString(),
        totalAmount: { ...voucher.totalAmount },
        barcodeImage: barcodeImage(context, reference, 'BT_Code128C'),
        downloadUrl: `${context.urls.service}vouchers/${voucher.id}.pdf`,
        merchantReference: voucher.merchantReference,
      },
    };
  },
  details: completedOffline,
};

/** Multibanco. */
const multibancoProcessor: PaymentProcessor = {
  pay(context) {
    parseWith(OfflinePaymentSchema, context.request, 'request');
    const { paymentData, name } = storeOffline(context, 'multibanco');
    const voucher = newVoucher(context, {
      paymentMethodType: 'multibanco',
      methodName: name,
      reference: randomDigits(9),
      entity: MULTIBANCO_ENTITY,
    });
    return {
      resultCode: 'PresentToShopper',
      action: {
        type: 'voucher',
        paymentMethodType: 'multibanco',
        paymentData,
        entity: MULTIBANCO_ENTITY,
        reference: voucher.reference,
        totalAmount: { ...voucher.totalAmount },
        expiresAt: voucher.expiresAt.toISOString(),
        merchantReference: voucher.merchantReference,
      },
    };
  },
  details: completedOffline,
};

/** Bank transfer to the merchant's account (IBAN). */
const bankTransferProcessor: PaymentProcessor = {
  pay(context) {
    const request = parseWith(OfflinePaymentSchema, context.request, 'request');
    const { paymentData } = storeOffline(context, 'bankTransfer_IBAN');
    return {
      resultCode: 'Received',
      action: {
        type: 'bankTransfer',
        paymentMethodType: 'bankTransfer_IBAN',
        paymentData,
        beneficiary: context.merchant.name,
        iban: BANK_TRANSFER_ACCOUNT.iban,
        bic: BANK_TRANSFER_ACCOUNT.bic,
        reference: `SB${randomDigits(10)}`,
        totalAmount: { ...context.due },
        ...(request.shopperEmail !== undefined ? { shopperEmail: request.shopperEmail } : {}),
      },
    };
  },
  details: completedOffline,
};

/** What a Bacs Direct Debit payment carries (spec sections 3 and 5). */
const BacsPaymentSchema = v.looseObject({
  paymentMethod: v.looseObject({
    holderName: v.pipe(
      v.string('must be a string'),
      v.trim(),
      v.minLength(1, 'must not be empty'),
      v.maxLength(200, 'must be at most 200 characters'),
    ),
    bankAccountNumber: v.pipe(v.string('must be a string'), v.regex(/^\d{1,8}$/, 'must be 1 to 8 digits')),
    bankLocationId: v.pipe(
      v.string('must be a string'),
      v.regex(/^\d{6}$/, 'must be 6 digits (the sort code)'),
    ),
  }),
  shopperEmail: v.pipe(v.string('must be a string'), v.email('must be an email address')),
});

/**
 * Bacs Direct Debit (`directdebit_GB`): 'Received', and the shopper's Direct Debit Instruction
 * (the mandate) as a voucher action whose `downloadUrl` is its PDF. The debit is collected later:
 * the payment stays pending like the other offline methods.
 */
const bacsProcessor: PaymentProcessor = {
  pay(context) {
    const request = parseWith(BacsPaymentSchema, context.request, 'request');
    const { paymentData, name } = storeOffline(context, 'directdebit_GB');
    const { holderName, bankAccountNumber, bankLocationId } = request.paymentMethod;
    const voucher = newVoucher(context, {
      paymentMethodType: 'directdebit_GB',
      methodName: name,
      reference: `DDI${randomDigits(9)}`,
      shopperName: holderName,
      mandate: {
        sortCode: bankLocationId.replace(/(\d{2})(?=\d)/g, '$1-'),
        accountEnd: bankAccountNumber.slice(-4),
        email: request.shopperEmail,
      },
    });
    return {
      resultCode: 'Received',
      action: {
        type: 'voucher',
        paymentMethodType: 'directdebit_GB',
        paymentData,
        reference: voucher.reference,
        totalAmount: { ...voucher.totalAmount },
        shopperName: holderName,
        merchantName: voucher.merchantName,
        downloadUrl: `${context.urls.service}vouchers/${voucher.id}.pdf`,
      },
    };
  },
  details: completedOffline,
};

export {
  BANK_TRANSFER_ACCOUNT,
  barcodeImage,
  completedOffline,
  newVoucher,
  randomDigits,
  storeOffline,
  bacsProcessor,
  MULTIBANCO_ENTITY,
  VOUCHER_VALIDITY_MS,
  bankTransferProcessor,
  boletoMod10,
  boletoMod11,
  boletoNumbers,
  boletoProcessor,
  multibancoProcessor,
  oxxoProcessor,
};
