/**
 * GET /barcode.shtml?data=…&barcodeType=qrCode|BT_Int2of5A|BT_Code128C&fileType=png — a PNG image
 * of the data (barcodes.ts). The image depends only on the query, so it is cached for a day.
 */
import { createHash } from 'node:crypto';
import type { RouteHandler } from '../context';
import { invalidRequest } from '../errors';
import { barcodeDataProblem, barcodePng, isBarcodeType } from '../barcodes';
import type { Route } from '../router';

/** How long clients may cache a barcode image: one day. */
const BARCODE_MAX_AGE_SECONDS = 86_400;

const barcode: RouteHandler = async (context) => {
  const query = context.url.searchParams;
  const type = query.get('barcodeType');
  const data = query.get('data') ?? '';
  if (!isBarcodeType(type))
    throw invalidRequest("Invalid request: barcodeType: must be 'qrCode', 'BT_Int2of5A' or 'BT_Code128C'");
  if ((query.get('fileType') ?? 'png') !== 'png')
    throw invalidRequest("Invalid request: fileType: must be 'png'");
  const problem = barcodeDataProblem(type, data);
  if (problem) throw invalidRequest(`Invalid request: ${problem}`);
  const etag = `"${createHash('sha256').update(`${type}\n${data}`).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'Content-Type': 'image/png',
    'Cache-Control': `public, max-age=${BARCODE_MAX_AGE_SECONDS}`,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  const ifNoneMatch = context.request.headers.get('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'))
    return new Response(null, { status: 304, headers });
  let png: Buffer;
  try {
    png = await barcodePng(type, data);
  } catch (error) {
    throw invalidRequest(`Invalid request: data cannot be drawn as ${type}: ${String(error)}`);
  }
  return new Response(new Uint8Array(png), { headers: { ...headers, 'Content-Length': String(png.length) } });
};

/** The barcode route. */
const barcodeRoutes: Route<RouteHandler>[] = [{ method: 'GET', path: '/barcode.shtml', handler: barcode }];

export { BARCODE_MAX_AGE_SECONDS, barcodeRoutes };
