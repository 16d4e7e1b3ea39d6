/**
 * The sandbox's Amazon Pay (a test double of the provider, docs/sandbox.md and docs/testing.md):
 * Amazon's key that signs the button's payload (RSASSA-PSS with SHA-256, a real signature the
 * stand-in checkout page verifies), the test buyer with two addresses and two payment instruments
 * (Visa ••••1111 pays, Mastercard ••••0002 is declined at payment: the decline flow), and the
 * checkout sessions the stand-in checkout page creates.
 */
import { constants, createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Amount } from './types';

/** The public key id of the sandbox's Amazon Pay merchants (their payment method's configuration). */
const AMAZON_PAY_PUBLIC_KEY_ID = 'SANDBOX-AMAZONPAY-PUBLIC-KEY-01';

/** The test buyer. */
const AMAZON_PAY_BUYER = { name: 'Jan Jansen', email: 'jan.jansen@example.com' } as const;

/** The test buyer's addresses, by id. */
const AMAZON_PAY_ADDRESSES = {
  home: {
    name: 'Jan Jansen',
    addressLine1: 'Simon Carmiggeltstraat 6-50',
    city: 'Amsterdam',
    postalCode: '1011 DJ',
    countryCode: 'NL',
  },
  office: {
    name: 'Jan Jansen',
    addressLine1: 'Keizersgracht 313',
    city: 'Amsterdam',
    postalCode: '1016 EE',
    countryCode: 'NL',
  },
} as const;

/** The test buyer's payment instruments, by id: what the payment answers with each. */
const AMAZON_PAY_INSTRUMENTS = {
  visa: { paymentDescriptor: 'Visa ••••1111', outcome: 'Authorised' },
  mastercard: { paymentDescriptor: 'Mastercard ••••0002', outcome: 'Refused' },
} as const;

/** An address id. */
type AmazonPayAddressId = keyof typeof AMAZON_PAY_ADDRESSES;
/** An instrument id. */
type AmazonPayInstrumentId = keyof typeof AMAZON_PAY_INSTRUMENTS;

/**
 * A checkout session: 'open' once the shopper approved at Amazon, 'confirmed' once the merchant
 * set the amount and Amazon confirmed the purchase, 'completed' once paid, 'declined' after a
 * refused payment (until the shopper chooses another instrument: 'open' again).
 */
interface AmazonPayCheckoutSession {
  /** The session's id (amazonCheckoutSessionId). */
  id: string;
  /** The signed configuration (storeId, webCheckoutDetails…). */
  config: {
    storeId: string;
    webCheckoutDetails: {
      checkoutReviewReturnUrl?: string;
      checkoutResultReturnUrl?: string;
      checkoutCancelUrl?: string;
      checkoutMode?: string;
    };
    paymentDetails?: { chargeAmount?: { amount: string; currencyCode: string } };
  };
  /** The region of the button. */
  region: string;
  /** The shipping address chosen. */
  address: AmazonPayAddressId;
  /** The instrument chosen. */
  instrument: AmazonPayInstrumentId;
  /** Where it stands. */
  state: 'open' | 'confirmed' | 'completed' | 'declined';
  /** The amount the merchant set (updateCheckoutSession). */
  amount?: Amount;
  /** Where Amazon returns once the purchase is confirmed. */
  checkoutResultReturnUrl?: string;
}

/** Amazon's signing key (one per process). */
let keyPair: { privateKey: KeyObject; publicKey: KeyObject } | null = null;
function keys(): { privateKey: KeyObject; publicKey: KeyObject } {
  keyPair ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return keyPair;
}

/** Signs a string (RSASSA-PSS, SHA-256, salt 32), base64. */
function signAmazonPayString(value: string): string {
  const signer = createSign('sha256');
  signer.update(value);
  return signer.sign(
    { key: keys().privateKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 },
    'base64',
  );
}

/** True when `signature` is the sandbox's signature of `value`. */
function verifyAmazonPaySignature(value: string, signature: string): boolean {
  try {
    const verifier = createVerify('sha256');
    verifier.update(value);
    return verifier.verify(
      { key: keys().publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 },
      signature,
      'base64',
    );
  } catch {
    return false;
  }
}

/** The checkout sessions of each store (the sandbox's store: they go with it). */
const sessionsByStore = new WeakMap<object, Map<string, AmazonPayCheckoutSession>>();

/** The checkout sessions kept with a sandbox's store. */
function amazonPaySessions(store: object): Map<string, AmazonPayCheckoutSession> {
  let sessions = sessionsByStore.get(store);
  if (!sessions) sessionsByStore.set(store, (sessions = new Map()));
  return sessions;
}

/** Amazon's view of a checkout session (getCheckoutDetails). */
function checkoutDetailsOf(session: AmazonPayCheckoutSession) {
  return {
    checkoutSessionId: session.id,
    buyer: { ...AMAZON_PAY_BUYER },
    shippingAddress: { ...AMAZON_PAY_ADDRESSES[session.address] },
    paymentPreferences: [{ paymentDescriptor: AMAZON_PAY_INSTRUMENTS[session.instrument].paymentDescriptor }],
    statusDetails: { state: session.state },
  };
}

export {
  AMAZON_PAY_ADDRESSES,
  AMAZON_PAY_BUYER,
  AMAZON_PAY_INSTRUMENTS,
  AMAZON_PAY_PUBLIC_KEY_ID,
  amazonPaySessions,
  checkoutDetailsOf,
  signAmazonPayString,
  verifyAmazonPaySignature,
};
export type { AmazonPayAddressId, AmazonPayCheckoutSession, AmazonPayInstrumentId };
