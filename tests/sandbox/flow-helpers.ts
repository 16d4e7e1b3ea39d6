/**
 * Helpers for the payment-flow suites: posting forms as a browser does, reading the sandbox's HTML
 * pages (forms, the message a notification page posts), base64 JSON, and checking a PNG.
 */
import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';

/** A page or redirect answer. */
interface PageResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** Posts a form (application/x-www-form-urlencoded) without following redirects. */
async function postForm(url: string, fields: Record<string, string>): Promise<PageResponse> {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** GETs a page without following redirects. */
async function getPage(url: string): Promise<PageResponse> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A form of a page (the one with this id, else the first): its action and its hidden fields. */
function formIn(html: string, id?: string): { action: string; fields: Record<string, string> } {
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  const found = id ? forms.find((form) => (form[1] ?? '').includes(`id="${id}"`)) : forms[0];
  if (!found) throw new Error(`no form${id ? ` #${id}` : ''} in the page:\n${html}`);
  const action = /action="([^"]*)"/.exec(found[1] ?? '')?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const input of (found[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescapeHtml(input[1] ?? '')] = unescapeHtml(input[2] ?? '');
  return { action: unescapeHtml(action), fields };
}

/** The message a notification page posts to its parent window (parsed), and the target origin. */
function postedMessage(html: string): { message: unknown; targetOrigin: string } {
  const found = /window\.parent\.postMessage\(("(?:[^"\\]|\\.)*"), '([^']*)'\);/.exec(html);
  if (!found) throw new Error(`no postMessage in the page:\n${html}`);
  return { message: JSON.parse(JSON.parse(found[1] ?? '""') as string), targetOrigin: found[2] ?? '' };
}

/** Base64 or base64url JSON, decoded. */
function decodeJson(value: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** JSON as base64url. */
function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** Checks the headers every sandbox page has: HTML, no X-Frame-Options, a nonce CSP, local frame ancestors. */
function expectPageHeaders(page: PageResponse): void {
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('x-frame-options')).toBeNull();
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain('frame-ancestors ');
  expect(csp).toContain('http://localhost:*');
  expect(csp).toContain('http://127.0.0.1:*');
  expect(page.headers.get('cache-control')).toBe('no-store');
  // Inline scripts carry the nonce of the CSP.
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  for (const script of page.text.matchAll(/<script([^>]*)>/g)) expect(script[1]).toBe(` nonce="${nonce}"`);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Checks a PNG: the signature, the IHDR, and that its IDAT data inflates to exactly the image's
 * rows (one filter byte each). Returns the width and height.
 */
function decodePng(bytes: Uint8Array): { width: number; height: number } {
  const buffer = Buffer.from(bytes);
  expect([...buffer.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(buffer.subarray(12, 16).toString('latin1')).toBe('IHDR');
  const width = buffer.readUInt32BE(16);
  const height = buffer.readUInt32BE(20);
  const bitDepth = buffer[24] ?? 0;
  const channels = CHANNELS[buffer[25] ?? -1] ?? 0;
  const idat: Buffer[] = [];
  let offset = 8;
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.subarray(offset + 4, offset + 8).toString('latin1');
    if (type === 'IDAT') idat.push(buffer.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  expect(pixels.length).toBe(height * (1 + Math.ceil((width * channels * bitDepth) / 8)));
  return { width, height };
}

/** A redirect payment's bank page (from its answer's action), authorised: where the bank sends the shopper back. */
async function authoriseAtBank(answer: unknown): Promise<URL> {
  const { action } = answer as { action: { method: string; url: string; data?: Record<string, string> } };
  const bank =
    action.method === 'POST' ? await postForm(action.url, action.data ?? {}) : await getPage(action.url);
  const form = formIn(bank.text);
  const back = await postForm(form.action, { ...form.fields, decision: 'authorise' });
  return new URL(back.headers.get('location') ?? '');
}

export {
  authoriseAtBank,
  decodeJson,
  decodePng,
  encodeJson,
  expectPageHeaders,
  formIn,
  getPage,
  postForm,
  postedMessage,
  unescapeHtml,
};
export type { PageResponse };
