/**
 * The one-time codes of the Click to Pay stand-ins, checked on the sandbox's side (docs/testing.md,
 * "Click to Pay"): the accepted test code lives here and nowhere in the scripts the page loads.
 *
 * Per identity (a test shopper with a scheme, whichever of its email or phone number was typed) the
 * sandbox keeps one record: the code now valid, the wrong codes it got, and how many codes were
 * sent in the current window. As the schemes do:
 * - a code takes CLICK_TO_PAY_MAX_WRONG_CODES wrong codes: the first ones answer CODE_INVALID, the
 *   last one RETRIES_EXCEEDED, and from then on every code (the right one too) answers
 *   RETRIES_EXCEEDED until a new code is sent;
 * - a new code (initiateIdentityValidation, the resend) replaces the one before (its validation
 *   then answers CODE_EXPIRED); at most CLICK_TO_PAY_MAX_CODES codes are sent within
 *   CLICK_TO_PAY_CODES_WINDOW_MS of the first, more answer RETRIES_EXCEEDED until the window ends;
 * - a code expires CLICK_TO_PAY_CODE_TTL_MS after it was sent (CODE_EXPIRED); `000000` always
 *   answers CODE_EXPIRED (a test trigger; it counts as no attempt);
 * - the right code ends the record: the identity starts afresh.
 *
 * Records exist only for enrolled test shoppers (one per shopper and scheme), so the memory is
 * bounded; the store's `reset()` forgets them.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** The one-time code every validation accepts (documented in docs/testing.md, never served to a page). */
const CLICK_TO_PAY_OTP = '123456';
/** The code that answers CODE_EXPIRED. */
const CLICK_TO_PAY_EXPIRED_OTP = '000000';
/** Wrong codes one code takes: the last of them answers RETRIES_EXCEEDED. */
const CLICK_TO_PAY_MAX_WRONG_CODES = 5;
/** Codes sent to one identity within the window (the first and two resends). */
const CLICK_TO_PAY_MAX_CODES = 3;
/** The window the codes are counted in, from the first code: 15 minutes. */
const CLICK_TO_PAY_CODES_WINDOW_MS = 15 * 60_000;
/** How long a code is valid: 10 minutes. */
const CLICK_TO_PAY_CODE_TTL_MS = 10 * 60_000;

/** A scheme's refusal of a code or of a new code. */
type ClickToPayOtpRefusal = 'CODE_INVALID' | 'CODE_EXPIRED' | 'RETRIES_EXCEEDED';

/** The code now valid for an identity. */
interface CurrentCode {
  /** Its random id (carried, signed, in the validation id the stand-in holds). */
  id: string;
  /** When it was sent (ms since the epoch). */
  sentAt: number;
  /** Wrong codes it got. */
  wrongCodes: number;
}

/** What the sandbox keeps of one identity. */
interface IdentityRecord {
  /** When the window's first code was sent (ms since the epoch). */
  windowStartedAt: number;
  /** Codes sent in the window. */
  codesSent: number;
  /** The code now valid; null once it took its last wrong code. */
  current: CurrentCode | null;
}

/** The outcome of sending a code. */
type SendOutcome =
  { ok: true; codeId: string } | { ok: false; reason: 'RETRIES_EXCEEDED'; retryAfterMs: number };

/** The outcome of checking a code. */
type CheckOutcome = { ok: true } | { ok: false; reason: ClickToPayOtpRefusal };

/** True when `code` is the accepted one (compared in constant time). */
function isAcceptedCode(code: string): boolean {
  const given = Buffer.from(code, 'utf8');
  const expected = Buffer.from(CLICK_TO_PAY_OTP, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The one-time codes of every identity, and their counters. */
class ClickToPayOtpGuard {
  private readonly identities = new Map<string, IdentityRecord>();

  /** The identity's record, forgotten once its window has ended. */
  private recordOf(identity: string, now: number): IdentityRecord | undefined {
    const record = this.identities.get(identity);
    if (record && now - record.windowStartedAt >= CLICK_TO_PAY_CODES_WINDOW_MS) {
      this.identities.delete(identity);
      return undefined;
    }
    return record;
  }

  /** Sends a new code to an identity (it replaces the one before), unless the window's codes are used up. */
  send(identity: string, now: number): SendOutcome {
    const record = this.recordOf(identity, now) ?? { windowStartedAt: now, codesSent: 0, current: null };
    if (record.codesSent >= CLICK_TO_PAY_MAX_CODES)
      return {
        ok: false,
        reason: 'RETRIES_EXCEEDED',
        retryAfterMs: record.windowStartedAt + CLICK_TO_PAY_CODES_WINDOW_MS - now,
      };
    const codeId = randomBytes(16).toString('base64url');
    record.codesSent += 1;
    record.current = { id: codeId, sentAt: now, wrongCodes: 0 };
    this.identities.set(identity, record);
    return { ok: true, codeId };
  }

  /** Checks a code typed for the code `codeId` of an identity. */
  check(identity: string, codeId: string, code: string, now: number): CheckOutcome {
    const record = this.recordOf(identity, now);
    // A code of an earlier window, or replaced by a newer one, has expired; so has a code past its time.
    if (!record) return { ok: false, reason: 'CODE_EXPIRED' };
    const { current } = record;
    if (current === null) return { ok: false, reason: 'RETRIES_EXCEEDED' };
    if (current.id !== codeId || now - current.sentAt >= CLICK_TO_PAY_CODE_TTL_MS)
      return { ok: false, reason: 'CODE_EXPIRED' };
    if (code === CLICK_TO_PAY_EXPIRED_OTP) return { ok: false, reason: 'CODE_EXPIRED' };
    if (isAcceptedCode(code)) {
      this.identities.delete(identity);
      return { ok: true };
    }
    current.wrongCodes += 1;
    if (current.wrongCodes < CLICK_TO_PAY_MAX_WRONG_CODES) return { ok: false, reason: 'CODE_INVALID' };
    record.current = null;
    return { ok: false, reason: 'RETRIES_EXCEEDED' };
  }

  /** How many identities have a record. */
  get size(): number {
    return this.identities.size;
  }

  /** Forgets every record. */
  clear(): void {
    this.identities.clear();
  }
}

export {
  CLICK_TO_PAY_CODES_WINDOW_MS,
  CLICK_TO_PAY_CODE_TTL_MS,
  CLICK_TO_PAY_EXPIRED_OTP,
  CLICK_TO_PAY_MAX_CODES,
  CLICK_TO_PAY_MAX_WRONG_CODES,
  CLICK_TO_PAY_OTP,
  ClickToPayOtpGuard,
};
export type { CheckOutcome, ClickToPayOtpRefusal, SendOutcome };
