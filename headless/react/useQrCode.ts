import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  QR_OPEN_APP,
  createQrCountdown,
  getQrCountdownMs,
  getQrInstructionsKey,
  isActionEnded,
  shouldOfferOpenApp,
  type AwaitAction,
  type MessageKey,
  type QrCodeAction,
  type QrCountdownState,
} from 'headless-checkout/core';
import type { ActionCallbacks, ActionResult } from './use-action-run';
import { usePaymentStatus } from './usePaymentStatus';
import { useClipboard } from './use-clipboard';
import { useStoreSelector } from './useStoreSelector';

/** Options of useQrCode and useAwait. */
interface UseQrCodeOptions extends ActionCallbacks {
  /** The countdown, in ms; by method by default (Swish 3 min, UPI 5, PromptPay and DuitNow 1.5, else 15). */
  countdownMs?: number;
}

/** What useQrCode returns: the action contract's fields (status started while polling, timeout once expired) and the QR's. */
interface UseQrCodeResult extends ActionResult {
  /** The countdown: time left, `mm:ss`, the progress bar's percentage, expired. */
  countdown: QrCountdownState;
  /** The QR code's image URL (when the service sent one). */
  qrCodeImage: string | undefined;
  /** What the QR code encodes: what copy() copies. */
  qrCodeData: string;
  /** Copies the QR data to the clipboard; resolves true when it worked. */
  copy: () => Promise<boolean>;
  /** True for 2 s after a successful copy (for a 'copied' message). */
  copied: boolean;
  /** The method's app link, offered on phones (up to 768 px, Android or iPhone) after 1 s; else null. */
  openAppUrl: string | null;
  /** What the screen tells the shopper besides scanning (Swish: pending up to 10 minutes); undefined when nothing. */
  instructionsKey: MessageKey | undefined;
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
  const ended = isActionEnded(payment);
  useEffect(() => {
    if (ended) countdown.stop();
  }, [ended, countdown]);
  const result: ActionResult = {
    status: payment.status,
    response: payment.response,
    outcome: payment.outcome,
    error: payment.error,
    result: payment.result,
  };
  return { time, result };
}

/**
 * A QR-code payment (spec sections 2, 4, 9) under the action contract: the image, the countdown with its progress bar, copy,
 * an open-the-app link on phones, and the status polled until the shopper pays, the payment fails
 * or the time is up ('Payment Expired').
 */
function useQrCode(action: QrCodeAction, options: UseQrCodeOptions = {}): UseQrCodeResult {
  const { time, result } = useCountdownAndStatus(action.paymentMethodType, action.paymentData, options);
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
    ...result,
    countdown: time,
    qrCodeImage: action.qrCodeImage,
    qrCodeData: action.qrCodeData,
    copy,
    copied: copiedId === 'qrCodeData',
    openAppUrl,
    instructionsKey: getQrInstructionsKey(action.paymentMethodType),
  };
}

/** What useAwait returns: the action contract's fields (started while waiting for the app) and the countdown. */
interface UseAwaitResult extends ActionResult {
  /** The countdown (15 minutes unless said otherwise). */
  countdown: QrCountdownState;
  /** The method's app link, when the action has one. */
  url: string | undefined;
}

/**
 * The await flow (spec section 4) under the action contract: the shopper confirms in an app (MB Way, Blik, UPI collect); the
 * status is polled; success completes with the payload; an error with a payload completes; an
 * error without payload is an error; expiry is 'Payment Expired'.
 */
function useAwait(action: AwaitAction, options: UseQrCodeOptions = {}): UseAwaitResult {
  const { time, result } = useCountdownAndStatus(action.paymentMethodType, action.paymentData, options);
  return { ...result, countdown: time, url: action.url };
}

export { useAwait, useQrCode };
export type { UseAwaitResult, UseQrCodeOptions, UseQrCodeResult };
