import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  CheckoutError as CheckoutErrorClass,
  ERROR_MESSAGES,
  KLARNA_WIDGET_URL,
  actionKeyOf,
  createKlarnaWidgetMachine,
  klarnaPaymentsOf,
  klarnaSdkDataOf,
  submitActionDetails,
  type KlarnaPaymentsApi,
  type KlarnaWidgetAction,
  type KlarnaWidgetState,
  type MessageKey,
} from 'headless-checkout/core';
import {
  actionResultOf,
  asCheckoutError,
  useActionRun,
  type ActionCallbacks,
  type ActionResult,
} from './use-action-run';
import { useStoreSelector } from './useStoreSelector';
import { merge } from './prop-getters';
import { loadProviderScript } from './provider-script';

/** Options of useKlarnaWidget. */
interface UseKlarnaWidgetOptions extends ActionCallbacks {
  /** The widget script's URL; by default the checkout's `scriptUrls.klarna`, else Klarna's production URL. */
  scriptUrl?: string;
}

/** What useKlarnaWidget returns: the action contract's fields, and the widget's. */
interface UseKlarnaWidgetResult extends ActionResult {
  /** The widget: initializing, ready, loading (authorizing), success or error, with its last error. */
  widget: KlarnaWidgetState;
  /** The message to show with the widget's error while it is ready again (the shopper closed Klarna). */
  messageKey: MessageKey | null;
  /** True while the shopper may confirm (the widget is ready). */
  canAuthorize: boolean;
  /** Asks Klarna to approve the purchase (the shopper's confirm); ignored unless ready. */
  authorize: () => void;
  /** Props for the element Klarna renders its widget in. */
  getContainerProps: <P extends { id?: string; className?: string }>(
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void; 'aria-busy'?: true };
}

/**
 * Runs Klarna's widget for its `sdk` action (spec sections 3, 4) under the action contract: loads
 * the widget script (once per page), `Klarna.Payments.init({ client_token })`, `load` into your
 * container, and on `authorize()` Klarna's `authorize`: approved sends `{ authorization_token }`
 * with the action's paymentData to /paymentDetails (or onAdditionalDetails) and ends with the
 * answer; declined sends empty details (the service answers the refusal); closed returns to ready
 * with the error reported to onError and `messageKey` to show. Safe on the server and under StrictMode.
 */
function useKlarnaWidget(
  action: KlarnaWidgetAction,
  options: UseKlarnaWidgetOptions = {},
): UseKlarnaWidgetResult {
  const key = actionKeyOf(action);
  const { run, state: contract, checkout } = useActionRun('useKlarnaWidget', key, options);
  // A new action is a new widget (created while rendering: no side effect).
  const machine = useMemo(() => createKlarnaWidgetMachine(), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const widget = useStoreSelector(machine, (snapshot) => snapshot);
  const container = useRef<HTMLElement | null>(null);
  const api = useRef<KlarnaPaymentsApi | null>(null);
  const scriptUrl = options.scriptUrl ?? checkout.config.scriptUrls?.klarna ?? KLARNA_WIDGET_URL;
  const sdkData = useMemo(() => klarnaSdkDataOf(action), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    let live = true;
    const fail = (error: unknown) => {
      if (!live) return;
      const checkoutError = asCheckoutError(error, ERROR_MESSAGES.paymentFailed);
      machine.send({ type: 'widget.failed', error: checkoutError });
      run.send({ type: 'action.failed', error: checkoutError });
    };
    if (sdkData instanceof CheckoutErrorClass) {
      fail(sdkData);
      return () => void (live = false);
    }
    run.send({ type: 'action.started' });
    loadProviderScript(scriptUrl)
      .then(() => {
        if (!live) return;
        const payments = klarnaPaymentsOf(window);
        if (!payments) throw new CheckoutErrorClass('ERROR', ERROR_MESSAGES.klarnaUnavailable);
        api.current = payments;
        payments.init({ client_token: sdkData.client_token });
        payments.load(
          { container: container.current, payment_method_category: sdkData.payment_method_category },
          (result) => {
            if (live) machine.send({ type: 'widget.loaded', result });
          },
        );
      })
      .catch(fail);
    return () => void (live = false);
  }, [machine, run, sdkData, scriptUrl]);

  // The authorization's answer: details to submit (approved or declined), or an error to report (closed).
  const { details, error, status } = widget;
  useEffect(() => {
    if (!details) return;
    submitActionDetails(
      run,
      checkout.submitDetails,
      { details, ...(action.paymentData ? { paymentData: action.paymentData } : {}) },
      ERROR_MESSAGES.paymentFailed,
    );
    // One submission per answer of authorize.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [details]);
  useEffect(() => {
    if (status === 'ready' && error) checkout.reportError(error);
  }, [status, error, checkout]);

  const authorize = useCallback(() => {
    const payments = api.current;
    if (!payments || sdkData instanceof CheckoutErrorClass || machine.getSnapshot().status !== 'ready')
      return;
    machine.send({ type: 'authorize.requested' });
    payments.authorize({ payment_method_category: sdkData.payment_method_category }, {}, (result) =>
      machine.send({ type: 'authorize.answered', result }),
    );
  }, [machine, sdkData]);

  const ref = useCallback((element: HTMLElement | null) => {
    container.current = element;
  }, []);
  const getContainerProps: UseKlarnaWidgetResult['getContainerProps'] = (userProps) =>
    merge(userProps, {
      ref,
      ...(widget.status === 'initializing' ? { 'aria-busy': true as const } : {}),
    }) as never;

  return {
    ...actionResultOf(contract),
    widget,
    messageKey: widget.status === 'ready' ? widget.messageKey : null,
    canAuthorize: widget.status === 'ready' && contract.status === 'started',
    authorize,
    getContainerProps,
  };
}

export { useKlarnaWidget };
export type { UseKlarnaWidgetOptions, UseKlarnaWidgetResult };
