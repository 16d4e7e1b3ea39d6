/**
 * The sandbox's Amazon Pay (a test double of the provider, docs/sandbox.md and docs/testing.md):
 * Amazon's key that signs the button's payload (RSASSA-PSS with SHA-256, a real signature the
 * stand-in checkout page verifies), the test buyer with two addresses and two payment instruments
 * (Visa ••••1111 pays, Mastercard ••••0002 is declined at payment: the decline flow), and the
 * checkout sessions the stand-in checkout page creates, each bound to the checkout whose button
 * was signed (issue 29): only that checkout reads it, updates it and pays with it.
 */
import { constants, createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { SandboxStore } from './store';
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
 * The checkout an Amazon Pay checkout session belongs to: the client key whose button was signed
 * and, in the sessions flow, its session (null in the advanced flow: the client key alone).
 */
interface AmazonPayCheckout {
  /** The merchant of the client key. */
  merchantAccount: string;
  /** The client key that asked for the signature. */
  clientKey: string;
  /** The session (sessions flow), proven by its sessionData; null in the advanced flow. */
  sessionId: string | null;
}

/** True when two checkouts are the same: the same client key and the same session (or both none). */
function isSameCheckout(a: AmazonPayCheckout, b: AmazonPayCheckout): boolean {
  return (
    a.merchantAccount === b.merchantAccount && a.clientKey === b.clientKey && a.sessionId === b.sessionId
  );
}

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
  /** The checkout whose button was signed: the only one that reads, updates and pays with it. */
  checkout: AmazonPayCheckout;
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

/** The checkout sessions kept with a sandbox's store. */
function amazonPaySessions(store: SandboxStore): Map<string, AmazonPayCheckoutSession> {
  return store.amazonPaySessions;
}

/** Most button signatures remembered (the oldest forgotten first: its button is long gone). */
const MAX_REMEMBERED_SIGNATURES = 10_000;

/** Remembers the checkout a button's signature was made for (the checkout page binds its session to it). */
function rememberSignature(store: SandboxStore, signature: string, checkout: AmazonPayCheckout): void {
  const signatures = store.amazonPaySignatures;
  signatures.set(signature, checkout);
  for (const oldest of signatures.keys()) {
    if (signatures.size <= MAX_REMEMBERED_SIGNATURES) break;
    signatures.delete(oldest);
  }
}

/** The checkout a button's signature was made for; undefined for one the sandbox did not make (or forgot). */
function checkoutOfSignature(store: SandboxStore, signature: string): AmazonPayCheckout | undefined {
  return store.amazonPaySignatures.get(signature);
}

/** Amazon's amount ('24.99', 'EUR') in minor units. */
function amountOfCharge(charge: { amount: string; currencyCode: string }): Amount {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: charge.currencyCode }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // not a currency Intl knows: two digits
  }
  return { value: Math.round(Number(charge.amount) * 10 ** digits), currency: charge.currencyCode };
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
  amountOfCharge,
  checkoutDetailsOf,
  checkoutOfSignature,
  isSameCheckout,
  rememberSignature,
  signAmazonPayString,
  verifyAmazonPaySignature,
};
export type { AmazonPayAddressId, AmazonPayCheckout, AmazonPayCheckoutSession, AmazonPayInstrumentId };
