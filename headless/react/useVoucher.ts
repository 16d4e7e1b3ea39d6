import { useCallback, useEffect, useMemo } from 'react';
import {
  actionKeyOf,
  resultDetailsOf,
  resultTextsOf,
  voucherActionMessages,
  voucherIssuerImageOf,
  type BankTransferAction,
  type MessageKey,
  type VoucherAction,
} from 'headless-checkout/core';
import { actionResultOf, useActionRun, type ActionResult } from './use-action-run';
import { useClipboard } from './use-clipboard';
import { useI18n } from './useI18n';

/** A voucher or bank-transfer line, ready to show. */
interface VoucherLine {
  /** The action field. */
  field: string;
  /** The translated label. */
  label: string;
  /** The value, formatted in the shopper's locale (amounts, dates). */
  value: string;
  /** Whether to offer a copy button. */
  copyable: boolean;
  /** A note under the value, translated (Dragonpay: 'Includes ₱10.00 surcharge'); absent when none. */
  note?: string;
}

/**
 * What useVoucher returns: the action contract's fields ('started' once the voucher is shown: the
 * shopper pays later, so it has no end on the page and reports nothing) and the voucher's.
 */
interface UseVoucherResult extends ActionResult {
  /** The heading's message key: the payment reference (voucher), the transfer's reference, Bacs's mandate. */
  titleKey: MessageKey;
  /** The introduction's message key (voucher or bank transfer); null when the heading says it all (Bacs). */
  introductionKey: MessageKey | null;
  /** The lines to show, in order. */
  lines: VoucherLine[];
  /** The barcode image URL, when the method has one. */
  barcodeImage: string | undefined;
  /** The logo of the issuer the voucher names (Dragonpay's bank or payment centre), when it names one. */
  issuerImage: string | undefined;
  /** The issuer the voucher names (the logo's alternative text), when it names one. */
  issuer: string | undefined;
  /** The voucher's PDF, when there is one. */
  downloadUrl: string | undefined;
  /** The method's instructions page, when there is one. */
  instructionsUrl: string | undefined;
  /** The reference (for the barcode's alternative text). */
  reference: string | undefined;
  /** Copies a line's value; resolves true when it worked. */
  copy: (field: string) => Promise<boolean>;
  /** The field copied in the last 2 s (for a 'copied' message), else null. */
  copiedField: string | null;
}

/**
 * A voucher (Boleto, OXXO, Multibanco, convenience stores…) or bank-transfer result (spec sections
 * 2 and 3): every field the action holds, labelled and formatted, with copy, barcode and download.
 */
function useVoucher(action: VoucherAction | BankTransferAction): UseVoucherResult {
  const { run, state, checkout } = useActionRun('useVoucher', actionKeyOf(action), {}, voucherActionMessages);
  // Shown once mounted: the action has started, and stays so (the shopper pays later).
  useEffect(() => run.send({ type: 'action.started' }), [run]);
  const { t, formatAmount, locale } = useI18n();
  const { copy: copyText, copiedId } = useClipboard();
  const lines = useMemo(
    () =>
      resultDetailsOf(action).map(({ field, labelKey, value, copyable, note }) => ({
        field,
        label: t(labelKey),
        value:
          'amount' in value
            ? formatAmount(value.amount)
            : 'date' in value
              ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(value.date))
              : value.text,
        copyable,
        ...(note ? { note: t(note.key, { amount: formatAmount(note.amount) }) } : {}),
      })),
    [action, t, formatAmount, locale],
  );

  const copy = useCallback(
    async (field: string) => {
      // The value as the service gave it (an IBAN without the groups of four a bank's form takes anyway).
      const raw = (action as unknown as Record<string, unknown>)[field];
      return typeof raw === 'string' ? copyText(raw, field) : false;
    },
    [action, copyText],
  );

  const voucher = action.type === 'voucher' ? action : null;
  return {
    ...actionResultOf(state),
    ...resultTextsOf(action),
    lines,
    barcodeImage: voucher?.barcodeImage,
    issuerImage: voucherIssuerImageOf(action, checkout.config.environment.apiUrl),
    issuer: voucher?.issuer,
    downloadUrl: voucher?.downloadUrl,
    instructionsUrl: voucher?.instructionsUrl,
    reference: action.reference,
    copy,
    copiedField: copiedId,
  };
}

export { useVoucher };
export type { UseVoucherResult, VoucherLine };
