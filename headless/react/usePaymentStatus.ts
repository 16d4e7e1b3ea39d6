import { useEffect, useMemo } from 'react';
import {
  createStatusPoller,
  IDLE_STATUS_POLL,
  followActionSource,
  statusPollActionEvents,
  type ActionStatus,
  type StatusPollState,
} from 'headless-checkout/core';
import { actionResultOf, useActionRun, type ActionCallbacks, type ActionResult } from './use-action-run';
import { useStoreSelector, type Subscribable } from './useStoreSelector';

/** Options of usePaymentStatus. */
interface UsePaymentStatusOptions extends ActionCallbacks {
  /** The action's paymentData; polling starts when it is set (null or '' keeps it idle). */
  paymentData: string | null | undefined;
  /** When the payment expires (ms since epoch); no expiry by default. */
  expiresAt?: number | null;
}

/** Where a polled payment stands: the action contract's status. */
type PolledPaymentStatus = ActionStatus;

/** What usePaymentStatus returns: the action contract's fields and the poller's state. */
interface UsePaymentStatusResult extends ActionResult {
  /** The poller's state (its own status, attempts, last mapped answer, network errors met). */
  poll: StatusPollState;
}

/** What subscribes while there is no poller: the idle poll, never changing. */
const IDLE: Subscribable<StatusPollState> = {
  getSnapshot: () => IDLE_STATUS_POLL,
  subscribe: () => () => undefined,
};

/**
 * Polls a payment's status (spec sections 4, 7, 9) under the action contract, for any method that
 * waits for the shopper elsewhere (QR codes, apps): 'started' while polling every 2 s (every 10 s
 * after a minute; network errors keep polling); a final answer's payload goes to /paymentDetails
 * (or onAdditionalDetails) as 'details'; its answer ends it 'completed'; at `expiresAt` it ends
 * 'timeout' ('Payment Expired'); a result without payload or a rejected poll ends it 'error'. The
 * end goes once to the checkout (onPaymentCompleted / onPaymentFailed, or onError) and to
 * `onComplete` / `onError`.
 */
function usePaymentStatus(options: UsePaymentStatusOptions): UsePaymentStatusResult {
  const { paymentData, expiresAt = null } = options;
  const { run, state, checkout } = useActionRun('usePaymentStatus', `poll:${paymentData ?? ''}`, options);
  // Created while rendering (no side effect), started and stopped by the effect below.
  const poller = useMemo(
    () =>
      paymentData
        ? createStatusPoller({
            http: checkout.http,
            clientKey: checkout.config.clientKey,
            paymentData,
            expiresAt,
            submitDetails: (data) => checkout.submitDetails(data),
          })
        : null,
    [checkout, paymentData, expiresAt],
  );
  useEffect(() => {
    if (!poller) return undefined;
    const unfollow = followActionSource(run, poller, statusPollActionEvents);
    poller.start();
    return () => {
      poller.stop();
      unfollow();
    };
  }, [run, poller]);

  const poll = useStoreSelector(poller ?? IDLE, (snapshot) => snapshot);
  return { ...actionResultOf(state), poll };
}

export { usePaymentStatus };
export type { PolledPaymentStatus, UsePaymentStatusOptions, UsePaymentStatusResult };
