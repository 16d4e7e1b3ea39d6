/**
 * The outcome of payments the shopper approves elsewhere (QR codes, await methods), as the status
 * endpoint reports it, and of payments completed offline (vouchers, bank transfers), which stay
 * pending.
 *
 * A QR or await payment is authorised STATUS_DELAY_MS (6 s) after its action was created, unless
 * the amount's value ends in 13 (e.g. 1013: refused after 6 s) or in 99 (e.g. 1099: never
 * completes, so the client's countdown expires). The QR code's "open the app" page settles it at
 * once (Approve / Decline) while it is still pending.
 */
import type { Amount, PendingActionRecord } from './types';

/** How long after its action a QR or await payment completes. */
const STATUS_DELAY_MS = 6_000;

/** A final status result. */
type StatusResult = 'authorised' | 'refused';

/** The pending state of a QR or await payment. */
interface StatusState {
  kind: 'status';
  /** The method's display name. */
  name: string;
  /** What the delay gives (from the amount). */
  planned: StatusResult | 'never';
  /** Set by the "open the app" page. */
  settled?: StatusResult;
  /** The id of the "open the app" page (QR codes). */
  pageId?: string;
}

/** The pending state of a voucher or bank transfer: paid offline, never completed by the sandbox. */
interface OfflineState {
  kind: 'offline';
  /** The method's display name. */
  name: string;
}

/** True for the state of a QR or await payment. */
function isStatusState(state: unknown): state is StatusState {
  return typeof state === 'object' && state !== null && (state as { kind?: unknown }).kind === 'status';
}

/** True for the state of a voucher or bank transfer. */
function isOfflineState(state: unknown): state is OfflineState {
  return typeof state === 'object' && state !== null && (state as { kind?: unknown }).kind === 'offline';
}

/** What the delay gives for an amount: ends in 13 refused, ends in 99 never, otherwise authorised. */
function plannedResult(amount: Amount): StatusState['planned'] {
  const lastTwo = amount.value % 100;
  if (lastTwo === 13) return 'refused';
  if (lastTwo === 99) return 'never';
  return 'authorised';
}

/** Where a QR or await payment stands now. */
function currentStatus(
  pending: PendingActionRecord,
  state: StatusState,
  now: Date,
): StatusResult | 'pending' {
  if (state.settled) return state.settled;
  if (state.planned === 'never') return 'pending';
  return now.getTime() - pending.createdAt.getTime() >= STATUS_DELAY_MS ? state.planned : 'pending';
}

export { STATUS_DELAY_MS, currentStatus, isOfflineState, isStatusState, plannedResult };
export type { OfflineState, StatusResult, StatusState };
