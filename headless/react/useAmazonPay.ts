import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  amazonPayApiOf,
  amazonPayButtonOptionsOf,
  amazonPayScriptUrlOf,
  amazonPaySettingsOf,
  amazonPayStepOf,
  CheckoutError as CheckoutErrorClass,
  checkoutResultReturnUrlOf,
  checkoutSessionConfigOf,
  createAmazonPayMachine,
  getAmazonPayDeclineFlowUrl,
  getAmazonPayShopperDetails,
  signAmazonPayPayload,
  updateAmazonPayCheckoutSession,
  withoutAmazonParams,
  type AmazonPayCheckoutDetails,
  type AmazonPayState,
  type AmazonPayStatus,
  type AmazonPayStep,
  type CheckoutError,
  type ElementStatus,
  type MessageKey,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { useCheckoutContext } from './context';
import { METHOD_REGISTRY } from './method-registry';
import { loadProviderScript } from './provider-script';
import type { UsePaymentMethodOptions } from './use-method-machine';
import { useI18n } from './useI18n';
import { usePaymentMethodAs, type UsePaymentMethodResult } from './usePaymentMethod';
import { useStoreSelector } from './useStoreSelector';
import { merge } from './prop-getters';

/** Options of useAmazonPay: Amazon Pay's (see docs/wallets.md), and what the page does on sign-out. */
type UseAmazonPayOptions = UsePaymentMethodOptions<'amazonpay'> & {
  /** Called after the shopper signed out of Amazon (drop `amazonCheckoutSessionId` from your page's URL). */
  onSignOut?: (() => void) | undefined;
};

/** What useAmazonPay returns: the journey's state and actions, and the payment's (usePaymentMethod's). */
interface UseAmazonPayResult extends Omit<UsePaymentMethodResult<'amazonpay'>, 'status' | 'error'> {
  /** 'pending' (the script, the signature or the details load), 'ready', 'loading', 'redirect' or 'error'. */
  status: AmazonPayStatus;
  /** The step: 'button', 'review' (back from Amazon) or 'result' (the purchase confirmed: the payment runs). */
  step: AmazonPayStep;
  /** The shopper's details at the review: buyer, shipping address, payment instruments. */
  details: AmazonPayCheckoutDetails | null;
  /** The last error (script, signature, details, confirm), else the payment's. */
  error: CheckoutError | null;
  /** The message to show with Amazon Pay's own error ('error.message.unknown'), else null. */
  amazonPayMessageKey: MessageKey | null;
  /** Props for the element Amazon renders its button in (the button step). */
  getButtonContainerProps: <P extends object>(
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void };
  /** Props for the 'change payment details' button (the review: Amazon opens to change the payment). */
  getChangePaymentProps: <P extends object>(
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void; type: 'button' };
  /** Confirms the purchase (the review): the amount is set on the session and Amazon confirms it. */
  confirmPurchase: () => void;
  /** Signs the shopper out of Amazon: back to the button. */
  signOut: () => void;
  /** True after the shopper signed out of Amazon (the button shows again). */
  signedOut: boolean;
  /** True after a refused payment: the decline flow may let the shopper choose another instrument. */
  canHandleDeclineFlow: boolean;
  /** Sends the shopper to Amazon's decline flow (another payment instrument), then back to the review. */
  handleDeclineFlow: () => void;
}

/** The status: the journey's, and at the result step the payment's (unless the decline flow runs). */
function statusOf(step: AmazonPayStep, journey: AmazonPayStatus, payment: ElementStatus): AmazonPayStatus {
  if (step !== 'result' || journey === 'redirect') return journey;
  if (journey === 'loading' || payment === 'loading') return 'loading';
  if (payment === 'redirect') return 'redirect';
  return payment === 'error' ? 'error' : 'ready';
}

/** The page's URL now (the browser's). */
const pageUrl = () => window.location.href;

/**
 * Amazon Pay (`amazonpay`, spec sections 2 to 4): the button (Amazon's script, the payload signed
 * by the payment service), the review back from Amazon (details, confirm purchase, change payment
 * details, sign-out), and the payment once Amazon confirmed the purchase (sent once, by itself),
 * with the decline flow after a refusal. Safe on the server and under StrictMode.
 */
function useAmazonPay(options: UseAmazonPayOptions = {}): UseAmazonPayResult {
  const { onSignOut, ...methodOptions } = options;
  const method = usePaymentMethodAs('useAmazonPay', 'amazonpay', methodOptions, {
    registry: METHOD_REGISTRY,
    deps: () => ({ environment: collectBrowserEnvironment }),
  });
  const { state, machine: methodMachine } = method;
  const { locale } = useI18n();
  const checkout = useCheckoutContext('useAmazonPay');
  const step = amazonPayStepOf(options.amazonCheckoutSessionId, options.checkoutResult);
  const journey = useMemo(() => createAmazonPayMachine(step), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => journey.send({ type: 'step.changed', step }), [journey, step]);
  const amazon = useStoreSelector(journey, (snapshot): AmazonPayState => snapshot);
  const button = useRef<HTMLElement | null>(null);
  const change = useRef<HTMLElement | null>(null);
  const settings = useMemo(() => {
    if (!state) return null;
    try {
      return amazonPaySettingsOf(state.options, state.context);
    } catch (error) {
      return error as CheckoutError;
    }
  }, [state?.options, state?.context]); // eslint-disable-line react-hooks/exhaustive-deps
  const api = { http: checkout.http, clientKey: checkout.config.clientKey, logger: console };
  const fail = useCallback(
    (error: unknown) => journey.send({ type: 'amazonPay.failed', error: checkout.reportError(error) }),
    [journey, checkout],
  );

  // The script, then the button (signed payload) or the change action; the review's details.
  const currentStep = amazon.step;
  useEffect(() => {
    if (!settings || currentStep === 'result') return;
    if (settings instanceof CheckoutErrorClass) return void fail(settings);
    let live = true;
    let url: string;
    try {
      url = amazonPayScriptUrlOf(settings.region, checkout.config.scriptUrls?.amazonPay);
    } catch (error) {
      return void fail(error);
    }
    const opts = state!.options;
    loadProviderScript(url)
      .then(async () => {
        const pay = amazonPayApiOf(window);
        if (!pay) throw new CheckoutErrorClass('ERROR', 'Amazon Pay: the script did not define amazon.Pay');
        if (currentStep === 'review') {
          if (live && change.current && opts.amazonCheckoutSessionId)
            pay.bindChangeAction(change.current, {
              amazonCheckoutSessionId: opts.amazonCheckoutSessionId,
              changeAction: 'changePayment',
            });
          if (live) journey.send({ type: 'script.loaded' });
          return;
        }
        const returnUrl = withoutAmazonParams(opts.returnUrl ?? pageUrl());
        const payloadJSON = JSON.stringify(
          checkoutSessionConfigOf({
            ...opts,
            storeId: settings.storeId,
            returnUrl,
            cancelUrl: opts.cancelUrl ?? returnUrl,
            amount: state!.context.amount,
          }),
        );
        const signature = await signAmazonPayPayload(api, payloadJSON);
        if (!live || !button.current) return;
        pay.renderButton(button.current, {
          ...amazonPayButtonOptionsOf({ ...opts, ...settings, locale }),
          createCheckoutSessionConfig: { payloadJSON, signature, publicKeyId: settings.publicKeyId },
        });
        journey.send({ type: 'script.loaded' });
      })
      .catch((error: unknown) => live && fail(error));
    if (currentStep === 'review')
      getAmazonPayShopperDetails(api, { checkoutSessionId: opts.amazonCheckoutSessionId, ...settings }).then(
        (details) => live && journey.send({ type: 'details.loaded', details }),
        (error: unknown) => live && fail(error),
      );
    return () => void (live = false);
    // One run per step and identifiers; the options reach it through `state`.
  }, [settings, currentStep, locale]); // eslint-disable-line react-hooks/exhaustive-deps

  // The result step: the purchase is confirmed at Amazon; the payment is sent once.
  useEffect(() => {
    if (currentStep === 'result' && methodMachine) methodMachine.send({ type: 'submit.requested' });
  }, [currentStep, methodMachine]);

  const redirectTo = (pending: Promise<string | null>) =>
    pending
      .then(
        (url) => {
          if (!url) throw new CheckoutErrorClass('ERROR', 'Could not get the AmazonPay URL');
          journey.send({ type: 'redirect.started' });
          window.location.assign(url);
        },
        (error: unknown) => {
          throw error;
        },
      )
      .catch((error: unknown) =>
        journey.send({ type: 'redirect.failed', error: checkout.reportError(error) }),
      );

  const confirmPurchase = () => {
    if (
      !state ||
      !settings ||
      settings instanceof CheckoutErrorClass ||
      journey.getSnapshot().status !== 'ready'
    )
      return;
    const amount = state.context.amount;
    journey.send({ type: 'confirm.requested' });
    if (!amount)
      return void journey.send({
        type: 'redirect.failed',
        error: checkout.reportError(
          new CheckoutErrorClass('IMPLEMENTATION_ERROR', 'Amazon Pay needs the checkout amount'),
        ),
      });
    void redirectTo(
      updateAmazonPayCheckoutSession(api, {
        amount,
        chargePermissionType: state.options.chargePermissionType ?? 'OneTime',
        checkoutResultReturnUrl: checkoutResultReturnUrlOf(state.options.returnUrl ?? pageUrl()),
        checkoutSessionId: state.options.amazonCheckoutSessionId,
        publicKeyId: settings.publicKeyId,
        recurringMetadata: state.options.recurringMetadata,
        region: settings.region,
      }),
    );
  };
  const refused = currentStep === 'result' && method.payment.status === 'ready' && method.payment.ended > 0;
  const handleDeclineFlow = () => {
    if (!refused || !state || !settings || settings instanceof CheckoutErrorClass) return;
    journey.send({ type: 'declineFlow.requested' });
    void redirectTo(
      getAmazonPayDeclineFlowUrl(api, {
        checkoutSessionId: state.options.amazonCheckoutSessionId,
        ...settings,
      }),
    );
  };
  const signOut = () => {
    amazonPayApiOf(window)?.signout();
    journey.send({ type: 'signOut.completed' });
    onSignOut?.();
  };

  const buttonRef = useCallback((element: HTMLElement | null) => void (button.current = element), []);
  const changeRef = useCallback((element: HTMLElement | null) => void (change.current = element), []);
  return {
    ...method,
    status: statusOf(currentStep, amazon.status, method.status),
    step: currentStep,
    details: amazon.details,
    signedOut: amazon.signedOut,
    error: amazon.error ?? method.error,
    amazonPayMessageKey: amazon.messageKey,
    getButtonContainerProps: (userProps) => merge(userProps, { ref: buttonRef }) as never,
    getChangePaymentProps: (userProps) =>
      merge(userProps, { ref: changeRef, type: 'button' as const }) as never,
    confirmPurchase,
    signOut,
    canHandleDeclineFlow: refused && amazon.status !== 'redirect',
    handleDeclineFlow,
  };
}

export { useAmazonPay };
export type { UseAmazonPayOptions, UseAmazonPayResult };
