/**
 * The sandbox's test cards: numbers with a known brand, issuing country and outcome. Every number
 * passes Luhn and its brands are what a standard brand table detects from its prefix. A payment
 * with exactly one of these numbers gets the row's outcome; bin lookup answers from the row whose
 * number starts with the digits it is given. Any other Luhn-valid number of a brand the merchant
 * accepts is authorised. Documented for testers in docs/testing.md ("Test cards").
 *
 * Expiry: any date from the current month on (e.g. 03/30). Security code: any 3 digits (737), 4
 * for amex (7373).
 */

import type { ThreeDS2Scenario } from './types';

/**
 * What a payment with the card gives: 'Authorised'; 'Refused' (with `refusalReason`);
 * 'IdentifyShopper' (a 3DS2 fingerprint action, then the card's `threeDS2` scenario);
 * 'Unsupported': the test merchant does not accept the brand, so bin lookup answers
 * `supported: false` and payments answer 905 (a merchant that does accept it gets 'Authorised').
 */
type TestCardOutcome = 'Authorised' | 'Refused' | 'IdentifyShopper' | 'Unsupported';

/** One test card. */
interface TestCard {
  /** The card number, digits only. */
  number: string;
  /** Its brands, in the issuer's order of preference (two for a dual-branded card). */
  brands: readonly string[];
  /** ISO 3166-1 alpha-2 country of the issuer. */
  issuingCountryCode: string;
  /** What a payment gives. */
  outcome: TestCardOutcome;
  /** How a 3DS2 card ('IdentifyShopper') authenticates: see three-ds2.ts and docs/testing.md. */
  threeDS2?: ThreeDS2Scenario;
  /** The refusal reason of a refused card. */
  refusalReason?: string;
  /** A Korean card: payments need `paymentMethod.encryptedPassword` (2 digits) and `paymentMethod.taxNumber` (6 or 10 digits). */
  koreanAuthentication?: boolean;
  /** A Brazilian card: bin lookup says `showSocialSecurityNumber`, payments need a valid `socialSecurityNumber` (CPF or CNPJ). */
  showSocialSecurityNumber?: boolean;
  /** What the card is for. */
  notes: string;
}

/** The test cards. */
const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4111111111111111',
    brands: ['visa'],
    issuingCountryCode: 'NL',
    outcome: 'Authorised',
    notes: 'The everyday card.',
  },
  {
    number: '5555555555554444',
    brands: ['mc'],
    issuingCountryCode: 'US',
    outcome: 'Authorised',
    notes: 'Mastercard.',
  },
  {
    number: '2222400070000005',
    brands: ['mc'],
    issuingCountryCode: 'GB',
    outcome: 'Authorised',
    notes: 'Mastercard in the 2221-2720 range.',
  },
  {
    number: '370000000000002',
    brands: ['amex'],
    issuingCountryCode: 'US',
    outcome: 'Authorised',
    notes: '15 digits; a 4-digit security code (CID), e.g. 7373.',
  },
  {
    number: '5000550000000003',
    brands: ['maestro'],
    issuingCountryCode: 'GB',
    outcome: 'Authorised',
    notes: 'The security code is optional: pays with or without one.',
  },
  {
    number: '4000000000000002',
    brands: ['visa'],
    issuingCountryCode: 'US',
    outcome: 'Refused',
    refusalReason: 'Refused',
    notes: "Refused by the issuer (refusalReason 'Refused'); the session stays open.",
  },
  {
    number: '5454545454545454',
    brands: ['mc'],
    issuingCountryCode: 'US',
    outcome: 'IdentifyShopper',
    threeDS2: 'frictionless',
    notes:
      "3DS2 frictionless: a fingerprint action with a method URL; the issuer's method page answers, submitThreeDS2Fingerprint completes without a challenge, and paymentDetails authorises.",
  },
  {
    number: '4212345678910006',
    brands: ['visa'],
    issuingCountryCode: 'NL',
    outcome: 'IdentifyShopper',
    threeDS2: 'challenge',
    notes:
      "Needs 3DS2 with a challenge: fingerprint, then the issuer's challenge page; the one-time code 1234 authorises (transStatus Y), a wrong code three times, or Cancel, refuses (N).",
  },
  {
    number: '4000010000000001',
    brands: ['visa'],
    issuingCountryCode: 'GB',
    outcome: 'IdentifyShopper',
    threeDS2: 'challengeRefused',
    notes:
      "3DS2 challenge refused: fingerprint, then a challenge that the issuer answers with transStatus N whatever the code; the payment is Refused with refusalReason '3D Not Authenticated'.",
  },
  {
    number: '4000030000000009',
    brands: ['visa'],
    issuingCountryCode: 'DE',
    outcome: 'IdentifyShopper',
    threeDS2: 'fingerprintTimeout',
    notes:
      "3DS2 fingerprint timeout: the issuer's method page never answers; after 10 s the client submits threeDSCompInd N and the payment continues frictionless to Authorised.",
  },
  {
    number: '6250946000000016',
    brands: ['cup'],
    issuingCountryCode: 'CN',
    outcome: 'Unsupported',
    notes:
      "UnionPay, which the test merchant does not accept: bin lookup answers supported: false, a payment 905 'Payment details are not supported'.",
  },
  {
    number: '6703444444444449',
    brands: ['bcmc', 'maestro'],
    issuingCountryCode: 'BE',
    outcome: 'Authorised',
    notes:
      'Dual-branded Bancontact + Maestro: the shopper picks the brand. Bancontact hides the security code; Maestro makes it optional.',
  },
  {
    number: '4035501000000008',
    brands: ['visa', 'cartebancaire'],
    issuingCountryCode: 'FR',
    outcome: 'Authorised',
    notes: 'Dual-branded Visa + Cartes Bancaires: the shopper picks the brand.',
  },
  {
    number: '4000620000000007',
    brands: ['visa'],
    issuingCountryCode: 'KR',
    outcome: 'Authorised',
    koreanAuthentication: true,
    notes:
      'Korean card: needs the first 2 digits of the card password (any, e.g. 12) and the tax number (birth date YYMMDD or 10-digit business number, e.g. 010101).',
  },
  {
    number: '5066991111111118',
    brands: ['elo'],
    issuingCountryCode: 'BR',
    outcome: 'Authorised',
    showSocialSecurityNumber: true,
    notes:
      'Brazilian Elo card: needs a valid CPF or CNPJ in socialSecurityNumber (e.g. 123.456.789-09 or 11.222.333/0001-81).',
  },
];

/** The test card with exactly this number (digits only). */
function findTestCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

/** The test card whose number starts with these 6 to 11 digits. */
function findTestCardByBin(bin: string): TestCard | undefined {
  if (!/^\d{6,11}$/.test(bin)) return undefined;
  return TEST_CARDS.find((card) => card.number.startsWith(bin));
}

export { TEST_CARDS, findTestCard, findTestCardByBin };
export type { TestCard, TestCardOutcome };
