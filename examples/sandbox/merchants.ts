/**
 * Merchants known to the sandbox and their payment-method configuration. One test merchant is
 * seeded; tests may pass others to `createSandbox({ merchants })`.
 */
import { ISSUER_LIST_METHODS } from './issuer-lists';
import { originOf } from './origins';
import { DRAGONPAY_METHODS } from './voucher-methods';
import { AMAZON_PAY_PUBLIC_KEY_ID } from './amazon-pay';

/** An issuer (bank) of an issuer-list payment method. */
interface IssuerConfig {
  /** Issuer id sent back as `paymentMethod.issuer`. */
  id: string;
  /** Display name. */
  name: string;
  /** True when the issuer is temporarily unavailable. */
  disabled?: boolean;
}

/** One payment method as the merchant configured it. */
interface PaymentMethodConfig {
  /** Payment method type, e.g. 'scheme', 'ideal', 'giftcard'. */
  type: string;
  /** Display name. */
  name: string;
  /** The brand of a single-brand method (gift cards: 'givex', 'svs'). */
  brand?: string;
  /** The brands of a multi-brand method (cards). */
  brands?: string[];
  /** The issuers of an issuer-list method (none: the method pays without an issuer). */
  issuers?: IssuerConfig[];
  /** Method-specific configuration sent to the client (wallet merchant ids and the like). */
  configuration?: Record<string, string>;
  /** Shopper countries the method is offered in (ISO 3166-1 alpha-2); all when absent. */
  countries?: string[];
  /** Currencies the method is offered in (ISO 4217); all when absent. */
  currencies?: string[];
}

/** A stored (tokenised) payment method of a shopper. */
interface StoredPaymentMethodConfig {
  /** The stored method's id (the client sends it as storedPaymentMethodId). */
  id: string;
  /** Payment method type. */
  type: string;
  /** Display name. */
  name: string;
  /** Card brand. */
  brand?: string;
  /** Last four digits of the card number. */
  lastFour?: string;
  /** Expiry month, two digits. */
  expiryMonth?: string;
  /** Expiry year, four digits. */
  expiryYear?: string;
  /** Card holder name. */
  holderName?: string;
  /** Shopper email (PayPal and the like). */
  shopperEmail?: string;
  /** 'Ecommerce' (shopper present) and/or 'ContAuth' (merchant initiated). */
  supportedShopperInteractions: string[];
  /** 'CardOnFile', 'Subscription', 'UnscheduledCardOnFile'. */
  supportedRecurringProcessingModels: string[];
}

/** A merchant account of the sandbox. */
interface MerchantConfig {
  /** Merchant account code. */
  merchantAccount: string;
  /** Display name. */
  name: string;
  /** Client keys for the browser-side API (checkout calls). */
  clientKeys: string[];
  /**
   * Per client key, the origins (`scheme://host:port`) of the pages allowed to use it: the
   * secured-field frames serve only these. A client key without an entry allows no page.
   */
  allowedOrigins?: Record<string, string[]>;
  /** API keys for the merchant-server calls (`x-api-key`). */
  apiKeys: string[];
  /** Payment methods offered, in display order. */
  paymentMethods: PaymentMethodConfig[];
  /** Stored payment methods by shopperReference (a sandbox adds the cards its payments store). */
  storedPaymentMethods: Record<string, StoredPaymentMethodConfig[]>;
  /** Card payments must carry a holder name (default false). */
  cardHolderNameRequired?: boolean;
}

/** The test merchant's client key. */
const SANDBOX_CLIENT_KEY = 'test_SANDBOX0000000000000000000001';
/** The port the examples run on unless EXAMPLES_PORT says otherwise (Vite's default). */
const DEFAULT_EXAMPLES_PORT = 5173;
/** The test merchant's API key for merchant-server calls. */
const SANDBOX_API_KEY = 'sandbox-api-key';
/** The test merchant's account code. */
const SANDBOX_MERCHANT_ACCOUNT = 'SandboxMerchantECOM';
/** The shopperReference that has stored payment methods. */
const SANDBOX_SHOPPER_REFERENCE = 'sandbox-shopper';

const SANDBOX_PAYMENT_METHODS: PaymentMethodConfig[] = [
  {
    type: 'scheme',
    name: 'Cards',
    brands: ['visa', 'mc', 'amex', 'maestro', 'bcmc', 'cartebancaire', 'elo'],
    // Click to Pay's merchant ids with the schemes (spec section 3), read by useClickToPay.
    configuration: {
      visaSrciDpaId: 'sandbox-visa-dpa',
      visaSrcInitiatorId: 'sandbox-visa-initiator',
      mcDpaId: 'sandbox-mc-dpa',
      mcSrcClientId: 'sandbox-mc-client',
    },
  },
  {
    type: 'applepay',
    name: 'Apple Pay',
    brands: ['amex', 'mc', 'visa', 'maestro', 'cartebancaire'],
    configuration: { merchantId: 'merchant.test.sandbox', merchantName: 'Sandbox Merchant' },
  },
  {
    type: 'googlepay',
    name: 'Google Pay',
    brands: ['amex', 'mc', 'visa', 'maestro'],
    configuration: { merchantId: '01234567890123456789', gatewayMerchantId: SANDBOX_MERCHANT_ACCOUNT },
  },
  {
    type: 'paypal',
    name: 'PayPal',
    configuration: { merchantId: 'SANDBOXPAYPAL01', intent: 'capture', clientId: 'sandbox-paypal-client-id' },
    currencies: [
      'AUD',
      'BRL',
      'CAD',
      'CHF',
      'CZK',
      'DKK',
      'EUR',
      'GBP',
      'HKD',
      'HUF',
      'JPY',
      'MXN',
      'NOK',
      'NZD',
      'PLN',
      'SEK',
      'SGD',
      'USD',
    ],
  },
  // Amazon Pay (issue 16): the stand-in's identifiers (routes/amazonpay.ts, amazon-pay.ts)
  {
    type: 'amazonpay',
    name: 'Amazon Pay',
    configuration: {
      merchantId: 'SANDBOXAMAZON01',
      storeId: 'amzn1.application-oa2-client.sandbox',
      publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
      region: 'EU',
    },
    currencies: ['EUR', 'GBP', 'USD'],
  },
  { type: 'giftcard', name: 'Givex', brand: 'givex' },
  { type: 'giftcard', name: 'SVS', brand: 'svs' },
  { type: 'mealVoucher_FR_natixis', name: 'Apetiz', countries: ['FR'], currencies: ['EUR'] },
  { type: 'mealVoucher_FR_sodexo', name: 'Pass Restaurant', countries: ['FR'], currencies: ['EUR'] },
  { type: 'mealVoucher_FR_groupeup', name: 'Up Déjeuner', countries: ['FR'], currencies: ['EUR'] },
  ...ISSUER_LIST_METHODS.map((entry) => entry.method),
  { type: 'bcmc_mobile', name: 'Payconiq by Bancontact', countries: ['BE'], currencies: ['EUR'] },
  { type: 'sepadirectdebit', name: 'SEPA Direct Debit', currencies: ['EUR'] },
  {
    type: 'klarna',
    name: 'Pay later with Klarna.',
    countries: ['AT', 'BE', 'CH', 'DE', 'DK', 'FI', 'GB', 'NL', 'NO', 'SE', 'US'],
  },
  {
    type: 'klarna_account',
    name: 'Pay over time with Klarna.',
    countries: ['AT', 'DE', 'DK', 'FI', 'GB', 'NL', 'NO', 'SE', 'US'],
  },
  { type: 'klarna_paynow', name: 'Pay now with Klarna.', countries: ['AT', 'BE', 'CH', 'DE', 'NL', 'SE'] },
  { type: 'blik', name: 'BLIK', countries: ['PL'], currencies: ['PLN'] },
  { type: 'mbway', name: 'MB WAY', countries: ['PT'], currencies: ['EUR'] },
  { type: 'multibanco', name: 'Multibanco', countries: ['PT'], currencies: ['EUR'] },
  { type: 'pix', name: 'Pix', countries: ['BR'], currencies: ['BRL'] },
  { type: 'boletobancario', name: 'Boleto Bancário', countries: ['BR'], currencies: ['BRL'] },
  { type: 'oxxo', name: 'OXXO', countries: ['MX'], currencies: ['MXN'] },
  { type: 'twint', name: 'TWINT', countries: ['CH'], currencies: ['CHF'] },
  { type: 'swish', name: 'Swish', countries: ['SE'], currencies: ['SEK'] },
  // A redirect method the SDK has no definition for (its listed-type fallback pays it).
  { type: 'trustly', name: 'Trustly', countries: ['SE', 'FI', 'EE', 'LT', 'LV'], currencies: ['SEK', 'EUR'] },
  { type: 'directdebit_GB', name: 'Bacs Direct Debit', countries: ['GB'], currencies: ['GBP'] },
  { type: 'ach', name: 'ACH Direct Debit', countries: ['US', 'PR'], currencies: ['USD'] },
  { type: 'affirm', name: 'Affirm', countries: ['US', 'CA'], currencies: ['USD', 'CAD'] },
  { type: 'afterpay_default', name: 'AfterPay', countries: ['BE', 'NL'], currencies: ['EUR'] },
  { type: 'afterpay_b2b', name: 'AfterPay for business', countries: ['BE', 'NL'], currencies: ['EUR'] },
  {
    type: 'ratepay',
    name: 'Ratepay Open Invoice',
    countries: ['AT', 'CH', 'DE', 'NL'],
    currencies: ['EUR', 'CHF'],
  },
  {
    type: 'ratepay_directdebit',
    name: 'Ratepay Direct Debit',
    countries: ['AT', 'CH', 'DE', 'NL'],
    currencies: ['EUR', 'CHF'],
  },
  {
    type: 'atome',
    name: 'Atome',
    countries: ['ID', 'PH', 'TH', 'VN', 'JP', 'TW', 'KR', 'SG', 'MY', 'HK'],
    currencies: ['IDR', 'PHP', 'THB', 'VND', 'JPY', 'TWD', 'KRW', 'SGD', 'MYR', 'HKD'],
  },
  { type: 'facilypay_3x', name: 'Oney 3x', countries: ['ES', 'FR'], currencies: ['EUR'] },
  { type: 'facilypay_4x', name: 'Oney 4x', countries: ['ES', 'FR'], currencies: ['EUR'] },
  { type: 'facilypay_6x', name: 'Oney 6x', countries: ['ES', 'FR'], currencies: ['EUR'] },
  { type: 'facilypay_10x', name: 'Oney 10x', countries: ['ES', 'FR'], currencies: ['EUR'] },
  { type: 'facilypay_12x', name: 'Oney 12x', countries: ['ES', 'FR'], currencies: ['EUR'] },
  { type: 'upi', name: 'UPI', countries: ['IN'], currencies: ['INR'] },
  { type: 'upi_qr', name: 'UPI QR', countries: ['IN'], currencies: ['INR'] },
  { type: 'upi_collect', name: 'UPI collect', countries: ['IN'], currencies: ['INR'] },
  { type: 'wechatpayQR', name: 'WeChat Pay', currencies: ['CNY', 'EUR', 'GBP', 'HKD', 'USD'] },
  { type: 'paynow', name: 'PayNow', countries: ['SG'], currencies: ['SGD'] },
  { type: 'promptpay', name: 'PromptPay', countries: ['TH'], currencies: ['THB'] },
  { type: 'duitnow', name: 'DuitNow', countries: ['MY'], currencies: ['MYR'] },
  { type: 'bankTransfer_IBAN', name: 'Bank Transfer', currencies: ['EUR'] },
  { type: 'doku_alfamart', name: 'Alfamart', countries: ['ID'], currencies: ['IDR'] },
  { type: 'doku_indomaret', name: 'Indomaret', countries: ['ID'], currencies: ['IDR'] },
  { type: 'econtext_seven_eleven', name: '7-Eleven', countries: ['JP'], currencies: ['JPY'] },
  { type: 'econtext_stores', name: 'Convenience Stores', countries: ['JP'], currencies: ['JPY'] },
  ...DRAGONPAY_METHODS,
  {
    type: 'qiwiwallet',
    name: 'QIWI Wallet',
    // QIWI's 25 countries (spec section 9).
    countries: [
      'RU',
      'GE',
      'PA',
      'GB',
      'TJ',
      'LT',
      'IL',
      'KG',
      'UA',
      'VN',
      'TR',
      'AZ',
      'AM',
      'LV',
      'IN',
      'TH',
      'MD',
      'US',
      'JP',
      'UZ',
      'KZ',
      'BY',
      'EE',
      'RO',
      'KR',
    ],
  },
];

const SANDBOX_STORED_PAYMENT_METHODS: StoredPaymentMethodConfig[] = [
  {
    id: '8316038796685850',
    type: 'scheme',
    name: 'VISA',
    brand: 'visa',
    lastFour: '1111',
    expiryMonth: '03',
    expiryYear: '2030',
    holderName: 'Jan Jansen',
    supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
    supportedRecurringProcessingModels: ['CardOnFile', 'Subscription', 'UnscheduledCardOnFile'],
  },
  {
    id: '8415718415172204',
    type: 'scheme',
    name: 'MasterCard',
    brand: 'mc',
    lastFour: '1115',
    expiryMonth: '03',
    expiryYear: '2030',
    holderName: 'Jan Jansen',
    supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
    supportedRecurringProcessingModels: ['CardOnFile'],
  },
  {
    id: '8616038796685852',
    type: 'ach',
    name: 'ACH Direct Debit',
    lastFour: '6789',
    holderName: 'Jan Jansen',
    supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
    supportedRecurringProcessingModels: ['CardOnFile'],
  },
  {
    id: '8716038796685861',
    type: 'blik',
    name: 'BLIK',
    supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
    supportedRecurringProcessingModels: ['CardOnFile'],
  },
  {
    id: '8816038796685872',
    type: 'twint',
    name: 'TWINT',
    supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
    supportedRecurringProcessingModels: ['CardOnFile'],
  },
  {
    id: '8515718415172291',
    type: 'paypal',
    name: 'PayPal',
    shopperEmail: 'shopper@example.com',
    supportedShopperInteractions: ['ContAuth'],
    supportedRecurringProcessingModels: ['Subscription'],
  },
];

/** The origins of the examples served on a port: the same server as 127.0.0.1 and as localhost. */
function examplesOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/** The test merchant, "Sandbox Merchant", its client key allowing the examples on `examplesPort`. */
function sandboxMerchant(examplesPort: number = DEFAULT_EXAMPLES_PORT): MerchantConfig {
  return {
    merchantAccount: SANDBOX_MERCHANT_ACCOUNT,
    name: 'Sandbox Merchant',
    clientKeys: [SANDBOX_CLIENT_KEY],
    allowedOrigins: { [SANDBOX_CLIENT_KEY]: examplesOrigins(examplesPort) },
    apiKeys: [SANDBOX_API_KEY],
    paymentMethods: SANDBOX_PAYMENT_METHODS,
    storedPaymentMethods: { [SANDBOX_SHOPPER_REFERENCE]: SANDBOX_STORED_PAYMENT_METHODS },
  };
}

/** The seeded test merchant: "Sandbox Merchant", allowing the examples on the default port. */
const SANDBOX_MERCHANT: MerchantConfig = sandboxMerchant();

function copyStoredPaymentMethods(
  stored: Record<string, StoredPaymentMethodConfig[]>,
): Record<string, StoredPaymentMethodConfig[]> {
  return Object.fromEntries(
    Object.entries(stored).map(([shopperReference, methods]) => [
      shopperReference,
      methods.map((method) => ({
        ...method,
        supportedShopperInteractions: [...method.supportedShopperInteractions],
        supportedRecurringProcessingModels: [...method.supportedRecurringProcessingModels],
      })),
    ]),
  );
}

/**
 * A sandbox's own copy of a merchant: payments that store a card add it to the copy's stored
 * payment methods, never to the seed (which other sandboxes share).
 */
function copyMerchant(merchant: MerchantConfig): MerchantConfig {
  return { ...merchant, storedPaymentMethods: copyStoredPaymentMethods(merchant.storedPaymentMethods) };
}

/**
 * A returning shopper of its own for a test: a session for `sandbox-shopper-<anything>` gives that
 * shopper a fresh copy of the seeded stored methods (once), so removing or adding one there leaves
 * `sandbox-shopper` and every other test alone.
 */
function seedReturningShopper(merchant: MerchantConfig, shopperReference: string): void {
  if (merchant.merchantAccount !== SANDBOX_MERCHANT_ACCOUNT) return;
  if (!shopperReference.startsWith(`${SANDBOX_SHOPPER_REFERENCE}-`)) return;
  if (merchant.storedPaymentMethods[shopperReference]) return;
  merchant.storedPaymentMethods[shopperReference] =
    copyStoredPaymentMethods({
      [shopperReference]: SANDBOX_STORED_PAYMENT_METHODS,
    })[shopperReference] ?? [];
}

/** Puts a merchant copy's stored payment methods back to the seed's (forgets the cards stored since). */
function restoreStoredPaymentMethods(copy: MerchantConfig, seed: MerchantConfig): void {
  copy.storedPaymentMethods = copyStoredPaymentMethods(seed.storedPaymentMethods);
}

/** Whether a page of `origin` may use a merchant's client key (its secured-field frames). */
function isOriginAllowed(merchant: MerchantConfig, clientKey: string, origin: string): boolean {
  return (merchant.allowedOrigins?.[clientKey] ?? []).some((allowed) => originOf(allowed) === origin);
}

/** The origins allowed for a merchant's client key, normalised (`scheme://host[:port]`). */
function allowedOriginsOf(merchant: MerchantConfig, clientKey: string): string[] {
  return (merchant.allowedOrigins?.[clientKey] ?? []).flatMap((allowed) => originOf(allowed) ?? []);
}

/** The card brands a merchant accepts: the brands of its `scheme` payment methods. */
function schemeBrandsOf(merchant: MerchantConfig): Set<string> {
  return new Set(
    merchant.paymentMethods
      .filter((method) => method.type === 'scheme')
      .flatMap((method) => method.brands ?? []),
  );
}

/** Finds merchants by client key or API key. */
interface MerchantDirectory {
  /** Every merchant. */
  all: readonly MerchantConfig[];
  /** The merchant owning a client key. */
  byClientKey(clientKey: string | null | undefined): MerchantConfig | undefined;
  /** The merchant owning an API key. */
  byApiKey(apiKey: string | null | undefined): MerchantConfig | undefined;
  /** The merchant with an account code. */
  byAccount(merchantAccount: string): MerchantConfig | undefined;
}

/** Builds the directory over a list of merchants. */
function createMerchantDirectory(merchants: readonly MerchantConfig[]): MerchantDirectory {
  const byClientKey = new Map<string, MerchantConfig>();
  const byApiKey = new Map<string, MerchantConfig>();
  const byAccount = new Map<string, MerchantConfig>();
  for (const merchant of merchants) {
    for (const key of merchant.clientKeys) byClientKey.set(key, merchant);
    for (const key of merchant.apiKeys) byApiKey.set(key, merchant);
    byAccount.set(merchant.merchantAccount, merchant);
  }
  return {
    all: merchants,
    byClientKey: (clientKey) => (clientKey ? byClientKey.get(clientKey) : undefined),
    byApiKey: (apiKey) => (apiKey ? byApiKey.get(apiKey) : undefined),
    byAccount: (merchantAccount) => byAccount.get(merchantAccount),
  };
}

export {
  DEFAULT_EXAMPLES_PORT,
  SANDBOX_API_KEY,
  SANDBOX_CLIENT_KEY,
  SANDBOX_MERCHANT,
  SANDBOX_MERCHANT_ACCOUNT,
  SANDBOX_PAYMENT_METHODS,
  SANDBOX_SHOPPER_REFERENCE,
  allowedOriginsOf,
  copyMerchant,
  createMerchantDirectory,
  examplesOrigins,
  isOriginAllowed,
  restoreStoredPaymentMethods,
  sandboxMerchant,
  schemeBrandsOf,
  seedReturningShopper,
};
export type {
  IssuerConfig,
  MerchantConfig,
  MerchantDirectory,
  PaymentMethodConfig,
  StoredPaymentMethodConfig,
};
