/**
 * Barcode images of the sandbox (GET barcode.shtml), rendered to PNG by bwip-js (a devDependency
 * used by the sandbox only; pure JavaScript, no native modules). The barcode types are the payment
 * service's names: `qrCode` (QR codes), `BT_Int2of5A` (Interleaved 2 of 5: Boleto) and
 * `BT_Code128C` (Code 128 set C: OXXO).
 */
import bwipjs from 'bwip-js/node';

/** The barcode types of barcode.shtml and the bwip-js symbology of each. */
const BARCODE_TYPES = { qrCode: 'qrcode', BT_Int2of5A: 'interleaved2of5', BT_Code128C: 'code128' } as const;

/** One of the barcode types. */
type BarcodeType = keyof typeof BARCODE_TYPES;

/** Longest data a barcode takes. */
const MAX_BARCODE_DATA = 1000;

/** True for a known barcode type. */
function isBarcodeType(value: string | null): value is BarcodeType {
  return value !== null && Object.prototype.hasOwnProperty.call(BARCODE_TYPES, value);
}

/** Why `data` cannot be drawn as `type`, or undefined when it can. */
function barcodeDataProblem(type: BarcodeType, data: string): string | undefined {
  if (data.length === 0) return 'data must not be empty';
  if (data.length > MAX_BARCODE_DATA) return `data must be at most ${MAX_BARCODE_DATA} characters`;
  if (type !== 'qrCode' && !/^(\d\d)+$/.test(data))
    return `data must be an even number of digits for ${type}`;
  return undefined;
}

/** Renders a barcode to PNG (a QR code with a quiet zone; linear codes 60 px high). */
async function barcodePng(type: BarcodeType, data: string): Promise<Buffer> {
  const bcid = BARCODE_TYPES[type];
  if (type === 'qrCode')
    return bwipjs.toBuffer({ bcid, text: data, scale: 4, paddingwidth: 4, paddingheight: 4 });
  return bwipjs.toBuffer({ bcid, text: data, scale: 2, height: 15, paddingwidth: 10, paddingheight: 4 });
}

/** A linear barcode's bar and space widths in modules (bar first), to draw it elsewhere (the voucher PDF). */
function barcodeBars(type: Exclude<BarcodeType, 'qrCode'>, data: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: BARCODE_TYPES[type], text: data });
  return symbol && 'sbs' in symbol ? [...symbol.sbs] : [];
}

export { BARCODE_TYPES, barcodeBars, barcodeDataProblem, barcodePng, isBarcodeType };
export type { BarcodeType };
