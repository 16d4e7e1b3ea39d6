import { CheckoutError } from '../errors/checkout-error';

/** The 3DS2 error codes of spec section 8; a CheckoutError's `errorCode` carries one. */
const THREEDS2_ERROR_CODES = [
  'timeout',
  'wrongOrigin',
  'HTMLElementError',
  'wrongDataType',
  'missingProperty',
  'unknownError',
] as const;
type ThreeDS2ErrorCode = (typeof THREEDS2_ERROR_CODES)[number];

/** The 3DS2 texts of spec section 8. */
const THREEDS2_MESSAGES = {
  decode: 'Could not decode token',
  missingChallengeToken: 'Missing challengeToken parameter',
  missingFingerprintToken: 'Missing fingerprintToken parameter',
  noPaymentData: 'No paymentData received. 3DS2 cannot proceed',
  missingProperties: (names: string[]) => `3DS2 challenge token is missing ${names.join(', ')}`,
  timeout: (step: 'fingerprint' | 'challenge') => `3DS2 ${step} timed out`,
  wrongOrigin: 'Message was not sent from the expected origin',
  wrongDataType: 'Message data was not of the expected type',
  noElement: 'The 3DS2 frame could not be put in the page: no container element',
  unknown: 'An unknown 3DS2 error occurred',
} as const;

/** A 3DS2 CheckoutError (type ERROR) with its spec code. */
function threeDS2Error(code: ThreeDS2ErrorCode, message: string, cause?: unknown): CheckoutError {
  return new CheckoutError('ERROR', message, { errorCode: code, ...(cause ? { cause } : {}) });
}

/** The 3DS2 token of spec section 3: the fingerprint's or the challenge's data, base64 JSON. */
interface ThreeDS2Token {
  threeDSServerTransID?: string;
  threeDSMethodUrl?: string;
  threeDSMethodNotificationURL?: string;
  threeDSNotificationURL?: string;
  acsTransID?: string;
  acsURL?: string;
  messageVersion?: string;
}

/** The challenge token's required fields (spec section 5). */
const CHALLENGE_REQUIRED = ['acsURL', 'acsTransID', 'messageVersion', 'threeDSServerTransID'] as const;

/** Base64 (standard or URL alphabet, padded or not) to UTF-8 text; throws on bad input. */
function decodeBase64(text: string): string {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
}

/** JSON to base64url without padding (threeDSMethodData, creq, the results sent as details). */
function encodeBase64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Decodes an action's 3DS2 token. Missing: 'Missing fingerprintToken parameter' / 'Missing
 * challengeToken parameter' (missingProperty); not base64 JSON of an object: 'Could not decode
 * token' (wrongDataType); a challenge token without acsURL, acsTransID, messageVersion or
 * threeDSServerTransID: missingProperty naming them.
 */
function decodeThreeDS2Token(token: unknown, step: 'fingerprint' | 'challenge'): ThreeDS2Token {
  if (typeof token !== 'string' || token.trim() === '')
    throw threeDS2Error(
      'missingProperty',
      step === 'fingerprint'
        ? THREEDS2_MESSAGES.missingFingerprintToken
        : THREEDS2_MESSAGES.missingChallengeToken,
    );
  let decoded: unknown;
  try {
    decoded = JSON.parse(decodeBase64(token));
  } catch (error) {
    throw threeDS2Error('wrongDataType', THREEDS2_MESSAGES.decode, error);
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded))
    throw threeDS2Error('wrongDataType', THREEDS2_MESSAGES.decode);
  const fields = decoded as Record<string, unknown>;
  const parsed: ThreeDS2Token = {};
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string' && value !== '') (parsed as Record<string, string>)[name] = value;
  if (step === 'challenge') {
    const missing = CHALLENGE_REQUIRED.filter((name) => parsed[name] === undefined);
    if (missing.length > 0)
      throw threeDS2Error('missingProperty', THREEDS2_MESSAGES.missingProperties(missing));
  }
  return parsed;
}

/** A challenge window size code of EMV 3DS. */
type ChallengeWindowSizeCode = '01' | '02' | '03' | '04' | '05';

/** The challenge sizes of spec section 9. */
const CHALLENGE_WINDOW_SIZES: Readonly<Record<ChallengeWindowSizeCode, readonly [string, string]>> = {
  '01': ['250px', '400px'],
  '02': ['390px', '400px'],
  '03': ['500px', '600px'],
  '04': ['600px', '400px'],
  '05': ['100%', '100%'],
};

/** The challenge iframe's size for a window-size code; an unknown code falls back to '02'. */
function getChallengeWindowSize(code?: string | null): {
  code: ChallengeWindowSizeCode;
  width: string;
  height: string;
} {
  const known =
    typeof code === 'string' && Object.prototype.hasOwnProperty.call(CHALLENGE_WINDOW_SIZES, code);
  const size = known ? (code as ChallengeWindowSizeCode) : '02';
  const [width, height] = CHALLENGE_WINDOW_SIZES[size];
  return { code: size, width, height };
}

/** Timeouts of spec section 9. */
const THREEDS2_TIMEOUTS = { fingerprintMs: 10_000, challengeMs: 600_000 } as const;

export {
  CHALLENGE_WINDOW_SIZES,
  THREEDS2_ERROR_CODES,
  THREEDS2_MESSAGES,
  THREEDS2_TIMEOUTS,
  decodeBase64,
  decodeThreeDS2Token,
  encodeBase64Url,
  getChallengeWindowSize,
  threeDS2Error,
};
export type { ChallengeWindowSizeCode, ThreeDS2ErrorCode, ThreeDS2Token };
