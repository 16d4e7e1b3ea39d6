/** Helpers for the sandbox tests: a tiny client, session creation and card-data encryption with jose. */
import { CompactEncrypt, importJWK } from 'jose';
import type { JWK } from 'jose';
import { CLICK_TO_PAY_OTP } from '../../examples/sandbox/click-to-pay-otp';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

/** A parsed response. */
interface ClientResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
}

/** Options of one request. */
interface RequestOptions {
  /** JSON body (a string is sent as is). */
  body?: unknown;
  /** Client key for the `clientKey` query parameter; null leaves it out. Default: the test client key. */
  clientKey?: string | null;
  /** Extra headers. */
  headers?: Record<string, string>;
}

/** A client for the sandbox at a base URL (ending in '/'). */
interface SandboxClient {
  base: string;
  request(method: string, path: string, options?: RequestOptions): Promise<ClientResponse>;
  post(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<ClientResponse>;
  get(path: string, options?: Omit<RequestOptions, 'body'>): Promise<ClientResponse>;
}

function createClient(base: string): SandboxClient {
  const request = async (
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ClientResponse> => {
    const url = new URL(path, base);
    const clientKey = options.clientKey === undefined ? SANDBOX_CLIENT_KEY : options.clientKey;
    if (clientKey !== null && /^v\d\//.test(path) && !path.startsWith('v1/clientKeys/'))
      url.searchParams.set('clientKey', clientKey);
    const init: RequestInit = { method, headers: { ...options.headers } };
    if (options.body !== undefined) {
      init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      init.headers = { 'Content-Type': 'application/json', ...options.headers };
    }
    const response = await fetch(url, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body };
  };
  return {
    base,
    request,
    post: (path, body, options) => request('POST', path, { ...options, body }),
    get: (path, options) => request('GET', path, options),
  };
}

/** A session request body with the given changes. */
function sessionRequest(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: { value: 7500, currency: 'EUR' },
    countryCode: 'NL',
    shopperLocale: 'en-US',
    returnUrl: 'http://localhost:5173/checkout/return',
    reference: `order-${Math.random().toString(36).slice(2)}`,
    ...changes,
  };
}

/** Creates a session through the merchant call; returns its response body ({ id, sessionData, … }). */
async function createSession(
  client: SandboxClient,
  changes: Record<string, unknown> = {},
  apiKey = SANDBOX_API_KEY,
) {
  const response = await client.post('merchant/v1/sessions', sessionRequest(changes), {
    headers: { 'x-api-key': apiKey },
  });
  if (response.status !== 201) throw new Error(`session not created: ${JSON.stringify(response.body)}`);
  return response.body as {
    id: string;
    sessionData: string;
    amount: { value: number; currency: string };
    expiresAt: string;
  };
}

/** The public key of a client key, as the service publishes it. */
async function fetchPublicKey(
  client: SandboxClient,
  clientKey = SANDBOX_CLIENT_KEY,
): Promise<{ kid: string; jwk: JWK }> {
  const response = await client.get(`v1/clientKeys/${clientKey}/publicKey`);
  if (response.status !== 200) throw new Error(`no public key: ${JSON.stringify(response.body)}`);
  return response.body as { kid: string; jwk: JWK };
}

/** Options of `encryptField`. */
interface EncryptOptions {
  /** The generation time written into the payload (default: now). */
  generationtime?: Date | string;
  /** The kid written into the header (default: the key's kid). */
  kid?: string;
  /** Extra payload fields. */
  extra?: Record<string, unknown>;
}

/** Encrypts one card field the way the page does: JWE compact, RSA-OAEP-256 + A256GCM, with the key's kid. */
async function encryptField(
  publicKey: { kid: string; jwk: JWK },
  field: string,
  value: string,
  options: EncryptOptions = {},
): Promise<string> {
  const key = await importJWK(publicKey.jwk, 'RSA-OAEP-256');
  const generated = options.generationtime ?? new Date();
  const payload = {
    [field]: value,
    generationtime: typeof generated === 'string' ? generated : generated.toISOString(),
    ...options.extra,
  };
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: options.kid ?? publicKey.kid })
    .encrypt(key);
}

/** A card payment method (expiry 03 four years ahead, security code 737) encrypted to the key. */
async function cardMethod(publicKey: { kid: string; jwk: JWK }, number: string) {
  const year = String(new Date().getUTCFullYear() + 4);
  return {
    type: 'scheme',
    encryptedCardNumber: await encryptField(publicKey, 'number', number),
    encryptedExpiryMonth: await encryptField(publicKey, 'expiryMonth', '03'),
    encryptedExpiryYear: await encryptField(publicKey, 'expiryYear', year),
    encryptedSecurityCode: await encryptField(publicKey, 'cvc', '737'),
  };
}

/** A gift card payment method with the number and PIN encrypted to the key. */
async function giftCardMethod(
  publicKey: { kid: string; jwk: JWK },
  number: string,
  pin: string | undefined,
  brand = 'givex',
) {
  return {
    type: 'giftcard',
    brand,
    encryptedCardNumber: await encryptField(publicKey, 'number', number),
    ...(pin !== undefined ? { encryptedSecurityCode: await encryptField(publicKey, 'cvc', pin) } : {}),
  };
}

/** Changes one character in the middle of a JWE's ciphertext. */
function tamper(jwe: string): string {
  const parts = jwe.split('.');
  const ciphertext = parts[3] ?? '';
  const index = Math.floor(ciphertext.length / 2);
  const replaced = ciphertext[index] === 'A' ? 'B' : 'A';
  parts[3] = `${ciphertext.slice(0, index)}${replaced}${ciphertext.slice(index + 1)}`;
  return parts.join('.');
}

/**
 * An id token of a Click to Pay stand-in for an enrolled shopper: a validation with the documented
 * code, as the shopper's browser does. Stored as `localStorage['sandbox-ctp:recognized:visa']` (or
 * `…:mc`), it makes the browser a recognised one.
 */
async function clickToPayIdToken(
  client: SandboxClient,
  scheme: 'visa' | 'mastercard' = 'visa',
  email = 'shopper@example.com',
): Promise<string> {
  const started = await client.post(`click-to-pay/${scheme}/identity-validation`, {
    identityValue: email,
    type: 'EMAIL',
  });
  const completed = await client.post(`click-to-pay/${scheme}/identity-validation/complete`, {
    validationId: started.body?.validationId,
    otp: CLICK_TO_PAY_OTP,
  });
  if (completed.status !== 200) throw new Error(`no id token: ${JSON.stringify(completed.body)}`);
  return completed.body.idToken as string;
}

export {
  cardMethod,
  clickToPayIdToken,
  createClient,
  createSession,
  encryptField,
  fetchPublicKey,
  giftCardMethod,
  sessionRequest,
  tamper,
};
export type { ClientResponse, RequestOptions, SandboxClient };
