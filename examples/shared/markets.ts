import type { Amount } from 'headless-checkout';

/** A market the example shops sell in: the shopper's country and the currency of the price. */
interface Market {
  /** The country (ISO 3166-1 alpha-2): the session's and the checkout's `countryCode`. */
  countryCode: string;
  /** The currency of the price. */
  currency: string;
  /** The market's name on the pages. */
  name: string;
}

/** The markets, by `?market=` value. The Netherlands is the default. */
const MARKETS = {
  NL: { countryCode: 'NL', currency: 'EUR', name: 'Netherlands' },
  BE: { countryCode: 'BE', currency: 'EUR', name: 'Belgium' },
  DE: { countryCode: 'DE', currency: 'EUR', name: 'Germany' },
  FR: { countryCode: 'FR', currency: 'EUR', name: 'France' },
  GB: { countryCode: 'GB', currency: 'GBP', name: 'United Kingdom' },
  US: { countryCode: 'US', currency: 'USD', name: 'United States' },
  SG: { countryCode: 'SG', currency: 'SGD', name: 'Singapore' },
  BR: { countryCode: 'BR', currency: 'BRL', name: 'Brazil' },
  ID: { countryCode: 'ID', currency: 'IDR', name: 'Indonesia' },
  JP: { countryCode: 'JP', currency: 'JPY', name: 'Japan' },
  PH: { countryCode: 'PH', currency: 'PHP', name: 'Philippines' },
  MX: { countryCode: 'MX', currency: 'MXN', name: 'Mexico' },
  PT: { countryCode: 'PT', currency: 'EUR', name: 'Portugal' },
  PL: { countryCode: 'PL', currency: 'PLN', name: 'Poland' },
  IN: { countryCode: 'IN', currency: 'INR', name: 'India' },
  CH: { countryCode: 'CH', currency: 'CHF', name: 'Switzerland' },
  SE: { countryCode: 'SE', currency: 'SEK', name: 'Sweden' },
  TH: { countryCode: 'TH', currency: 'THB', name: 'Thailand' },
  MY: { countryCode: 'MY', currency: 'MYR', name: 'Malaysia' },
} as const satisfies Record<string, Market>;

/** A market's key. */
type MarketKey = keyof typeof MARKETS;

/** The page's market: `?market=GB`, else the Netherlands. */
function marketOf(search: string): Market {
  const key = new URLSearchParams(search).get('market')?.toUpperCase();
  return key && key in MARKETS ? MARKETS[key as MarketKey] : MARKETS.NL;
}

/** An amount in minor units of the market's currency, and the price as the shop shows it. */
function priceIn(market: Market, major: number): { amount: Amount; price: string } {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: market.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return {
    amount: { value: Math.round(major * 10 ** digits), currency: market.currency },
    price: format.format(major),
  };
}

/**
 * Where each method of issues 14 and 15 is offered (the landing page's list links to its market): the
 * methods a market's session lists follow from the sandbox's countries and currencies.
 */
const METHOD_MARKETS: ReadonlyArray<{ type: string; name: string; market: MarketKey }> = [
  { type: 'sepadirectdebit', name: 'SEPA Direct Debit', market: 'NL' },
  { type: 'directdebit_GB', name: 'Bacs Direct Debit', market: 'GB' },
  { type: 'ach', name: 'ACH Direct Debit', market: 'US' },
  { type: 'klarna', name: 'Pay later with Klarna', market: 'NL' },
  { type: 'klarna_account', name: 'Pay over time with Klarna', market: 'DE' },
  { type: 'klarna_paynow', name: 'Pay now with Klarna', market: 'DE' },
  { type: 'afterpay_default', name: 'AfterPay', market: 'NL' },
  { type: 'afterpay_b2b', name: 'AfterPay for business', market: 'BE' },
  { type: 'ratepay', name: 'Ratepay Open Invoice', market: 'DE' },
  { type: 'ratepay_directdebit', name: 'Ratepay Direct Debit', market: 'DE' },
  { type: 'affirm', name: 'Affirm', market: 'US' },
  { type: 'atome', name: 'Atome', market: 'SG' },
  { type: 'facilypay_3x', name: 'Oney 3x', market: 'FR' },
  { type: 'facilypay_4x', name: 'Oney 4x', market: 'FR' },
  { type: 'facilypay_6x', name: 'Oney 6x', market: 'FR' },
  { type: 'facilypay_10x', name: 'Oney 10x', market: 'FR' },
  { type: 'facilypay_12x', name: 'Oney 12x', market: 'FR' },
  { type: 'boletobancario', name: 'Boleto Bancário', market: 'BR' },
  { type: 'doku_alfamart', name: 'Alfamart (Doku)', market: 'ID' },
  { type: 'doku_indomaret', name: 'Indomaret (Doku)', market: 'ID' },
  { type: 'econtext_seven_eleven', name: '7-Eleven (econtext)', market: 'JP' },
  { type: 'econtext_stores', name: 'Convenience Stores (econtext)', market: 'JP' },
  { type: 'dragonpay_ebanking', name: 'Dragonpay Online Banking', market: 'PH' },
  { type: 'dragonpay_otc_banking', name: 'Dragonpay Over the Counter Banking', market: 'PH' },
  { type: 'dragonpay_otc_non_banking', name: 'Dragonpay Over the Counter (non-bank)', market: 'PH' },
  { type: 'oxxo', name: 'OXXO', market: 'MX' },
  { type: 'multibanco', name: 'Multibanco', market: 'PT' },
  { type: 'bankTransfer_IBAN', name: 'Bank Transfer', market: 'NL' },
  // Issue 15: the phone, code and QR methods.
  { type: 'mbway', name: 'MB WAY', market: 'PT' },
  { type: 'blik', name: 'BLIK', market: 'PL' },
  { type: 'qiwiwallet', name: 'QIWI Wallet', market: 'IN' },
  { type: 'upi', name: 'UPI', market: 'IN' },
  { type: 'pix', name: 'Pix', market: 'BR' },
  { type: 'twint', name: 'TWINT', market: 'CH' },
  { type: 'swish', name: 'Swish', market: 'SE' },
  { type: 'bcmc_mobile', name: 'Payconiq by Bancontact', market: 'BE' },
  { type: 'wechatpayQR', name: 'WeChat Pay', market: 'NL' },
  { type: 'paynow', name: 'PayNow', market: 'SG' },
  { type: 'promptpay', name: 'PromptPay', market: 'TH' },
  { type: 'duitnow', name: 'DuitNow', market: 'MY' },
];

export { MARKETS, METHOD_MARKETS, marketOf, priceIn };
export type { Market, MarketKey };
