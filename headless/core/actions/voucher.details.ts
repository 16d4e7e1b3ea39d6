import type { Amount } from '../amount/amount';
import type { MessageKey } from '../i18n/messages';
import type { BankTransferAction, VoucherAction } from './action.router';

/** The texts these lines name (the voucher-action group): the action's run adds them (useVoucher). */
export { messages as voucherActionMessages } from '../i18n/compiled/en-US.voucher-action';

/** One line of a voucher or bank-transfer result. */
interface ResultDetail {
  /** The action field it comes from. */
  field: string;
  /** Its label. */
  labelKey: MessageKey;
  /** A text, an amount to format, or a date (ISO) to format. */
  value: { text: string } | { amount: Amount } | { date: string };
  /** Whether to offer a copy button (references, IBAN). */
  copyable: boolean;
  /** A note under the value: Dragonpay's surcharge the amount includes ('Includes {amount} surcharge'). */
  note?: { key: MessageKey; amount: Amount };
}

type Line = [field: string, labelKey: MessageKey, kind: 'text' | 'amount' | 'date', copyable: boolean];

/** The voucher's lines in display order (spec sections 2 and 3). */
const VOUCHER_LINES: readonly Line[] = [
  ['entity', 'voucher.entity', 'text', true],
  ['reference', 'voucher.paymentReference', 'text', true],
  ['alternativeReference', 'voucher.alternativeReference', 'text', true],
  ['totalAmount', 'voucher.totalAmount', 'amount', false],
  ['expiresAt', 'voucher.expirationDate', 'date', false],
  ['merchantReference', 'voucher.shopperReference', 'text', true],
  ['shopperName', 'voucher.shopperName', 'text', false],
  ['merchantName', 'voucher.merchantName', 'text', false],
  ['maskedTelephoneNumber', 'voucher.telephoneNumber', 'text', false],
  ['collectionInstitutionNumber', 'voucher.collectionInstitutionNumber', 'text', true],
];

/** The bank transfer's lines (spec section 2: beneficiary, iban, bic, reference, totalAmount). */
const BANK_TRANSFER_LINES: readonly Line[] = [
  ['totalAmount', 'bankTransfer.totalAmount', 'amount', false],
  ['beneficiary', 'bankTransfer.beneficiary', 'text', true],
  ['iban', 'bankTransfer.iban', 'text', true],
  ['bic', 'bankTransfer.bic', 'text', true],
  ['reference', 'bankTransfer.reference', 'text', true],
];

const isAmount = (value: unknown): value is Amount =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Amount).value === 'number' &&
  typeof (value as Amount).currency === 'string';

/** An IBAN in groups of four ('NL91 ABNA 0417 1643 00'), as the shopper types it in a bank's form. */
function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

function linesOf(action: Record<string, unknown>, lines: readonly Line[]): ResultDetail[] {
  const details: ResultDetail[] = [];
  for (const [field, labelKey, kind, copyable] of lines) {
    const value = action[field];
    const surcharge = action['surcharge'];
    if (kind === 'amount' && isAmount(value))
      details.push({
        field,
        labelKey,
        value: { amount: value },
        copyable,
        ...(field === 'totalAmount' && isAmount(surcharge) && surcharge.value > 0
          ? { note: { key: 'voucher.surcharge' as const, amount: surcharge } }
          : {}),
      });
    else if (kind === 'text' && field === 'iban' && typeof value === 'string' && value.trim() !== '')
      details.push({ field, labelKey, value: { text: groupIban(value) }, copyable });
    else if (kind === 'date' && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
      details.push({ field, labelKey, value: { date: value }, copyable });
    else if (kind === 'text' && typeof value === 'string' && value.trim() !== '')
      details.push({ field, labelKey, value: { text: value }, copyable });
  }
  return details;
}

/**
 * The lines of a voucher or bank-transfer result, each with its label key, in display order;
 * fields the action lacks (or holds malformed) are left out.
 */
function resultDetailsOf(action: VoucherAction | BankTransferAction): ResultDetail[] {
  const fields = action as unknown as Record<string, unknown>;
  return linesOf(fields, action.type === 'bankTransfer' ? BANK_TRANSFER_LINES : VOUCHER_LINES);
}

/** The heading and introduction of a voucher or bank-transfer result. */
interface ResultTexts {
  /** The heading. */
  titleKey: MessageKey;
  /** The text under it; null when the heading says it all. */
  introductionKey: MessageKey | null;
}

/**
 * The heading and introduction of a result: a bank transfer's instructions, a voucher's coupon, or
 * Bacs's Direct Debit Instruction (mandate) to download.
 */
function resultTextsOf(action: VoucherAction | BankTransferAction): ResultTexts {
  if (action.type === 'bankTransfer')
    return { titleKey: 'bankTransfer.title', introductionKey: 'bankTransfer.instructions' };
  if (action.paymentMethodType === 'directdebit_GB')
    return { titleKey: 'bacs.result.introduction', introductionKey: null };
  return { titleKey: 'voucher.paymentReference', introductionKey: 'voucher.introduction' };
}

/**
 * The logo of the issuer a voucher names (Dragonpay's bank or payment centre), from the payment
 * service's static resources (`{service}images/logos/{type}/{issuer}.svg`, spec section 7's logos);
 * undefined when the voucher names no issuer.
 */
function voucherIssuerImageOf(
  action: VoucherAction | BankTransferAction,
  serviceUrl: string,
): string | undefined {
  if (action.type !== 'voucher' || typeof action.issuer !== 'string' || action.issuer.trim() === '')
    return undefined;
  const type = encodeURIComponent(action.paymentMethodType ?? 'voucher');
  return `${serviceUrl}images/logos/${type}/${encodeURIComponent(action.issuer.trim().toLowerCase())}.svg`;
}

export { groupIban, resultDetailsOf, resultTextsOf, voucherIssuerImageOf };
export type { ResultDetail, ResultTexts };
