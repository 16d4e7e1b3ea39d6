/**
 * The voucher methods with an entry form (spec sections 2, 3 and 5), paid later at a shop or bank:
 * - Doku (`doku_alfamart`, `doku_indomaret`): names and email; the voucher shows its expiry, the
 *   shopper's and the merchant's names;
 * - econtext (`econtext_seven_eleven`, `econtext_stores`): names, a telephone of 10 or 11 digits and
 *   email; the voucher has a reference with its Code 128 barcode, the masked telephone, and (stores)
 *   the collection institution number;
 * - Dragonpay (`dragonpay_ebanking`, `dragonpay_otc_banking`, `dragonpay_otc_non_banking`): email and
 *   an issuer of the merchant's list; the voucher has the issuer, a surcharge included in the total,
 *   and an alternative reference.
 * Like the other offline methods they answer 'PresentToShopper' and stay pending.
 */
import * as v from 'valibot';
import { invalidRequest } from '../errors';
import { parseWith } from '../http';
import type { Amount } from '../types';
import { barcodeImage, completedOffline, newVoucher, randomDigits, storeOffline } from './offline';
import type { PaymentProcessor, ProcessorPaymentContext } from './registry';

/** The Doku types. */
const DOKU_TYPES = ['doku_alfamart', 'doku_indomaret'] as const;
/** The econtext types. */
const ECONTEXT_TYPES = ['econtext_seven_eleven', 'econtext_stores'] as const;
/** The Dragonpay types. */
const DRAGONPAY_TYPES = ['dragonpay_ebanking', 'dragonpay_otc_banking', 'dragonpay_otc_non_banking'] as const;

/** Dragonpay's surcharge per type, in minor units of the payment's currency (PHP: centavos). */
const DRAGONPAY_SURCHARGE: Readonly<Record<(typeof DRAGONPAY_TYPES)[number], number>> = {
  dragonpay_ebanking: 1000,
  dragonpay_otc_banking: 2000,
  dragonpay_otc_non_banking: 2500,
};

/** econtext's collection institution number (convenience stores other than 7-Eleven). */
const ECONTEXT_COLLECTION_INSTITUTION = '58091';

const NAME = v.pipe(v.string('must be a string'), v.trim(), v.minLength(1, 'must not be empty'));
const EMAIL = v.pipe(v.string('must be a string'), v.trim(), v.email('must be an email address'));
const SHOPPER_NAME = v.looseObject({ firstName: NAME, lastName: NAME });

/** What a Doku payment carries. */
const DokuPaymentSchema = v.looseObject({ shopperName: SHOPPER_NAME, shopperEmail: EMAIL });

/** What an econtext payment carries: the telephone is 10 or 11 digits (spec section 5). */
const EcontextPaymentSchema = v.looseObject({
  shopperName: SHOPPER_NAME,
  shopperEmail: EMAIL,
  telephoneNumber: v.pipe(v.string('must be a string'), v.regex(/^\d{10,11}$/, 'must be 10 or 11 digits')),
});

/** What a Dragonpay payment carries: the issuer and the email. */
const DragonpayPaymentSchema = v.looseObject({
  paymentMethod: v.looseObject({ issuer: NAME }),
  shopperEmail: EMAIL,
});

/** Voucher validity of these methods: 2 days at the shop. */
const STORE_VOUCHER_VALIDITY_MS = 2 * 24 * 60 * 60 * 1000;

/** The voucher's own expiry (shorter than the default), as the record keeps it. */
function expiryOf(context: ProcessorPaymentContext): Date {
  return new Date(context.now.getTime() + STORE_VOUCHER_VALIDITY_MS);
}

/** Doku: a 16-digit payment code to show at the till of Alfamart or Indomaret. */
function dokuProcessor(type: (typeof DOKU_TYPES)[number]): PaymentProcessor {
  return {
    pay(context) {
      const request = parseWith(DokuPaymentSchema, context.request, 'request');
      const { paymentData, name } = storeOffline(context, type);
      const shopperName = `${request.shopperName.firstName} ${request.shopperName.lastName}`;
      const voucher = newVoucher(context, {
        paymentMethodType: type,
        methodName: name,
        reference: randomDigits(16),
        shopperName,
      });
      voucher.expiresAt = expiryOf(context);
      return {
        resultCode: 'PresentToShopper',
        action: {
          type: 'voucher',
          paymentMethodType: type,
          paymentData,
          reference: voucher.reference,
          totalAmount: { ...voucher.totalAmount },
          expiresAt: voucher.expiresAt.toISOString(),
          shopperName,
          merchantName: voucher.merchantName,
          instructionsUrl: `${context.urls.service}vouchers/${voucher.id}.html`,
        },
      };
    },
    details: completedOffline,
  };
}

/** A telephone number with all but its first two and last two digits masked. */
function maskTelephone(telephone: string): string {
  return `${telephone.slice(0, 2)}${'*'.repeat(telephone.length - 4)}${telephone.slice(-2)}`;
}

/** econtext: a 14-digit payment slip number with its Code 128 barcode, a PDF, the masked telephone. */
function econtextProcessor(type: (typeof ECONTEXT_TYPES)[number]): PaymentProcessor {
  return {
    pay(context) {
      const request = parseWith(EcontextPaymentSchema, context.request, 'request');
      const { paymentData, name } = storeOffline(context, type);
      const reference = randomDigits(14);
      const maskedTelephoneNumber = maskTelephone(request.telephoneNumber);
      const voucher = newVoucher(context, {
        paymentMethodType: type,
        methodName: name,
        reference,
        barcode: reference,
        barcodeType: 'BT_Code128C',
        shopperName: `${request.shopperName.firstName} ${request.shopperName.lastName}`,
        maskedTelephoneNumber,
      });
      voucher.expiresAt = expiryOf(context);
      return {
        resultCode: 'PresentToShopper',
        action: {
          type: 'voucher',
          paymentMethodType: type,
          paymentData,
          reference,
          totalAmount: { ...voucher.totalAmount },
          expiresAt: voucher.expiresAt.toISOString(),
          maskedTelephoneNumber,
          ...(type === 'econtext_stores'
            ? { collectionInstitutionNumber: ECONTEXT_COLLECTION_INSTITUTION }
            : {}),
          merchantName: voucher.merchantName,
          merchantReference: voucher.merchantReference,
          barcodeImage: barcodeImage(context, reference, 'BT_Code128C'),
          downloadUrl: `${context.urls.service}vouchers/${voucher.id}.pdf`,
          instructionsUrl: `${context.urls.service}vouchers/${voucher.id}.html`,
        },
      };
    },
    details: completedOffline,
  };
}

/**
 * Dragonpay: the issuer must be one the merchant lists for the type (and not disabled); the total
 * includes the type's surcharge; a 10-character reference and an alternative reference.
 */
function dragonpayProcessor(type: (typeof DRAGONPAY_TYPES)[number]): PaymentProcessor {
  return {
    pay(context) {
      const request = parseWith(DragonpayPaymentSchema, context.request, 'request');
      const { issuer } = request.paymentMethod;
      const listed = context.merchant.paymentMethods
        .filter((method) => method.type === type)
        .flatMap((method) => method.issuers ?? []);
      const known = listed.find((entry) => entry.id === issuer);
      if (!known)
        throw invalidRequest(
          `Invalid request: paymentMethod.issuer: '${issuer}' is not an issuer of ${type}`,
        );
      if (known.disabled)
        throw invalidRequest(`Invalid request: paymentMethod.issuer: '${issuer}' is not available now`);
      const { paymentData, name } = storeOffline(context, type);
      const surcharge: Amount = { value: DRAGONPAY_SURCHARGE[type], currency: context.due.currency };
      const reference = `DP${randomDigits(8)}`;
      const voucher = newVoucher(context, {
        paymentMethodType: type,
        methodName: `${name} (${known.name})`,
        reference,
        alternativeReference: randomDigits(12),
        surcharge,
      });
      voucher.totalAmount = { value: context.due.value + surcharge.value, currency: context.due.currency };
      voucher.expiresAt = expiryOf(context);
      return {
        resultCode: 'PresentToShopper',
        action: {
          type: 'voucher',
          paymentMethodType: type,
          paymentData,
          issuer,
          reference,
          alternativeReference: voucher.alternativeReference,
          totalAmount: { ...voucher.totalAmount },
          surcharge,
          expiresAt: voucher.expiresAt.toISOString(),
          merchantName: voucher.merchantName,
          instructionsUrl: `${context.urls.service}vouchers/${voucher.id}.html`,
        },
      };
    },
    details: completedOffline,
  };
}

export {
  DOKU_TYPES,
  DRAGONPAY_SURCHARGE,
  DRAGONPAY_TYPES,
  ECONTEXT_COLLECTION_INSTITUTION,
  ECONTEXT_TYPES,
  dokuProcessor,
  dragonpayProcessor,
  econtextProcessor,
};
