import { useEffect, useMemo } from 'react';
import {
  createStatusPoller,
  createStore,
  resultCodeToStatus,
  type CheckoutError,
  type PaymentResponse,
  type StatusPollState,
} from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { useLatest } from './use-latest';
import { useStoreSelector } from './useStoreSelector';

/** Options of usePaymentStatus. */
interface UsePaymentStatusOptions {
  /** The action's paymentData; polling starts when it is set (null or '' keeps it idle). */
  paymentData: string | null | undefined;
  /** When the payment expires (ms since epoch); no expiry by default. */
  expiresAt?: number | null;
  /** The final response, after the payload went to /paymentDetails (or onAdditionalDetails). */
  onComplete?: (response: PaymentResponse) => void;
  /** An error: 'Payment Expired', a result without payload, a poll the service rejected, a failed details call. */
  onError?: (error: CheckoutError) => void;
}

/** Where a polled payment stands. */
type PolledPaymentStatus = 'idle' | 'polling' | 'submitting' | 'success' | 'error' | 'expired';

/** What usePaymentStatus returns. */
interface UsePaymentStatusResult {
  /** idle, polling, submitting (the details call), success, error or expired. */
  status: PolledPaymentStatus;
  /** The poller's state (attempts, last mapped answer, network errors met). */
  poll: StatusPollState;
  /** The final response. */
  response: PaymentResponse | null;
  /** The error of 'error' and 'expired'. */
  error: CheckoutError | null;
}

const IDLE = createStore<StatusPollState>({
  status: 'idle',
  attempts: 0,
  result: null,
  error: null,
  networkErrors: 0,
  response: null,
});

/**
 * Polls a payment's status (spec sections 4, 7, 9) for any method that waits for the shopper
 * elsewhere (QR codes, apps): every 2 s, every 10 s after a minute; network errors keep polling;
 * at `expiresAt` it stops with 'Payment Expired'. A final answer's payload is submitted as the
 * action's details and the response handed to `onComplete` (and to the checkout's
 * onPaymentCompleted / onPaymentFailed).
 */
function usePaymentStatus(options: UsePaymentStatusOptions): UsePaymentStatusResult {
  const checkout = useCheckoutContext('usePaymentStatus');
  const latest = useLatest(options);
  const { paymentData, expiresAt = null } = options;
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
    poller?.start();
    return () => poller?.stop();
  }, [poller]);

  const poll = useStoreSelector(poller ?? IDLE, (snapshot) => snapshot);

  useEffect(() => {
    if (poll.status === 'completed' && poll.response) {
      checkout.reportResult(poll.response);
      latest.current.onComplete?.(poll.response);
    } else if ((poll.status === 'error' || poll.status === 'expired') && poll.error) {
      checkout.reportError(poll.error);
      latest.current.onError?.(poll.error);
    }
  }, [poll.status, poll.response, poll.error, checkout, latest]);

  return { status: statusOf(poll), poll, response: poll.response, error: poll.error };
}

function statusOf(poll: StatusPollState): PolledPaymentStatus {
  switch (poll.status) {
    case 'polling':
    case 'submitting':
    case 'error':
    case 'expired':
      return poll.status;
    case 'completed':
      return resultCodeToStatus(poll.response?.resultCode);
    default:
      return 'idle';
  }
}

export { usePaymentStatus };
export type { PolledPaymentStatus, UsePaymentStatusOptions, UsePaymentStatusResult };
