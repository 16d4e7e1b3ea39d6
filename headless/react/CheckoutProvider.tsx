import { useEffect, useInsertionEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  createCheckout,
  type Checkout,
  type CheckoutDeps,
  type CheckoutOptions,
} from 'headless-checkout/core';
import { startBrowserRisk } from './browser-risk';
import { browserSessionStorage } from './browser-storage';
import { CheckoutContext } from './context';

/** Props of CheckoutProvider: the checkout options, or a checkout created beforehand. */
type CheckoutProviderProps = (
  | (CheckoutOptions & {
      /** Host dependencies (fetch, storage, clock, logger, preloaded messages). */
      deps?: CheckoutDeps;
      checkout?: never;
    })
  | {
      /** A checkout created with `createCheckout` (e.g. on the server with preloaded messages). */
      checkout: Checkout;
    }
) & {
  /** The checkout UI. */
  children?: ReactNode;
};

type Callbacks = Pick<
  CheckoutOptions,
  | 'onSubmit'
  | 'onAdditionalDetails'
  | 'onPaymentCompleted'
  | 'onPaymentFailed'
  | 'onError'
  | 'onDisableStoredPaymentMethod'
  | 'risk'
>;

/** A layout effect in the browser (no paint with the old amount), an effect on the server (never run there). */
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function createCallbackHolder() {
  let callbacks: Callbacks = {};
  return { get: (): Callbacks => callbacks, set: (next: Callbacks) => void (callbacks = next) };
}

/**
 * Makes a checkout available to the hooks below it. The checkout is created during render without
 * touching `window` or `document` (safe on the server), is re-created only when the environment,
 * client key, locale, session, translations, script URLs, the stored-method removal option or
 * whether risk and analytics are on change, and always calls the latest callbacks.
 * en-US texts are there from the first render (on the server too); another locale's chunk, and
 * the ICU parser for merchant ICU strings, load after mount, as do the checkout attempt id a
 * payment carries (so a Pay click costs one request), the device fingerprint and the analytics image.
 */
function CheckoutProvider(props: CheckoutProviderProps) {
  const { children } = props;
  const options = props.checkout ? null : (props as CheckoutOptions & { deps?: CheckoutDeps });

  // Callbacks change identity on every render of most parents: the checkout calls them through
  // this holder, updated after every commit, so it always reaches the latest ones.
  const [latest] = useState(() => createCallbackHolder());
  useInsertionEffect(() => {
    latest.set(options ?? {});
  });

  const identity = options
    ? JSON.stringify([
        options.environment,
        options.clientKey,
        options.locale,
        options.session?.id,
        options.session?.sessionData,
        options.translations,
        options.paymentMethodsResponse ?? null,
        options.scriptUrls ?? null,
        Boolean(options.onSubmit),
        Boolean(options.onAdditionalDetails),
        options.showRemovePaymentMethodButton ?? false,
        Boolean(options.onDisableStoredPaymentMethod),
        options.risk?.enabled ?? true,
        options.analytics?.enabled ?? true,
      ])
    : null;

  const checkout = useMemo(() => {
    if (!options) return (props as { checkout: Checkout }).checkout;
    return createCheckout(
      {
        ...options,
        ...(options.onSubmit ? { onSubmit: (...args) => latest.get().onSubmit!(...args) } : {}),
        ...(options.onAdditionalDetails
          ? { onAdditionalDetails: (...args) => latest.get().onAdditionalDetails!(...args) }
          : {}),
        ...(options.onDisableStoredPaymentMethod
          ? {
              onDisableStoredPaymentMethod: (...args) => latest.get().onDisableStoredPaymentMethod!(...args),
            }
          : {}),
        risk: {
          ...(options.risk?.enabled === false ? { enabled: false } : {}),
          onComplete: (result) => latest.get().risk?.onComplete?.(result),
          onError: (error) => latest.get().risk?.onError?.(error),
        },
        onPaymentCompleted: (response) => latest.get().onPaymentCompleted?.(response),
        onPaymentFailed: (response) => latest.get().onPaymentFailed?.(response),
        onError: (error) => latest.get().onError?.(error),
      },
      { storage: browserSessionStorage, ...options.deps },
    );
    // `identity` stands for the options that define the checkout; callbacks come through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identity, props.checkout]);

  useEffect(() => {
    void checkout.i18n.load();
  }, [checkout]);

  // The checkout attempt id that every payment carries is fetched ahead, after mount (cached for
  // 15 minutes), so a Pay click costs one request, the payment; never during render (the server).
  useEffect(() => {
    void checkout.getCheckoutAttemptId();
  }, [checkout]);

  // The device fingerprint (a hidden frame of the payment service) and the analytics image, after
  // mount: every payment's riskData carries the fingerprint once it is in; none waits for it.
  useEffect(() => startBrowserRisk(checkout), [checkout]);

  // The amount and the country change in place: the forms keep their frames and what was typed.
  const updateKey = options ? JSON.stringify([options.amount ?? null, options.countryCode ?? null]) : null;
  useIsomorphicLayoutEffect(() => {
    if (updateKey === null) return;
    const [amount, countryCode] = JSON.parse(updateKey) as [CheckoutOptions['amount'] | null, string | null];
    checkout.update({ ...(amount ? { amount } : {}), ...(countryCode ? { countryCode } : {}) });
  }, [checkout, updateKey]);

  return <CheckoutContext.Provider value={checkout}>{children}</CheckoutContext.Provider>;
}

export { CheckoutProvider };
export type { CheckoutProviderProps };
