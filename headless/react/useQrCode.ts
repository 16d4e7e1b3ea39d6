import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  QR_OPEN_APP,
  createQrCountdown,
  getQrCountdownMs,
  shouldOfferOpenApp,
  type AwaitAction,
  type CheckoutError,
  type PaymentResponse,
  type QrCodeAction,
  type QrCountdownState,
} from 'headless-checkout/core';
import { usePaymentStatus, type UsePaymentStatusResult } from './usePaymentStatus';
import { useClipboard } from './use-clipboard';
import { useStoreSelector } from './useStoreSelector';

/** Options of useQrCode and useAwait. */
interface UseQrCodeOptions {
  /** The countdown, in ms; by method by default (Swish 3 min, UPI 5, PromptPay and DuitNow 1.5, else 15). */
  countdownMs?: number;
  /** The final response. */
  onComplete?: (response: PaymentResponse) => void;
  /** 'Payment Expired' and other errors. */
  onError?: (error: CheckoutError) => void;
}

/** What useQrCode returns. */
interface UseQrCodeResult {
  /** polling (waiting for the shopper), submitting, success, error or expired. */
  status: UsePaymentStatusResult['status'];
  /** The countdown: time left, `mm:ss`, the progress bar's percentage, expired. */
  countdown: QrCountdownState;
  /** The QR code's image URL (when the service sent one). */
  qrCodeImage: string | undefined;
  /** What the QR code encodes: what copy() copies. */
  qrCodeData: string;
  /** The final response. */
  response: PaymentResponse | null;
  /** The error of 'error' and 'expired'. */
  error: CheckoutError | null;
  /** Copies the QR data to the clipboard; resolves true when it worked. */
  copy: () => Promise<boolean>;
  /** True for 2 s after a successful copy (for a 'copied' message). */
  copied: boolean;
  /** The method's app link, offered on phones (up to 768 px, Android or iPhone) after 1 s; else null. */
  openAppUrl: string | null;
}

/** A countdown started after mount (server-safe), and the payment status polled until it ends. */
function useCountdownAndStatus(
  paymentMethodType: string | undefined,
  paymentData: string | undefined,
  options: UseQrCodeOptions,
) {
  const durationMs = options.countdownMs ?? getQrCountdownMs(paymentMethodType);
  // Created while rendering (no side effect: it ticks once started), so the poll shares its end.
  // A new action (its paymentData) starts a new countdown.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const countdown = useMemo(() => createQrCountdown({ durationMs }), [durationMs, paymentData]);
  useEffect(() => {
    countdown.start();
    return () => countdown.stop();
  }, [countdown]);
  const time = useStoreSelector(countdown, (snapshot) => snapshot);
  const payment = usePaymentStatus({
    paymentData,
    expiresAt: countdown.expiresAt,
    ...(options.onComplete ? { onComplete: options.onComplete } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  useEffect(() => {
    if (payment.status === 'success' || payment.status === 'error' || payment.status === 'expired')
      countdown.stop();
  }, [payment.status, countdown]);
  return { time, payment };
}

/**
 * A QR-code payment (spec sections 2, 4, 9): the image, the countdown with its progress bar, copy,
 * an open-the-app link on phones, and the status polled until the shopper pays, the payment fails
 * or the time is up ('Payment Expired').
 */
function useQrCode(action: QrCodeAction, options: UseQrCodeOptions = {}): UseQrCodeResult {
  const { time, payment } = useCountdownAndStatus(action.paymentMethodType, action.paymentData, options);
  const { copy: copyText, copiedId } = useClipboard();
  const [openAppUrl, setOpenAppUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!action.url) return undefined;
    const url = action.url;
    const timer = setTimeout(() => {
      if (shouldOfferOpenApp({ width: window.innerWidth, userAgent: navigator.userAgent }))
        setOpenAppUrl(url);
    }, QR_OPEN_APP.delayMs);
    return () => clearTimeout(timer);
  }, [action.url]);

  const { qrCodeData } = action;
  const copy = useCallback(() => copyText(qrCodeData, 'qrCodeData'), [copyText, qrCodeData]);

  return {
    status: payment.status,
    countdown: time,
    qrCodeImage: action.qrCodeImage,
    qrCodeData: action.qrCodeData,
    response: payment.response,
    error: payment.error,
    copy,
    copied: copiedId === 'qrCodeData',
    openAppUrl,
  };
}

/** What useAwait returns. */
interface UseAwaitResult {
  /** polling (waiting for the shopper's confirmation in the app), submitting, success, error or expired. */
  status: UsePaymentStatusResult['status'];
  /** The countdown (15 minutes unless said otherwise). */
  countdown: QrCountdownState;
  /** The method's app link, when the action has one. */
  url: string | undefined;
  /** The final response. */
  response: PaymentResponse | null;
  /** The error of 'error' and 'expired'. */
  error: CheckoutError | null;
}

/**
 * The await flow (spec section 4): the shopper confirms in an app (MB Way, Blik, UPI collect); the
 * status is polled; success completes with the payload; an error with a payload completes; an
 * error without payload is an error; expiry is 'Payment Expired'.
 */
function useAwait(action: AwaitAction, options: UseQrCodeOptions = {}): UseAwaitResult {
  const { time, payment } = useCountdownAndStatus(action.paymentMethodType, action.paymentData, options);
  return {
    status: payment.status,
    countdown: time,
    url: action.url,
    response: payment.response,
    error: payment.error,
  };
}

export { useAwait, useQrCode };
export type { UseAwaitResult, UseQrCodeOptions, UseQrCodeResult };
