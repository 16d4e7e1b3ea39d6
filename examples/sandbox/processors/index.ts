/** The processors every sandbox starts with. */
import { ISSUER_LIST_METHODS } from '../issuer-lists';
import { achProcessor } from './ach';
import { cardProcessor } from './card';
import { sepaDirectDebitProcessor } from './direct-debit';
import { GIFT_CARD_TYPES, giftCardProcessor } from './giftcard';
import { KLARNA_TYPES, klarnaProcessor } from './klarna';
import {
  bacsProcessor,
  bankTransferProcessor,
  boletoProcessor,
  multibancoProcessor,
  oxxoProcessor,
} from './offline';
import { OPEN_INVOICE_TYPES, openInvoiceProcessor } from './open-invoice';
import { redirectProcessor } from './redirect';
import {
  DOKU_TYPES,
  DRAGONPAY_TYPES,
  ECONTEXT_TYPES,
  dokuProcessor,
  dragonpayProcessor,
  econtextProcessor,
} from './vouchers';
import type { ProcessorRegistry } from './registry';
import { AWAIT_METHOD_TYPES, QR_METHOD_TYPES, awaitProcessor, qrCodeProcessor } from './status-methods';
import { qiwiWalletProcessor, twintProcessor } from './wallet-apps';
import { GOOGLE_PAY_TYPES, applePayProcessor, googlePayProcessor } from './wallets';
import { amazonPayProcessor } from './amazonpay';
import { paypalProcessor } from './paypal';

/**
 * Registers the built-in processors: cards (with 3DS2), gift cards and meal vouchers, QR code and await methods,
 * the app wallets (QIWI Wallet, TWINT new and stored),
 * the issuer-list redirects (issuer-lists.ts: iDEAL, online banking, wallets, BillDesk, Pay by Bank),
 * vouchers (Boleto, OXXO, Multibanco, Doku, econtext, Dragonpay) and bank transfers, SEPA, Bacs and ACH Direct Debit, Klarna (its widget, or a redirect)
 * and the open-invoice methods (Afterpay, Ratepay, Affirm, Atome, Facilypay).
 */
function registerBuiltInProcessors(registry: ProcessorRegistry): void {
  registry.register('scheme', cardProcessor);
  for (const type of GIFT_CARD_TYPES) registry.register(type, giftCardProcessor);
  for (const type of QR_METHOD_TYPES) registry.register(type, qrCodeProcessor(type));
  for (const type of AWAIT_METHOD_TYPES) registry.register(type, awaitProcessor(type));
  registry.register('qiwiwallet', qiwiWalletProcessor);
  registry.register('twint', twintProcessor);
  for (const { method, redirect } of ISSUER_LIST_METHODS)
    registry.register(method.type, redirectProcessor(method.type, redirect));
  // Trustly: a redirect method the SDK does not know (its listed-type fallback), no issuer.
  registry.register('trustly', redirectProcessor('trustly', 'GET'));
  registry.register('boletobancario', boletoProcessor);
  registry.register('oxxo', oxxoProcessor);
  registry.register('multibanco', multibancoProcessor);
  registry.register('bankTransfer_IBAN', bankTransferProcessor);
  for (const type of DOKU_TYPES) registry.register(type, dokuProcessor(type));
  for (const type of ECONTEXT_TYPES) registry.register(type, econtextProcessor(type));
  for (const type of DRAGONPAY_TYPES) registry.register(type, dragonpayProcessor(type));
  registry.register('sepadirectdebit', sepaDirectDebitProcessor);
  registry.register('directdebit_GB', bacsProcessor);
  registry.register('ach', achProcessor);
  for (const type of KLARNA_TYPES) registry.register(type, klarnaProcessor(type));
  for (const type of OPEN_INVOICE_TYPES) registry.register(type, openInvoiceProcessor(type));
  // Wallet buttons: Google Pay and Apple Pay.
  for (const type of GOOGLE_PAY_TYPES) registry.register(type, googlePayProcessor(type));
  registry.register('applepay', applePayProcessor);
  // Wallets: Amazon Pay and PayPal (issue 16)
  registry.register('amazonpay', amazonPayProcessor);
  registry.register('paypal', paypalProcessor);
}

export { registerBuiltInProcessors };
