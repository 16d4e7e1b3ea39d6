// The method registry: one lazy load per method, every supported type loads, an unknown one is an
// implementation error (spec section 8).
import { describe, expect, it } from 'vitest';
import {
  ISSUER_LIST_TYPES,
  SUPPORTED_PAYMENT_METHOD_TYPES,
  isIssuerListType,
  loadListedPaymentMethod,
  loadPaymentMethod,
  paymentMethodLoadOf,
  paymentMethodLoads,
} from 'headless-checkout/core';

describe('payment method registry', () => {
  it('supports the card, the issuer-list methods, SEPA, Bacs and ACH Direct Debit, the open-invoice family, the vouchers, gift cards, meal vouchers, and the phone, code and QR methods', () => {
    expect([...SUPPORTED_PAYMENT_METHOD_TYPES].sort()).toEqual(
      [
        'scheme',
        'sepadirectdebit',
        'directdebit_GB',
        'ach',
        'billdesk_online',
        'billdesk_wallet',
        'ideal',
        'onlineBanking_CZ',
        'onlineBanking_PL',
        'onlineBanking_SK',
        'onlinebanking_IN',
        'paybybank',
        'wallet_IN',
        'klarna',
        'klarna_account',
        'klarna_paynow',
        'afterpay_default',
        'afterpay_b2b',
        'ratepay',
        'ratepay_directdebit',
        'affirm',
        'atome',
        'facilypay_3x',
        'facilypay_4x',
        'facilypay_6x',
        'facilypay_10x',
        'facilypay_12x',
        'boletobancario',
        'doku_alfamart',
        'doku_indomaret',
        'econtext_seven_eleven',
        'econtext_stores',
        'dragonpay_ebanking',
        'dragonpay_otc_banking',
        'dragonpay_otc_non_banking',
        'oxxo',
        'multibanco',
        'bankTransfer_IBAN',
        'giftcard',
        'mealVoucher_FR_natixis',
        'mealVoucher_FR_sodexo',
        'mealVoucher_FR_groupeup',
        'mbway',
        'qiwiwallet',
        'blik',
        'upi',
        'upi_qr',
        'upi_collect',
        'pix',
        'twint',
        'swish',
        'bcmc_mobile',
        'wechatpayQR',
        'paynow',
        'promptpay',
        'duitnow',
        // Wallets (issue 16)
        'amazonpay',
        'paypal',
        // Wallet buttons (Google Pay, Apple Pay)
        'googlepay',
        'paywithgoogle',
        'applepay',
      ].sort(),
    );
  });

  it.each(SUPPORTED_PAYMENT_METHOD_TYPES)('loads the definition of %s, which serves it', async (type) => {
    const definition = await loadPaymentMethod(type);
    expect(definition.types).toContain(type);
    expect(paymentMethodLoadOf(type)).toEqual({ status: 'ready', definition, error: null });
    // Loaded once: a second call gives the same definition.
    expect(await loadPaymentMethod(type)).toBe(definition);
  });

  it('tells the issuer-list types apart (what a page renders with the issuer list)', () => {
    expect([...ISSUER_LIST_TYPES].sort()).toEqual(
      SUPPORTED_PAYMENT_METHOD_TYPES.filter(isIssuerListType).sort(),
    );
    expect(ISSUER_LIST_TYPES).toHaveLength(9);
    expect(ISSUER_LIST_TYPES.every(isIssuerListType)).toBe(true);
    for (const type of ['scheme', 'wechatpayQR', 'IDEAL', '']) expect(isIssuerListType(type)).toBe(false);
  });

  it('shares one definition between the issuer lists (one load seam per method family)', async () => {
    expect(await loadPaymentMethod('ideal')).toBe(await loadPaymentMethod('billdesk_wallet'));
  });

  it('shares one definition between the phone methods, and one between the QR methods', async () => {
    expect(await loadPaymentMethod('mbway')).toBe(await loadPaymentMethod('qiwiwallet'));
    const qr = await loadPaymentMethod('swish');
    for (const type of ['bcmc_mobile', 'wechatpayQR', 'paynow', 'promptpay', 'duitnow'] as const)
      expect(await loadPaymentMethod(type)).toBe(qr);
    expect(await loadPaymentMethod('blik')).not.toBe(qr);
  });

  it('rejects an unknown type with IMPLEMENTATION_ERROR and records the error', async () => {
    await expect(loadPaymentMethod('klarna_unknown')).rejects.toMatchObject({
      name: 'CheckoutError',
      type: 'IMPLEMENTATION_ERROR',
      message: "'klarna_unknown' is not a valid Checkout Component",
    });
    expect(paymentMethodLoadOf('klarna_unknown')).toMatchObject({ status: 'error', definition: null });
  });

  it.each([
    ['loadPaymentMethod', loadPaymentMethod],
    ['loadListedPaymentMethod', loadListedPaymentMethod],
  ])('%s with no type rejects with "No Payment Method component was passed"', async (_, load) => {
    await expect(load('')).rejects.toMatchObject({
      name: 'CheckoutError',
      type: 'IMPLEMENTATION_ERROR',
      message: 'No Payment Method component was passed',
    });
    expect(paymentMethodLoadOf('')).toMatchObject({ status: 'error', definition: null });
  });

  it('reports a load as loading before it is asked for, and tells subscribers when one settles', async () => {
    expect(paymentMethodLoadOf('never_asked')).toEqual({ status: 'loading', definition: null, error: null });
    const seen: string[] = [];
    const unsubscribe = paymentMethodLoads.subscribe(() =>
      seen.push(paymentMethodLoads.getSnapshot()['another_unknown']?.status ?? 'none'),
    );
    await loadPaymentMethod('another_unknown').catch(() => undefined);
    unsubscribe();
    expect(seen).toEqual(['error']);
  });
});
