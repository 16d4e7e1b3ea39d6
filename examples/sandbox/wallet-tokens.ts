/**
 * The wallet tokens of the sandbox's Google Pay and Apple Pay stand-ins (test doubles of the
 * providers, docs/testing.md#wallets). A real token is encrypted for the payment service by Google
 * or Apple; the stand-ins build tokens of the same shape whose encrypted part carries the chosen
 * test card in the clear (`{ sandboxCard }`, base64 JSON), so the sandbox can answer its outcome.
 * The sandbox decrypts nothing: it checks the token's shape, reads the test card when there is one,
 * and treats a well-formed token it cannot read as a real card that pays.
 */
import * as v from 'valibot';

/** A test card of the wallets' sheets, and what paying with it answers. */
interface WalletTestCard {
  /** The id the stand-ins put in the token. */
  id: string;
  /** What the sheet shows. */
  label: string;
  /** Google's network name. */
  network: 'VISA' | 'MASTERCARD' | 'AMEX';
  /** The card's brand (the payment's additionalData). */
  brand: 'visa' | 'mc' | 'amex';
  /** The last four digits. */
  lastFour: string;
  /** Authorised, Refused, or a 3DS2 challenge first (Google Pay's PAN_ONLY cards). */
  outcome: 'Authorised' | 'Refused' | 'IdentifyShopper';
}

/** The wallets' test cards. */
const WALLET_TEST_CARDS: readonly WalletTestCard[] = [
  {
    id: 'visa-1111',
    label: 'Visa •••• 1111',
    network: 'VISA',
    brand: 'visa',
    lastFour: '1111',
    outcome: 'Authorised',
  },
  {
    id: 'mc-4444',
    label: 'Mastercard •••• 4444',
    network: 'MASTERCARD',
    brand: 'mc',
    lastFour: '4444',
    outcome: 'Authorised',
  },
  {
    id: 'visa-0002',
    label: 'Visa •••• 0002 (declined)',
    network: 'VISA',
    brand: 'visa',
    lastFour: '0002',
    outcome: 'Refused',
  },
  {
    id: 'visa-3ds2',
    label: 'Visa •••• 1091 (3-D Secure)',
    network: 'VISA',
    brand: 'visa',
    lastFour: '1091',
    outcome: 'IdentifyShopper',
  },
];

/** A string that is standard base64. */
const Base64 = v.pipe(
  v.string(),
  v.nonEmpty('must not be empty'),
  v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
);

/** Google's signedMessage (ECv2): the encrypted message with its key and tag. */
const GoogleSignedMessageSchema = v.object({
  encryptedMessage: Base64,
  ephemeralPublicKey: Base64,
  tag: Base64,
});

/** Google's token (PAYMENT_GATEWAY tokenization, protocol ECv2). */
const GoogleTokenSchema = v.looseObject({
  protocolVersion: v.picklist(['ECv1', 'ECv2', 'ECv2SigningOnly'], 'must be ECv1, ECv2 or ECv2SigningOnly'),
  signature: Base64,
  signedMessage: v.pipe(v.string(), v.nonEmpty('must not be empty')),
  intermediateSigningKey: v.optional(v.looseObject({})),
});

/** Apple's payment token. */
const AppleTokenSchema = v.looseObject({
  paymentData: v.looseObject({
    version: v.picklist(['EC_v1', 'RSA_v1'], 'must be EC_v1 or RSA_v1'),
    data: Base64,
    signature: Base64,
    header: v.looseObject({
      publicKeyHash: Base64,
      transactionId: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]+$/, 'must be hex')),
    }),
  }),
  paymentMethod: v.optional(
    v.looseObject({ displayName: v.optional(v.string()), network: v.optional(v.string()) }),
  ),
  transactionIdentifier: v.optional(v.string()),
});

/** JSON parsed, or undefined. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The test card a stand-in's encrypted part names, if it does. */
function testCardIn(encrypted: string): WalletTestCard | undefined {
  const named = parseJson(Buffer.from(encrypted, 'base64').toString('utf8')) as
    { sandboxCard?: unknown } | undefined;
  return typeof named?.sandboxCard === 'string'
    ? WALLET_TEST_CARDS.find((card) => card.id === named.sandboxCard)
    : undefined;
}

/** What a wallet token holds: well-formed or why not, and its test card. */
type WalletTokenReading = { ok: true; card: WalletTestCard | undefined } | { ok: false; problem: string };

/** Reads a Google Pay token (the JSON string Google's sheet answered). */
function readGooglePayToken(token: string): WalletTokenReading {
  const parsed = v.safeParse(GoogleTokenSchema, parseJson(token));
  if (!parsed.success) return { ok: false, problem: `googlePayToken: ${v.summarize(parsed.issues)}` };
  const message = v.safeParse(GoogleSignedMessageSchema, parseJson(parsed.output.signedMessage));
  if (!message.success)
    return { ok: false, problem: `googlePayToken.signedMessage: ${v.summarize(message.issues)}` };
  return { ok: true, card: testCardIn(message.output.encryptedMessage) };
}

/** Reads an Apple Pay token (base64 of the payment token's JSON). */
function readApplePayToken(token: string): WalletTokenReading {
  if (!v.is(Base64, token)) return { ok: false, problem: 'applePayToken: must be base64' };
  const parsed = v.safeParse(AppleTokenSchema, parseJson(Buffer.from(token, 'base64').toString('utf8')));
  if (!parsed.success) return { ok: false, problem: `applePayToken: ${v.summarize(parsed.issues)}` };
  return { ok: true, card: testCardIn(parsed.output.paymentData.data) };
}

export { WALLET_TEST_CARDS, readApplePayToken, readGooglePayToken };
export type { WalletTestCard, WalletTokenReading };
