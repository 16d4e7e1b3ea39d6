/**
 * Vouchers (processors/offline.ts):
 * - GET /vouchers/:id.pdf: the voucher as a one-page PDF (with its barcode, when it has one);
 * - GET /vouchers/:id.html: the voucher's instructions page (its `instructionsUrl`).
 */
import type { RouteContext, RouteHandler } from '../context';
import { notFound } from '../errors';
import { barcodeBars } from '../barcodes';
import { escapeHtml, formatAmount, htmlPage } from '../html';
import { ownBase } from '../origins';
import { createPdf } from '../pdf';
import type { PdfLine } from '../pdf';
import type { Route } from '../router';
import type { Amount, VoucherRecord } from '../types';

function voucherOf(context: RouteContext): VoucherRecord {
  const voucher = context.sandbox.store.vouchers.get(context.params.id ?? '');
  if (!voucher) throw notFound('Voucher not found');
  return voucher;
}

/** An amount as plain text for the PDF, e.g. '75.00 BRL'. */
function plainAmount(amount: Amount): string {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: amount.currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // unknown currency: two decimals
  }
  return `${(amount.value / 10 ** digits).toFixed(digits)} ${amount.currency}`;
}

/** The voucher's fields, label first, in display order. */
function voucherFields(voucher: VoucherRecord): [string, string][] {
  const { mandate } = voucher;
  if (mandate)
    return [
      ['Merchant', voucher.merchantName],
      ['Amount', plainAmount(voucher.totalAmount)],
      ['Mandate reference', voucher.reference],
      ['Account holder', voucher.shopperName ?? ''],
      ['Sort code', mandate.sortCode],
      ['Account number', `****${mandate.accountEnd}`],
      ['Email', mandate.email],
      ['Merchant reference', voucher.merchantReference],
    ];
  const fields: [string, string][] = [
    ['Merchant', voucher.merchantName],
    ['Amount', plainAmount(voucher.totalAmount)],
    ['Pay before', `${voucher.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
  ];
  if (voucher.entity !== undefined) fields.push(['Entity', voucher.entity]);
  fields.push(['Reference', voucher.reference]);
  if (voucher.alternativeReference !== undefined)
    fields.push(['Alternative reference', voucher.alternativeReference]);
  if (voucher.surcharge !== undefined) fields.push(['Surcharge included', plainAmount(voucher.surcharge)]);
  if (voucher.maskedTelephoneNumber !== undefined) fields.push(['Telephone', voucher.maskedTelephoneNumber]);
  fields.push(['Merchant reference', voucher.merchantReference]);
  if (voucher.shopperName !== undefined) fields.push(['Shopper', voucher.shopperName]);
  return fields;
}

const SANDBOX_NOTE =
  'Sandbox voucher: nothing can be paid with it, and the sandbox keeps the payment pending.';

const pdf: RouteHandler = (context) => {
  const voucher = voucherOf(context);
  const title = voucher.mandate
    ? `${voucher.methodName}: Direct Debit Instruction`
    : `${voucher.methodName} voucher`;
  const lines: PdfLine[] = [
    { text: title, size: 20, bold: true },
    ...voucherFields(voucher).map(([label, value]) => ({ text: `${label}: ${value}`, size: 12 })),
    { text: SANDBOX_NOTE, size: 9, gap: 18 },
  ];
  const bars =
    voucher.barcode !== undefined && voucher.barcodeType !== undefined
      ? { widths: barcodeBars(voucher.barcodeType, voucher.barcode) }
      : undefined;
  const document = createPdf({ title, lines, ...(bars ? { bars } : {}) });
  return new Response(new Uint8Array(document), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${voucher.paymentMethodType}-voucher.pdf"`,
      'Content-Length': String(document.length),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};

const INSTRUCTIONS: Record<string, string> = {
  boletobancario:
    'Pay at any bank, lottery outlet or in your banking app: scan the barcode or type the digitable line.',
  oxxo: 'Show the barcode or the reference at the till of any OXXO shop and pay in cash.',
  multibanco:
    'At a Multibanco ATM or in your banking app, choose Payments, then enter the entity, reference and amount.',
  doku_alfamart:
    'Tell the cashier of any Alfamart shop you pay a Doku payment code, show the code and pay in cash.',
  doku_indomaret:
    'Tell the cashier of any Indomaret shop you pay a Doku payment code, show the code and pay in cash.',
  econtext_seven_eleven:
    'Show the barcode or the payment slip number at the till of any 7-Eleven and pay in cash.',
  econtext_stores:
    'At a convenience store (Lawson, FamilyMart, Ministop, Seicomart) enter the collection institution number and the reference at the terminal, then pay at the till.',
  dragonpay_ebanking: 'Log in to your online banking and pay the bill to Dragonpay with the reference below.',
  dragonpay_otc_banking: 'Pay over the counter at your bank branch with the reference below.',
  dragonpay_otc_non_banking: 'Pay at the payment centre you chose with the reference below.',
};

const instructions: RouteHandler = (context) => {
  const voucher = voucherOf(context);
  const service = ownBase(context);
  const rows = voucherFields(voucher)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const barcode =
    voucher.barcode !== undefined && voucher.barcodeType !== undefined
      ? `<p><img src="${escapeHtml(`${service}barcode.shtml?data=${encodeURIComponent(voucher.barcode)}&barcodeType=${voucher.barcodeType}&fileType=png`)}" alt="Barcode of the reference ${escapeHtml(voucher.barcode)}"'></p>`
      : '';
  return htmlPage({
    title: `${voucher.methodName} voucher – ${voucher.merchantName}`,
    body: `<main>
<h1>How to pay your ${escapeHtml(voucher.methodName)} voucher</h1>
<p>${escapeHtml(INSTRUCTIONS[voucher.paymentMethodType] ?? 'Pay the amount with the reference below.')}</p>
<dl>${rows}</dl>${barcode}
<p><a href="${escapeHtml(`${service}vouchers/${voucher.id}.pdf`)}">Download the voucher (PDF)</a></p>
<p class="hint">${escapeHtml(SANDBOX_NOTE)} Amount shown: ${escapeHtml(formatAmount(voucher.totalAmount))}.</p>
</main>`,
  });
};

/** The voucher routes. */
const voucherRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/vouchers/:id.pdf', handler: pdf },
  { method: 'GET', path: '/vouchers/:id.html', handler: instructions },
];

export { voucherRoutes };
