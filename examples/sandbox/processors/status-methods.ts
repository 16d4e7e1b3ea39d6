/**
 * Methods the shopper approves in an app while the page polls the status endpoint:
 * - QR methods (swish, pix, wechatpayQR, promptpay, duitnow, upi_qr, paynow, bcmc_mobile):
 *   resultCode 'Pending' with a `qrCode` action; the QR code encodes the link of an "open the app" page;
 * - await methods (mbway, blik, upi_collect): resultCode 'Pending' with an `await` action. MB Way
 *   needs `telephoneNumber` (the prefix plus the number), Blik a 6-digit `blikCode` or the
 *   `storedPaymentMethodId` of a stored Blik of the session's shopper (422 '803' otherwise),
 *   UPI collect a `virtualPaymentAddress`.
 * The outcome comes after a delay set by the amount (payment-status.ts); paymentDetails with the
 * status endpoint's `payload` completes the payment.
 */
import * as v from 'valibot';
import { ERROR_CODES, SandboxError, invalidDetails } from '../errors';
import { parseWith } from '../http';
import { newOpaqueToken } from '../ids';
import type { MerchantConfig } from '../merchants';
import { readResultToken } from '../pending';
import { isStatusState, plannedResult } from '../payment-status';
import type { StatusState } from '../payment-status';
import type { PaymentProcessor, ProcessorPaymentContext } from './registry';

/** The QR code methods. */
const QR_METHOD_TYPES = [
  'swish',
  'pix',
  'wechatpayQR',
  'promptpay',
  'duitnow',
  'upi_qr',
  'paynow',
  'bcmc_mobile',
] as const;
/** The methods confirmed in the shopper's app without a QR code. */
const AWAIT_METHOD_TYPES = ['mbway', 'blik', 'upi_collect'] as const;

/** The fields an await method needs (others are accepted and ignored). */
const AWAIT_METHOD_SCHEMAS: Record<string, v.GenericSchema> = {
  mbway: v.looseObject({
    paymentMethod: v.looseObject({
      telephoneNumber: v.pipe(
        v.string('is required'),
        v.regex(/^\+\d{1,4}\d{4,}$/, 'must be the dial code and the number, e.g. +351912345678'),
      ),
    }),
  }),
  blik: v.looseObject({
    paymentMethod: v.union(
      [
        v.looseObject({ blikCode: v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be 6 digits')) }),
        v.looseObject({ storedPaymentMethodId: v.pipe(v.string(), v.minLength(1)) }),
      ],
      'paymentMethod.blikCode must be 6 digits (or send a storedPaymentMethodId)',
    ),
  }),
  upi_collect: v.looseObject({
    paymentMethod: v.looseObject({
      virtualPaymentAddress: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'must not be empty')),
    }),
  }),
};

/** The display name the merchant gives a method type. */
function methodName(merchant: MerchantConfig, type: string): string {
  return merchant.paymentMethods.find((method) => method.type === type)?.name ?? type;
}

/** Completes a QR or await payment with the status endpoint's payload. */
const completeWithPayload: NonNullable<PaymentProcessor['details']> = (context) => {
  const state = context.pending.state;
  if (!isStatusState(state)) throw invalidDetails('Unsupported details for this payment');
  const token = readResultToken(context.tokens, context.details['payload'], 'payload');
  if (!token || token.pd !== context.pending.paymentData)
    throw invalidDetails('Invalid details: payload is not the status result of this payment');
  if (token.r === 'authorised') return { resultCode: 'Authorised', name: state.name };
  return { resultCode: 'Refused', refusalReason: 'Refused', name: state.name };
};

/** The processor of a QR code method. */
function qrCodeProcessor(type: string): PaymentProcessor {
  return {
    pay(context) {
      const state: StatusState = {
        kind: 'status',
        name: methodName(context.merchant, type),
        planned: plannedResult(context.due),
      };
      const paymentData = context.storePendingAction(state);
      state.pageId = newOpaqueToken('', 12);
      context.store.qrPages.set(state.pageId, paymentData);
      const openUrl = `${context.urls.service}qr/${state.pageId}/open`;
      return {
        resultCode: 'Pending',
        action: {
          type: 'qrCode',
          paymentMethodType: type,
          paymentData,
          qrCodeData: openUrl,
          qrCodeImage: `${context.urls.service}barcode.shtml?data=${encodeURIComponent(openUrl)}&barcodeType=qrCode&fileType=png`,
          url: openUrl,
        },
      };
    },
    details: completeWithPayload,
  };
}

/**
 * The stored method of the session's shopper a payment names (`storedPaymentMethodId`), of this
 * type and for shopper-present payments; 422 '803' when there is none.
 */
function storedMethodOf(context: ProcessorPaymentContext, type: string, storedPaymentMethodId: string) {
  const shopperReference = context.session.shopperReference;
  const stored = shopperReference
    ? context.merchant.storedPaymentMethods[shopperReference]?.find(
        (method) => method.id === storedPaymentMethodId && method.type === type,
      )
    : undefined;
  if (!stored || !stored.supportedShopperInteractions.includes('Ecommerce'))
    throw new SandboxError(
      422,
      ERROR_CODES.storedPaymentMethodNotFound,
      'Stored payment method not found',
      'validation',
    );
  return stored;
}

/** The processor of an await method. */
function awaitProcessor(type: string): PaymentProcessor {
  return {
    pay(context) {
      const schema = AWAIT_METHOD_SCHEMAS[type];
      if (schema) parseWith(schema, context.request, 'request');
      const storedId = context.request.paymentMethod['storedPaymentMethodId'];
      if (typeof storedId === 'string') storedMethodOf(context, type, storedId);
      const state: StatusState = {
        kind: 'status',
        name: methodName(context.merchant, type),
        planned: plannedResult(context.due),
      };
      const paymentData = context.storePendingAction(state);
      return { resultCode: 'Pending', action: { type: 'await', paymentMethodType: type, paymentData } };
    },
    details: completeWithPayload,
  };
}

export { AWAIT_METHOD_TYPES, QR_METHOD_TYPES, awaitProcessor, methodName, qrCodeProcessor, storedMethodOf };
