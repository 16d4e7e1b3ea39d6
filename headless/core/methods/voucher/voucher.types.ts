// The voucher family's types, apart from its configuration: a page that only asks whether a type is
// of the family (the examples' method lists) carries these few bytes, not the table.

/** The payment-service types of the family: vouchers paid later at a shop, bank or ATM, and the bank transfer. */
const VOUCHER_TYPES = [
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
] as const;

/** A payment-service type of the family. */
type VoucherType = (typeof VOUCHER_TYPES)[number];

/** Whether a type is of the family (narrows it). */
const isVoucherType = (type: string): type is VoucherType =>
  (VOUCHER_TYPES as readonly string[]).includes(type);

export { VOUCHER_TYPES, isVoucherType };
export type { VoucherType };
