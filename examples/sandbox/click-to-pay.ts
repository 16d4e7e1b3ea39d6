/**
 * The sandbox's Click to Pay test data (docs/testing.md, "Click to Pay"): the shoppers enrolled
 * with the Visa and Mastercard stand-ins (routes/click-to-pay.ts), their cards, and how a payment
 * names a card (spec section 3). The stand-in scripts hold no shopper: they ask the sandbox's
 * routes, which look shoppers up here, check the one-time code (click-to-pay-otp.ts) and answer
 * the profile's masked cards for a signed id token. The card processor (processors/card.ts) reads
 * the payment back to a card here and pays it as the test card it stands for (test-cards.ts):
 * authorised, refused, 3DS2.
 */
import * as v from 'valibot';
import { invalidRequest } from './errors';

/** The Click to Pay schemes. */
type ClickToPayScheme = 'visa' | 'mc';

/** A card in a shopper's Click to Pay profile. */
interface ClickToPayTestCard {
  /** The scheme's id of the card (srcDigitalCardId). */
  id: string;
  /** visa or mc. */
  scheme: ClickToPayScheme;
  /** The card's name in the profile. */
  descriptorName: string;
  /** The test card it stands for (its outcome is the payment's). */
  number: string;
  /** ACTIVE, or SUSPENDED (a card Click to Pay lists but that cannot be used). */
  status: 'ACTIVE' | 'SUSPENDED';
  /** Expiry relative to this year: +4 is valid, -1 expired (last year). */
  expiryYearOffset: number;
  /** Expiry month. */
  expiryMonth: string;
  /** Days since its last use; null when never used. */
  lastUsedDaysAgo: number | null;
  /** Visa's token id (a tokenised card: the payment sends the sandbox's fixed token reference). */
  tokenId?: string;
}

/** What a shopper's validation does. */
type ClickToPayBehaviour = 'normal' | 'locked' | 'otpSendFails';

/** A shopper enrolled with Click to Pay. */
interface ClickToPayTestShopper {
  /** A key (in correlation ids and id tokens). */
  key: string;
  /** The email address. */
  email: string;
  /** The mobile phone number, E.164. */
  mobilePhone: string | null;
  /** The schemes it is enrolled with. */
  schemes: readonly ClickToPayScheme[];
  /** The behaviour of its validation: normal, locked (ACCT_INACCESSIBLE on any code), otpSendFails (OTP_SEND_FAILED). */
  behaviour: ClickToPayBehaviour;
  /** Its cards. */
  cards: readonly ClickToPayTestCard[];
}

/** The Visa token reference test environments send for every tokenised card (spec section 9). */
const SANDBOX_VISA_TOKEN_REFERENCE = '987654321';

const visaCards: readonly ClickToPayTestCard[] = [
  {
    id: 'ctp-visa-1111',
    scheme: 'visa',
    descriptorName: 'Visa Classic',
    number: '4111111111111111',
    status: 'ACTIVE',
    expiryYearOffset: 4,
    expiryMonth: '03',
    lastUsedDaysAgo: 2,
    tokenId: 'sandbox-visa-token-1111',
  },
  {
    id: 'ctp-visa-0002',
    scheme: 'visa',
    descriptorName: 'Visa Debit (declines)',
    number: '4000000000000002',
    status: 'ACTIVE',
    expiryYearOffset: 3,
    expiryMonth: '11',
    lastUsedDaysAgo: 30,
  },
  {
    id: 'ctp-visa-0006',
    scheme: 'visa',
    descriptorName: 'Visa Signature (3DS2)',
    number: '4212345678910006',
    status: 'ACTIVE',
    expiryYearOffset: 2,
    expiryMonth: '08',
    lastUsedDaysAgo: null,
  },
  {
    id: 'ctp-visa-expired',
    scheme: 'visa',
    descriptorName: 'Visa Gold',
    number: '4035501000000008',
    status: 'ACTIVE',
    expiryYearOffset: -1,
    expiryMonth: '12',
    lastUsedDaysAgo: 1,
  },
  {
    id: 'ctp-visa-suspended',
    scheme: 'visa',
    descriptorName: 'Visa Business',
    number: '4000620000000007',
    status: 'SUSPENDED',
    expiryYearOffset: 3,
    expiryMonth: '05',
    lastUsedDaysAgo: 10,
  },
];

/** The shoppers of the stand-ins. */
const CLICK_TO_PAY_SHOPPERS: readonly ClickToPayTestShopper[] = [
  {
    key: 'shopper',
    email: 'shopper@example.com',
    mobilePhone: '+31612345678',
    schemes: ['visa'],
    behaviour: 'normal',
    cards: visaCards,
  },
  {
    key: 'mc-shopper',
    email: 'mc-shopper@example.com',
    mobilePhone: '+447700900123',
    schemes: ['mc'],
    behaviour: 'normal',
    cards: [
      {
        id: 'ctp-mc-4444',
        scheme: 'mc',
        descriptorName: 'Mastercard World',
        number: '5555555555554444',
        status: 'ACTIVE',
        expiryYearOffset: 3,
        expiryMonth: '06',
        lastUsedDaysAgo: 5,
      },
      {
        id: 'ctp-mc-5454',
        scheme: 'mc',
        descriptorName: 'Mastercard (3DS2 frictionless)',
        number: '5454545454545454',
        status: 'ACTIVE',
        expiryYearOffset: 2,
        expiryMonth: '01',
        lastUsedDaysAgo: null,
      },
    ],
  },
  {
    key: 'locked',
    email: 'locked@example.com',
    mobilePhone: null,
    schemes: ['visa'],
    behaviour: 'locked',
    cards: visaCards.slice(0, 1),
  },
  {
    key: 'otp-fails',
    email: 'otp-fails@example.com',
    mobilePhone: null,
    schemes: ['visa', 'mc'],
    behaviour: 'otpSendFails',
    cards: visaCards.slice(0, 1),
  },
];

/** How a shopper names itself to a scheme: an email address or a mobile number. */
type ClickToPayIdentityType = 'EMAIL' | 'MOBILE_NUMBER';

/** The digits (and a leading +) of a phone number as typed. */
function phoneDigitsOf(value: string): string {
  return value.replace(/[^0-9+]/g, '');
}

/** Whether an identity has a format the schemes take (else they answer ID_FORMAT_UNSUPPORTED). */
function isSupportedIdentity(type: ClickToPayIdentityType, value: string): boolean {
  return type === 'EMAIL'
    ? /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim())
    : /^\+?[0-9]{6,15}$/.test(phoneDigitsOf(value));
}

/** The shopper enrolled with a scheme under this email address or mobile number, if any. */
function clickToPayShopperOf(
  scheme: ClickToPayScheme,
  type: ClickToPayIdentityType,
  value: string,
): ClickToPayTestShopper | undefined {
  const email = value.trim().toLowerCase();
  const phone = phoneDigitsOf(value);
  return CLICK_TO_PAY_SHOPPERS.find(
    (shopper) =>
      shopper.schemes.includes(scheme) &&
      (type === 'EMAIL'
        ? shopper.email.toLowerCase() === email
        : shopper.mobilePhone !== null && phoneDigitsOf(shopper.mobilePhone) === phone),
  );
}

/** The shopper with this key enrolled with a scheme, if any. */
function clickToPayShopperByKey(scheme: ClickToPayScheme, key: string): ClickToPayTestShopper | undefined {
  return CLICK_TO_PAY_SHOPPERS.find((shopper) => shopper.key === key && shopper.schemes.includes(scheme));
}

/** Where a shopper's code goes, masked: its phone for a phone identity, else its email. */
function maskedChannelOf(shopper: ClickToPayTestShopper, type: ClickToPayIdentityType): string {
  if (type === 'MOBILE_NUMBER' && shopper.mobilePhone) return `•••• ${shopper.mobilePhone.slice(-4)}`;
  const [name = '', domain = ''] = shopper.email.split('@');
  return `${name.charAt(0)}•••@${domain}`;
}

/** A card of a profile as the schemes list it (`maskedCards`), dated from `now`. */
interface ClickToPayMaskedCard {
  srcDigitalCardId: string;
  panLastFour: string;
  panExpirationMonth: string;
  panExpirationYear: string;
  dateOfCardLastUsed?: string;
  tokenId?: string;
  digitalCardData: { status: string; descriptorName: string };
}

/** A shopper's cards with a scheme, masked as getSrcProfile lists them (no card number). */
function maskedCardsOf(
  shopper: ClickToPayTestShopper,
  scheme: ClickToPayScheme,
  now: Date,
): ClickToPayMaskedCard[] {
  return shopper.cards
    .filter((card) => card.scheme === scheme)
    .map((card) => ({
      srcDigitalCardId: card.id,
      panLastFour: card.number.slice(-4),
      panExpirationMonth: card.expiryMonth,
      panExpirationYear: String(now.getFullYear() + card.expiryYearOffset),
      ...(card.lastUsedDaysAgo !== null
        ? { dateOfCardLastUsed: new Date(now.getTime() - card.lastUsedDaysAgo * 86_400_000).toISOString() }
        : {}),
      ...(card.tokenId ? { tokenId: card.tokenId } : {}),
      digitalCardData: { status: card.status, descriptorName: card.descriptorName },
    }));
}

/** The correlation id of a shopper's profile with a scheme (what getSrcProfile gives). */
function correlationIdOf(scheme: ClickToPayScheme, shopper: ClickToPayTestShopper): string {
  return `sandbox-ctp-${scheme}-${shopper.key}`;
}

/** The checkout payload the Visa stand-in gives for an untokenised card (a test double of Visa's encrypted payload). */
function checkoutPayloadOf(srcDigitalCardId: string, srcCorrelationId: string): string {
  return `sandbox-ctp.${Buffer.from(JSON.stringify({ srcDigitalCardId, srcCorrelationId })).toString('base64url')}`;
}

/** The Click to Pay fields of a card payment's paymentMethod. */
const ClickToPayMethodSchema = v.looseObject({
  srcScheme: v.picklist(['visa', 'mc'], "must be 'visa' or 'mc'"),
  srcCorrelationId: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
  srcTokenReference: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  srcCheckoutPayload: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  srcDigitalCardId: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
});

const PayloadSchema = v.object({ srcDigitalCardId: v.string(), srcCorrelationId: v.string() });

/** The shopper and card a Click to Pay payment names; a 422 when it names none of the sandbox's. */
function clickToPayCardOf(method: unknown): { shopper: ClickToPayTestShopper; card: ClickToPayTestCard } {
  const parsed = v.safeParse(ClickToPayMethodSchema, method);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw invalidRequest(
      `Invalid request: paymentMethod.${v.getDotPath(issue) ?? 'srcScheme'}: ${issue.message}`,
    );
  }
  const { srcScheme, srcCorrelationId, srcTokenReference, srcCheckoutPayload, srcDigitalCardId } =
    parsed.output;
  const given = [srcTokenReference, srcCheckoutPayload, srcDigitalCardId].filter(
    (value) => value !== undefined,
  );
  if (given.length !== 1)
    throw invalidRequest(
      'Invalid request: paymentMethod: send exactly one of srcTokenReference, srcCheckoutPayload, srcDigitalCardId',
    );
  const shopper = CLICK_TO_PAY_SHOPPERS.find(
    (candidate) =>
      candidate.schemes.includes(srcScheme) && correlationIdOf(srcScheme, candidate) === srcCorrelationId,
  );
  if (!shopper)
    throw invalidRequest('Invalid request: paymentMethod.srcCorrelationId: unknown to the scheme');
  const cards = shopper.cards.filter((card) => card.scheme === srcScheme);
  let card: ClickToPayTestCard | undefined;
  if (srcTokenReference !== undefined) {
    if (srcScheme !== 'visa' || srcTokenReference !== SANDBOX_VISA_TOKEN_REFERENCE)
      throw invalidRequest(
        `Invalid request: paymentMethod.srcTokenReference: the sandbox's Visa token reference is ${SANDBOX_VISA_TOKEN_REFERENCE}`,
      );
    card = cards.find((candidate) => candidate.tokenId !== undefined);
  } else if (srcCheckoutPayload !== undefined) {
    const encoded = srcCheckoutPayload.startsWith('sandbox-ctp.') ? srcCheckoutPayload.slice(12) : '';
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    } catch {
      decoded = null;
    }
    const payload = v.safeParse(PayloadSchema, decoded);
    if (srcScheme !== 'visa' || !payload.success || payload.output.srcCorrelationId !== srcCorrelationId)
      throw invalidRequest(
        'Invalid request: paymentMethod.srcCheckoutPayload: not a payload of this checkout',
      );
    card = cards.find(
      (candidate) => candidate.id === payload.output.srcDigitalCardId && candidate.tokenId === undefined,
    );
  } else {
    if (srcScheme !== 'mc')
      throw invalidRequest(
        'Invalid request: paymentMethod.srcDigitalCardId: Visa cards send a token reference or a payload',
      );
    card = cards.find((candidate) => candidate.id === srcDigitalCardId);
  }
  if (!card) throw invalidRequest('Invalid request: paymentMethod: no card of this profile matches');
  return { shopper, card };
}

export {
  CLICK_TO_PAY_SHOPPERS,
  SANDBOX_VISA_TOKEN_REFERENCE,
  checkoutPayloadOf,
  clickToPayCardOf,
  clickToPayShopperByKey,
  clickToPayShopperOf,
  correlationIdOf,
  isSupportedIdentity,
  maskedCardsOf,
  maskedChannelOf,
};
export type {
  ClickToPayBehaviour,
  ClickToPayIdentityType,
  ClickToPayMaskedCard,
  ClickToPayScheme,
  ClickToPayTestCard,
  ClickToPayTestShopper,
};
