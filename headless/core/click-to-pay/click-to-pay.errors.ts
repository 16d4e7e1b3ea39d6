/**
 * Click to Pay's errors (spec section 8): a scheme's reason becomes the message key
 * `ctp.errors.{reason}`, UNKNOWN_ERROR for any other; the typed errors of the SDKs' load and of a
 * checkout that did not complete.
 */
import * as v from 'valibot';
import { CheckoutError } from '../errors/checkout-error';
import type { MessageKey } from '../i18n/messages';

/** The reasons the spec names (and UNKNOWN_ERROR, the fallback). */
const CLICK_TO_PAY_ERROR_REASONS = [
  'AUTH_INVALID',
  'NOT_FOUND',
  'ID_FORMAT_UNSUPPORTED',
  'FRAUD',
  'CONSUMER_ID_MISSING',
  'ACCT_INACCESSIBLE',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'RETRIES_EXCEEDED',
  'OTP_SEND_FAILED',
  'REQUEST_TIMEOUT',
  'UNKNOWN_ERROR',
] as const;

/** A Click to Pay error reason. */
type ClickToPayErrorReason = (typeof CLICK_TO_PAY_ERROR_REASONS)[number];

/** The developer-facing texts of Click to Pay's typed errors (spec section 8). */
const CLICK_TO_PAY_ERROR_MESSAGES = {
  unableToLoadSchemes: 'Unable to load network schemes',
  noSchemes: 'There are no schemes set to be loaded',
  notAvailable: (ms: number) => `Click to Pay is not available: no answer within ${ms} ms`,
  checkoutNotCompleted: (code: string) =>
    `Checkout through Scheme DCF did not complete. DCF Action code received: ${code}`,
} as const;

const ReasonSchema = v.picklist(CLICK_TO_PAY_ERROR_REASONS);
const SchemeErrorSchema = v.looseObject({
  reason: v.optional(v.unknown()),
  error: v.optional(v.looseObject({ reason: v.optional(v.unknown()) })),
});

/** The reason of a scheme SDK's rejection (`{ reason }` or `{ error: { reason } }`); UNKNOWN_ERROR otherwise. */
function clickToPayReasonOf(error: unknown): ClickToPayErrorReason {
  const parsed = v.safeParse(SchemeErrorSchema, error);
  if (!parsed.success) return 'UNKNOWN_ERROR';
  const reason = parsed.output.reason ?? parsed.output.error?.reason;
  const known = v.safeParse(ReasonSchema, reason);
  return known.success ? known.output : 'UNKNOWN_ERROR';
}

/** The message key of a reason: `ctp.errors.{reason}`. */
function clickToPayMessageKeyOf(reason: ClickToPayErrorReason): MessageKey {
  return `ctp.errors.${reason}`;
}

/** A typed error of a scheme call, with its reason (reported to onError). */
class ClickToPayError extends CheckoutError {
  /** The scheme's reason. */
  readonly reason: ClickToPayErrorReason;
  /** The call that failed (identityLookup, completeIdentityValidation…). */
  readonly call: string;

  constructor(call: string, reason: ClickToPayErrorReason, cause?: unknown) {
    super('ERROR', `Click to Pay: ${call} failed (${reason})`, { cause });
    this.call = call;
    this.reason = reason;
  }
}

export {
  CLICK_TO_PAY_ERROR_MESSAGES,
  CLICK_TO_PAY_ERROR_REASONS,
  ClickToPayError,
  clickToPayMessageKeyOf,
  clickToPayReasonOf,
};
export type { ClickToPayErrorReason };
