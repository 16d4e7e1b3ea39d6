import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  CheckoutError as CheckoutErrorClass,
  PAYPAL_ERRORS,
  createPayPalMachine,
  isPayPalSdkAction,
  paypalButtonStyleOf,
  paypalSdkOf,
  paypalSdkUrlOf,
  paypalSetupOf,
  paypalTokenOf,
  type CheckoutError,
  type PayPalApproveData,
  type PayPalFundingSource,
  type PayPalSetup,
  type PayPalState,
  type PayPalStatus,
  type SdkAction,
} from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { METHOD_REGISTRY } from './method-registry';
import { loadProviderScript } from './provider-script';
import type { UsePaymentMethodOptions } from './use-method-machine';
import { usePaymentMethodAs, type UsePaymentMethodResult } from './usePaymentMethod';
import { useStoreSelector } from './useStoreSelector';
import { merge } from './prop-getters';

/** Options of usePayPal (see docs/wallets.md). */
type UsePayPalOptions = UsePaymentMethodOptions<'paypal'> & {
  /** The SDK script's base URL; by default the checkout's `scriptUrls.paypal`, else PayPal's. */
  scriptUrl?: string | undefined;
};

/** What usePayPal returns: the buttons' state and containers, and the payment's (usePaymentMethod's). */
interface UsePayPalResult extends Omit<UsePaymentMethodResult<'paypal'>, 'status' | 'submit'> {
  /** 'pending' (the SDK loads), 'ready' (the buttons show), 'processing' (a payment runs) or 'error'. */
  status: PayPalStatus;
  /** The buttons to place (PayPal, Credit, Pay Later; PayPal alone when vaulting), eligible or not yet known. */
  fundingSources: readonly PayPalFundingSource[];
  /** The buttons PayPal offers this shopper (known once ready). */
  eligibleFundingSources: readonly PayPalFundingSource[];
  /** Props for the element PayPal renders one button in (hidden when PayPal does not offer it). */
  getButtonContainerProps: <P extends object>(
    fundingSource: PayPalFundingSource,
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void; hidden: boolean; 'data-funding-source': string };
  /** True when a zero amount stores the PayPal account (vault, intent tokenize). */
  vault: boolean;
  /** Not supported: PayPal's buttons start the payment. Throws 'Calling submit() is not supported for this payment method'. */
  submit: () => never;
}

/** A rejection of ours (the payment ended before PayPal's order existed): PayPal's onError is then ignored. */
const OWN_REJECTION = new Error('PayPal: the payment ended before the order was created');

/**
 * PayPal (`paypal`, spec sections 2 to 4): loads PayPal's SDK (URL built in the core), renders the
 * PayPal, Credit and Pay Later buttons; a button's click submits the payment, whose `sdk` action's
 * token is PayPal's order (createOrder); the shopper's approval goes to /paymentDetails (or
 * onAdditionalDetails); a cancel returns to the buttons (CANCEL reported), PayPal's error fails the
 * payment. A zero amount vaults. Safe on the server and under StrictMode.
 */
function usePayPal(options: UsePayPalOptions = {}): UsePayPalResult {
  const { scriptUrl, ...methodOptions } = options;
  const method = usePaymentMethodAs('usePayPal', 'paypal', methodOptions, { registry: METHOD_REGISTRY });
  const checkout = useCheckoutContext('usePayPal');
  const { state, machine: methodMachine, payment } = method;
  const buttons = useMemo(() => createPayPalMachine(), []);
  const paypal = useStoreSelector(buttons, (snapshot): PayPalState => snapshot);
  const containers = useRef(new Map<PayPalFundingSource, HTMLElement>());
  const order = useRef<{ resolve: (token: string) => void; reject: (error: unknown) => void } | null>(null);
  const paymentData = useRef<string | undefined>(undefined);
  const setup = useMemo((): PayPalSetup | CheckoutError | null => {
    if (!state) return null;
    try {
      return paypalSetupOf(state.options, state.context);
    } catch (error) {
      return error as CheckoutError;
    }
  }, [state?.options, state?.context]); // eslint-disable-line react-hooks/exhaustive-deps
  const { environment, scriptUrls } = checkout.config;
  const baseUrl = scriptUrl ?? scriptUrls?.paypal;
  const url = useMemo((): string | CheckoutError | null => {
    if (!setup || setup instanceof CheckoutErrorClass) return null;
    try {
      return paypalSdkUrlOf({ ...setup.sdk, baseUrl, testEnvironment: !environment.live });
    } catch (error) {
      return error as CheckoutError;
    }
  }, [setup, baseUrl, environment.live]);
  const style = JSON.stringify(paypalButtonStyleOf(state?.options.style));

  useEffect(() => {
    const problem =
      setup instanceof CheckoutErrorClass ? setup : url instanceof CheckoutErrorClass ? url : null;
    if (problem) {
      buttons.send({ type: 'paypal.failed', error: checkout.reportError(problem) });
      return;
    }
    if (!setup || typeof url !== 'string' || setup instanceof CheckoutErrorClass || !methodMachine) return;
    let live = true;
    loadProviderScript(url)
      .then(async () => {
        const sdk = paypalSdkOf(window);
        if (!sdk) throw new CheckoutErrorClass('ERROR', PAYPAL_ERRORS.unavailable);
        if (!live) return;
        const eligible: PayPalFundingSource[] = [];
        for (const fundingSource of setup.fundingSources) {
          const createToken = () =>
            new Promise<string>((resolve, reject) => {
              order.current = { resolve, reject };
              buttons.send({ type: 'order.requested', fundingSource });
              methodMachine.send({ type: 'submit.requested' });
            });
          const instance = sdk.Buttons({
            fundingSource,
            style: JSON.parse(style) as Record<string, unknown>,
            ...(setup.vault ? { createBillingAgreement: createToken } : { createOrder: createToken }),
            onApprove: (data: PayPalApproveData) =>
              checkout
                .submitDetails({
                  details: data,
                  ...(paymentData.current ? { paymentData: paymentData.current } : {}),
                })
                .then(
                  (response) => {
                    // The details' answer is ours to report (onPaymentCompleted / onPaymentFailed).
                    checkout.reportResult(response);
                    methodMachine.send({ type: 'payment.answered', response });
                  },
                  (error: unknown) =>
                    methodMachine.send({ type: 'payment.failed', error: checkout.reportError(error) }),
                ),
            onCancel: () => {
              checkout.reportError(new CheckoutErrorClass('CANCEL', 'PayPal: the shopper cancelled'));
              methodMachine.send({ type: 'form.reset' });
              buttons.send({ type: 'order.cancelled' });
            },
            onError: (cause: unknown) => {
              if (cause === OWN_REJECTION) return;
              const error = new CheckoutErrorClass('ERROR', 'PayPal: the payment could not be completed', {
                cause,
              });
              methodMachine.send({ type: 'payment.failed', error: checkout.reportError(error) });
              buttons.send({ type: 'order.cancelled' });
            },
          });
          const container = containers.current.get(fundingSource);
          if (!instance.isEligible() || !container) continue;
          eligible.push(fundingSource);
          await instance.render(container);
        }
        if (live) buttons.send({ type: 'sdk.loaded', fundingSources: eligible });
      })
      .catch((error: unknown) => {
        if (live) buttons.send({ type: 'paypal.failed', error: checkout.reportError(error) });
      });
    return () => void (live = false);
  }, [url, style, methodMachine, setup, buttons, checkout]);

  // The payment's answer: the sdk action's token opens PayPal; an end without it closes the order.
  const { status: paymentStatus, action } = payment;
  useEffect(() => {
    if (paymentStatus === 'action' && action && isPayPalSdkAction(action)) {
      const token = paypalTokenOf(action as SdkAction, order.current !== null);
      const pending = order.current;
      order.current = null;
      if (token instanceof CheckoutErrorClass) {
        pending?.reject(OWN_REJECTION);
        methodMachine?.send({ type: 'payment.failed', error: checkout.reportError(token) });
        return;
      }
      paymentData.current = action.paymentData;
      pending?.resolve(token);
      return;
    }
    if (paymentStatus === 'submitting' || paymentStatus === 'action') return;
    if (order.current) {
      order.current.reject(OWN_REJECTION);
      order.current = null;
    }
    if (paymentStatus !== 'success') buttons.send({ type: 'order.cancelled' });
  }, [paymentStatus, action, methodMachine, buttons, checkout]);

  const refs = useRef(new Map<PayPalFundingSource, (element: HTMLElement | null) => void>());
  const refOf = useCallback((fundingSource: PayPalFundingSource) => {
    let ref = refs.current.get(fundingSource);
    if (!ref) {
      ref = (element) => {
        if (element) containers.current.set(fundingSource, element);
        else containers.current.delete(fundingSource);
      };
      refs.current.set(fundingSource, ref);
    }
    return ref;
  }, []);
  const fundingSources = setup && !(setup instanceof CheckoutErrorClass) ? setup.fundingSources : [];
  return {
    ...method,
    status: paypal.status,
    error: paypal.error ?? method.error,
    fundingSources,
    eligibleFundingSources: paypal.fundingSources,
    getButtonContainerProps: (fundingSource, userProps) =>
      merge(userProps, {
        ref: refOf(fundingSource),
        hidden: paypal.status !== 'pending' && !paypal.fundingSources.includes(fundingSource),
        'data-funding-source': fundingSource,
      }) as never,
    vault: setup && !(setup instanceof CheckoutErrorClass) ? setup.vault : false,
    submit: () => {
      throw new CheckoutErrorClass('IMPLEMENTATION_ERROR', PAYPAL_ERRORS.submitNotSupported);
    },
  };
}

export { usePayPal };
export type { UsePayPalOptions, UsePayPalResult };
