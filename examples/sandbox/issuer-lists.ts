/**
 * The issuer-list payment methods of the test merchant: the shopper picks their bank (or wallet)
 * from a list, pays with `paymentMethod: { type, issuer }` and is redirected to that bank's page
 * (processors/redirect.ts, routes/bank.ts). Issuer ids are the ones the schemes use where they are
 * public (iDEAL BICs, Przelewy24 bank numbers, the Czech and Slovak bank codes, Indian IFSC
 * prefixes and BillDesk bank codes).
 */
import type { IssuerConfig, PaymentMethodConfig } from './merchants';

/** How a method sends the shopper to the bank: a GET navigation or an auto-submitted POST form. */
type RedirectMethod = 'GET' | 'POST';

/** An issuer-list method as the sandbox seeds it. */
interface IssuerListMethod {
  /** The payment method as the merchant configures it (type, name, issuers, markets). */
  method: PaymentMethodConfig;
  /** How its redirect action sends the shopper to the bank page. */
  redirect: RedirectMethod;
}

/** iDEAL's issuers: Dutch banks by BIC (Yoursafe is offline). */
const IDEAL_ISSUERS: IssuerConfig[] = [
  { id: 'ABNANL2A', name: 'ABN AMRO' },
  { id: 'ASNBNL21', name: 'ASN Bank' },
  { id: 'BUNQNL2A', name: 'bunq' },
  { id: 'INGBNL2A', name: 'ING' },
  { id: 'KNABNL2H', name: 'Knab' },
  { id: 'NTSBDEB1', name: 'N26' },
  { id: 'RABONL2U', name: 'Rabobank' },
  { id: 'RBRBNL21', name: 'RegioBank' },
  { id: 'REVOLT21', name: 'Revolut' },
  { id: 'SNSBNL2A', name: 'SNS' },
  { id: 'TRIONL2U', name: 'Triodos Bank' },
  { id: 'BITSNL2A', name: 'Yoursafe', disabled: true },
];

/** Polish online banking (Przelewy24): banks by Przelewy24 number (Citi Handlowy has left retail banking). */
const ONLINE_BANKING_PL_ISSUERS: IssuerConfig[] = [
  { id: '154', name: 'BLIK' },
  { id: '31', name: 'Płacę z iPKO (PKO Bank Polski)' },
  { id: '243', name: 'mBank' },
  { id: '112', name: 'ING Bank Śląski' },
  { id: '20', name: 'Santander Bank Polska' },
  { id: '65', name: 'Bank Pekao' },
  { id: '85', name: 'Bank Millennium' },
  { id: '88', name: 'Alior Bank' },
  { id: '33', name: 'BNP Paribas Bank Polska' },
  { id: '45', name: 'Credit Agricole' },
  { id: '153', name: 'VeloBank' },
  { id: '119', name: 'Citi Handlowy', disabled: true },
];

/** Czech online banking. */
const ONLINE_BANKING_CZ_ISSUERS: IssuerConfig[] = [
  { id: 'cs', name: 'Česká spořitelna' },
  { id: 'kb', name: 'Komerční banka' },
  { id: 'csob', name: 'ČSOB' },
  { id: 'rb', name: 'Raiffeisenbank' },
  { id: 'moneta', name: 'MONETA Money Bank' },
  { id: 'fio', name: 'Fio banka' },
  { id: 'airbank', name: 'Air Bank' },
  { id: 'unicredit', name: 'UniCredit Bank' },
];

/** Slovak online banking (Viamo has stopped). */
const ONLINE_BANKING_SK_ISSUERS: IssuerConfig[] = [
  { id: 'tatra', name: 'Tatra banka (TatraPay)' },
  { id: 'sporo', name: 'Slovenská sporiteľňa (SporoPay)' },
  { id: 'vub', name: 'VÚB banka (ePlatby VÚB)' },
  { id: 'posto', name: 'Poštová banka' },
  { id: 'csob', name: 'ČSOB' },
  { id: 'prima', name: 'Prima banka' },
  { id: 'viamo', name: 'Viamo', disabled: true },
];

/** Indian net banking: banks by IFSC prefix. */
const ONLINE_BANKING_IN_ISSUERS: IssuerConfig[] = [
  { id: 'SBIN', name: 'State Bank of India' },
  { id: 'HDFC', name: 'HDFC Bank' },
  { id: 'ICIC', name: 'ICICI Bank' },
  { id: 'UTIB', name: 'Axis Bank' },
  { id: 'KKBK', name: 'Kotak Mahindra Bank' },
  { id: 'PUNB', name: 'Punjab National Bank' },
  { id: 'BARB', name: 'Bank of Baroda' },
  { id: 'CNRB', name: 'Canara Bank' },
  { id: 'UBIN', name: 'Union Bank of India' },
  { id: 'YESB', name: 'Yes Bank' },
  { id: 'IDFB', name: 'IDFC FIRST Bank' },
  { id: 'INDB', name: 'IndusInd Bank' },
];

/** Indian wallets. */
const WALLET_IN_ISSUERS: IssuerConfig[] = [
  { id: 'paytm', name: 'Paytm' },
  { id: 'phonepe', name: 'PhonePe' },
  { id: 'amazonpay', name: 'Amazon Pay' },
  { id: 'mobikwik', name: 'MobiKwik' },
  { id: 'freecharge', name: 'Freecharge' },
  { id: 'airtel', name: 'Airtel Payments Bank' },
  { id: 'jiomoney', name: 'JioMoney' },
];

/** BillDesk net banking: banks by BillDesk bank code. */
const BILLDESK_ONLINE_ISSUERS: IssuerConfig[] = [
  { id: 'SBI', name: 'State Bank of India' },
  { id: 'HDF', name: 'HDFC Bank' },
  { id: 'ICI', name: 'ICICI Bank' },
  { id: 'UTI', name: 'Axis Bank' },
  { id: '162', name: 'Kotak Mahindra Bank' },
  { id: 'PNB', name: 'Punjab National Bank' },
  { id: 'BBR', name: 'Bank of Baroda' },
  { id: 'CNB', name: 'Canara Bank' },
  { id: 'IDN', name: 'IDBI Bank' },
  { id: 'YBK', name: 'Yes Bank' },
];

/** BillDesk wallets. */
const BILLDESK_WALLET_ISSUERS: IssuerConfig[] = [
  { id: 'PTM', name: 'Paytm Wallet' },
  { id: 'AMZ', name: 'Amazon Pay' },
  { id: 'PPE', name: 'PhonePe' },
  { id: 'MBK', name: 'MobiKwik' },
  { id: 'FRC', name: 'Freecharge' },
  { id: 'OLM', name: 'Ola Money' },
];

const INDIA = { countries: ['IN'], currencies: ['INR'] };

/**
 * Every issuer-list method of the spec, in display order. A payment names one of the method's
 * issuers; Pay by Bank has no issuer list at all, so the SDK shows a single 'continue to Pay by
 * Bank' button and the payment carries no issuer.
 */
const ISSUER_LIST_METHODS: readonly IssuerListMethod[] = [
  {
    method: {
      type: 'ideal',
      name: 'iDEAL',
      issuers: IDEAL_ISSUERS,
      countries: ['NL'],
      currencies: ['EUR'],
    },
    redirect: 'GET',
  },
  {
    method: {
      type: 'onlineBanking_PL',
      name: 'Online banking',
      issuers: ONLINE_BANKING_PL_ISSUERS,
      countries: ['PL'],
      currencies: ['PLN'],
    },
    redirect: 'POST',
  },
  {
    method: {
      type: 'onlineBanking_CZ',
      name: 'Czech online banking',
      issuers: ONLINE_BANKING_CZ_ISSUERS,
      countries: ['CZ'],
      currencies: ['CZK'],
    },
    redirect: 'GET',
  },
  {
    method: {
      type: 'onlineBanking_SK',
      name: 'Slovak online banking',
      issuers: ONLINE_BANKING_SK_ISSUERS,
      countries: ['SK'],
      currencies: ['EUR'],
    },
    redirect: 'GET',
  },
  {
    method: { type: 'onlinebanking_IN', name: 'Net banking', issuers: ONLINE_BANKING_IN_ISSUERS, ...INDIA },
    redirect: 'GET',
  },
  {
    method: { type: 'wallet_IN', name: 'Wallets', issuers: WALLET_IN_ISSUERS, ...INDIA },
    redirect: 'GET',
  },
  {
    method: {
      type: 'billdesk_online',
      name: 'BillDesk net banking',
      issuers: BILLDESK_ONLINE_ISSUERS,
      ...INDIA,
    },
    redirect: 'GET',
  },
  {
    method: { type: 'billdesk_wallet', name: 'BillDesk wallets', issuers: BILLDESK_WALLET_ISSUERS, ...INDIA },
    redirect: 'GET',
  },
  {
    method: { type: 'paybybank', name: 'Pay by Bank', countries: ['GB'], currencies: ['GBP'] },
    redirect: 'GET',
  },
];

export { ISSUER_LIST_METHODS };
export type { IssuerListMethod, RedirectMethod };
