// The open-invoice family's types, apart from its configuration: a page that only asks whether a
// type is of the family (the examples' method lists) carries these few bytes, not the table.

/** The payment-service types of the family. */
const OPEN_INVOICE_TYPES = [
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
] as const;

/** A payment-service type of the family. */
type OpenInvoiceType = (typeof OPEN_INVOICE_TYPES)[number];

/** Whether a type is of the family (narrows it). */
const isOpenInvoiceType = (type: string): type is OpenInvoiceType =>
  (OPEN_INVOICE_TYPES as readonly string[]).includes(type);

export { OPEN_INVOICE_TYPES, isOpenInvoiceType };
export type { OpenInvoiceType };
