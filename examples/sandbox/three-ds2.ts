/**
 * 3-D Secure 2 for the card test cards that need it (test-cards.ts, `threeDS2`). The sandbox plays
 * the 3DS server (the payment service's origin) and the issuer's ACS (the issuer origin, see
 * origins.ts):
 *
 * 1. payments: resultCode 'IdentifyShopper', a fingerprint action whose token names the issuer's
 *    method URL and the service's method-notification URL;
 * 2. the client posts threeDSMethodData into a hidden frame: the issuer's method page records the
 *    fingerprint and posts on to the method notification, which tells the parent window
 *    `fingerPrintResult` (the timeout card's method page never answers: the client sends 'N');
 * 3. v1/submitThreeDS2Fingerprint: `completed` with an opaque `threeDSResult` (frictionless), or a
 *    challenge action (a new paymentData) whose token names the issuer's challenge page;
 * 4. the challenge page asks for the one-time code; its result (the ACS's, recorded here, as the
 *    ACS reports it to the 3DS server) goes as a CRes to the service's challenge-notification page,
 *    which tells the parent window `challengeResult`;
 * 5. paymentDetails: `{ threeDSResult }` authorises; `{ 'threeds2.challengeResult' }` authorises
 *    only when the issuer recorded 'Y' and the client claims 'Y'; anything else is Refused with
 *    refusalReason '3D Not Authenticated'.
 */
import { randomUUID } from 'node:crypto';
import type { SandboxContext } from './context';
import { invalidDetails } from './errors';
import { decodeBase64Json } from './html';
import { newOpaqueToken } from './ids';
import type { SandboxUrls } from './origins';
import { readResultToken, replacePendingAction, signResultToken } from './pending';
import type { ProcessorDetailsContext, ProcessorPaymentContext } from './processors/registry';
import type {
  PendingActionRecord,
  SessionRecord,
  ThreeDS2Scenario,
  ThreeDS2TransactionRecord,
} from './types';

/** The one-time code the challenge page accepts. */
const THREEDS2_ONE_TIME_CODE = '1234';
/** Wrong codes the challenge page takes before it answers 'N'. */
const THREEDS2_MAX_TRIES = 3;
/** The EMV 3DS message version of the challenge token. */
const THREEDS2_MESSAGE_VERSION = '2.2.0';
/** The refusal reason of a payment whose authentication failed (or timed out). */
const THREEDS2_REFUSAL_REASON = '3D Not Authenticated';

/** A card's 3DS2 step, kept as its pending action's state. */
interface ThreeDS2CardState {
  /** 'fingerprint' until submitThreeDS2Fingerprint; then 'frictionless' or 'challenge'. */
  step: 'fingerprint' | 'frictionless' | 'challenge';
  /** The transaction. */
  threeDSServerTransID: string;
  /** Sent with the fingerprint action. */
  authorisationToken: string;
  /** The brand paid with. */
  brand: string;
  /** The brand's display name. */
  name: string;
  /** Last four digits. */
  lastFour: string;
  /** Store the card once authorised. */
  storePaymentMethod: boolean;
  /** The fingerprint's completion indicator, once submitted. */
  threeDSCompInd?: string;
}

/** True for the pending state of a card in 3DS2. */
function isThreeDS2State(state: unknown): state is ThreeDS2CardState {
  if (typeof state !== 'object' || state === null) return false;
  const step = (state as { step?: unknown }).step;
  return (
    (step === 'fingerprint' || step === 'frictionless' || step === 'challenge') &&
    typeof (state as { threeDSServerTransID?: unknown }).threeDSServerTransID === 'string'
  );
}

/** Base64 (standard alphabet, padded) JSON: the 3DS2 tokens. */
function base64Json(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

/** What starting 3DS2 needs to know of the card. */
interface ThreeDS2Card {
  scenario: ThreeDS2Scenario;
  brand: string;
  name: string;
  lastFour: string;
  storePaymentMethod: boolean;
}

/**
 * Starts 3DS2 for a card: records the transaction and stores the fingerprint action. Returns the
 * outcome for the payments answer and the pending state (the card processor keys the card's
 * number on it, to store the card once authorised).
 */
function startThreeDS2(context: ProcessorPaymentContext, card: ThreeDS2Card) {
  const transaction: ThreeDS2TransactionRecord = {
    threeDSServerTransID: randomUUID(),
    scenario: card.scenario,
    merchantName: context.merchant.name,
    amount: { ...context.due },
    methodNotificationURL: `${context.urls.service}threeDS2/method-notification`,
    failedTries: 0,
    closed: false,
  };
  context.store.threeDS2Transactions.set(transaction.threeDSServerTransID, transaction);
  const state: ThreeDS2CardState = {
    step: 'fingerprint',
    threeDSServerTransID: transaction.threeDSServerTransID,
    authorisationToken: newOpaqueToken('Ab02b4c0!'),
    brand: card.brand,
    name: card.name,
    lastFour: card.lastFour,
    storePaymentMethod: card.storePaymentMethod,
  };
  const paymentData = context.storePendingAction(state);
  const token = base64Json({
    threeDSServerTransID: transaction.threeDSServerTransID,
    threeDSMethodUrl: `${context.urls.issuer}issuer/3ds2/method`,
    threeDSMethodNotificationURL: transaction.methodNotificationURL,
  });
  return {
    state,
    outcome: {
      resultCode: 'IdentifyShopper' as const,
      action: {
        type: 'threeDS2',
        subtype: 'fingerprint',
        paymentMethodType: 'scheme',
        paymentData,
        token,
        authorisationToken: state.authorisationToken,
      },
    },
  };
}

/** The fingerprint's completion indicator from `fingerprintResult` (base64url JSON `{ threeDSCompInd }`). */
function readFingerprintResult(fingerprintResult: string): 'Y' | 'N' | 'U' | undefined {
  const indicator = decodeBase64Json(fingerprintResult)?.['threeDSCompInd'];
  return indicator === 'Y' || indicator === 'N' || indicator === 'U' ? indicator : undefined;
}

/** The pending fingerprint of a paymentData, or 724. */
function pendingFingerprint(
  sandbox: SandboxContext,
  paymentData: string,
  merchantAccount: string,
): { pending: PendingActionRecord; state: ThreeDS2CardState; transaction: ThreeDS2TransactionRecord } {
  const pending = sandbox.store.pendingActions.get(paymentData);
  const state = pending?.state;
  const transaction = isThreeDS2State(state)
    ? sandbox.store.threeDS2Transactions.get(state.threeDSServerTransID)
    : undefined;
  if (
    !pending ||
    pending.merchantAccount !== merchantAccount ||
    !isThreeDS2State(state) ||
    state.step !== 'fingerprint' ||
    !transaction
  )
    throw invalidDetails('No pending 3DS2 fingerprint matches this paymentData');
  return { pending, state, transaction };
}

/**
 * Completes the fingerprint (v1/submitThreeDS2Fingerprint): frictionless cards get `completed` with
 * a `threeDSResult` for paymentDetails (the same paymentData stays pending); challenge cards get a
 * challenge action with a new paymentData (the fingerprint's stops working).
 */
function submitFingerprint(
  sandbox: SandboxContext,
  urls: SandboxUrls,
  session: SessionRecord,
  found: ReturnType<typeof pendingFingerprint>,
  threeDSCompInd: 'Y' | 'N' | 'U',
): Record<string, unknown> {
  const { pending, state, transaction } = found;
  state.threeDSCompInd = threeDSCompInd;
  if (transaction.scenario === 'challenge' || transaction.scenario === 'challengeRefused') {
    state.step = 'challenge';
    transaction.acsTransID = randomUUID();
    transaction.notificationURL = `${urls.service}threeDS2/challenge-notification`;
    // The same state object moves on: the card processor keeps the card's number keyed on it.
    const next = replacePendingAction(sandbox, session, pending, state);
    return {
      type: 'action',
      action: {
        type: 'threeDS2',
        subtype: 'challenge',
        paymentMethodType: 'scheme',
        paymentData: next.paymentData,
        token: base64Json({
          acsTransID: transaction.acsTransID,
          acsURL: `${urls.issuer}issuer/3ds2/challenge`,
          messageVersion: THREEDS2_MESSAGE_VERSION,
          threeDSServerTransID: transaction.threeDSServerTransID,
          threeDSNotificationURL: transaction.notificationURL,
        }),
      },
    };
  }
  state.step = 'frictionless';
  transaction.transStatus = 'Y';
  const result = signResultToken(sandbox.tokens, 'threeDSResult', pending.paymentData, 'Y');
  return {
    type: 'completed',
    details: { threeDSResult: Buffer.from(result, 'utf8').toString('base64') },
  };
}

/** The outcome of completing 3DS2 in paymentDetails. */
type ThreeDS2Completion = { resultCode: 'Authorised' } | { resultCode: 'Refused'; refusalReason: string };

/**
 * Completes a card's 3DS2 in paymentDetails (see the module comment). Details that do not fit the
 * step are 724 and leave the action pending; a completed transaction cannot be used again.
 */
function completeThreeDS2(context: ProcessorDetailsContext, state: ThreeDS2CardState): ThreeDS2Completion {
  const transaction = context.store.threeDS2Transactions.get(state.threeDSServerTransID);
  if (!transaction || transaction.closed) throw invalidDetails('This 3DS2 transaction is already completed');
  if (state.step === 'fingerprint') {
    throw invalidDetails(
      'The 3DS2 fingerprint is not submitted yet: call v1/submitThreeDS2Fingerprint with this paymentData first',
    );
  }
  if (state.step === 'frictionless') {
    const token = readResultToken(context.tokens, context.details['threeDSResult'], 'threeDSResult');
    if (!token || token.pd !== context.pending.paymentData)
      throw invalidDetails('Invalid details: threeDSResult is not the result of this payment');
    transaction.closed = true;
    return token.r === 'Y'
      ? { resultCode: 'Authorised' }
      : { resultCode: 'Refused', refusalReason: THREEDS2_REFUSAL_REASON };
  }
  const claimed = decodeBase64Json(
    typeof context.details['threeds2.challengeResult'] === 'string'
      ? context.details['threeds2.challengeResult']
      : undefined,
  )?.['transStatus'];
  if (typeof claimed !== 'string')
    throw invalidDetails(
      "Invalid details: send 'threeds2.challengeResult', base64url JSON { transStatus }, for a 3DS2 challenge",
    );
  transaction.closed = true;
  // Only the issuer's own result counts; the client's claim must agree with it.
  return transaction.transStatus === 'Y' && claimed === 'Y'
    ? { resultCode: 'Authorised' }
    : { resultCode: 'Refused', refusalReason: THREEDS2_REFUSAL_REASON };
}

export {
  THREEDS2_MAX_TRIES,
  THREEDS2_MESSAGE_VERSION,
  THREEDS2_ONE_TIME_CODE,
  THREEDS2_REFUSAL_REASON,
  completeThreeDS2,
  isThreeDS2State,
  pendingFingerprint,
  readFingerprintResult,
  startThreeDS2,
  submitFingerprint,
};
export type { ThreeDS2CardState, ThreeDS2Completion };
