/**
 * Click to Pay run by a checkout: its machine with every dep made from the checkout (the schemes'
 * ids from the options or the `scheme` payment method's configuration, the SDKs' URLs from the
 * checkout's `scriptUrls`, else the schemes' own for the environment, the transaction's id and
 * initialisation, the payment through the checkout) and from the page the host passes in (its
 * script loader, its global object, its timers, the browser's details). A hook only mounts it.
 */
import type { Checkout } from '../checkout/checkout';
import type { PaymentEnvironment } from '../methods/payment-method.types';
import type { ScriptLoader } from '../scripts/script.loader';
import type { Timers } from '../store/timers';
import {
  clickToPayConfigurationOf,
  clickToPayInitParamsOf,
  clickToPaySchemesOf,
  shopperIdentityOf,
  type ClickToPayConfiguration,
} from './click-to-pay.config';
import { createClickToPayMachine, type ClickToPayMachine } from './click-to-pay.machine';
import { CLICK_TO_PAY_SDK_URLS, loadClickToPaySchemes } from './click-to-pay.sdk';
import type { ShopperIdentity } from './click-to-pay.types';

/** The page Click to Pay runs in. */
interface ClickToPayPage {
  /** Loads a script once per URL (the core's loader over the page's document). */
  loader: ScriptLoader;
  /** The page's global object (`window`), where the SDKs define themselves (read when they load). */
  global: () => unknown;
  /** The page's timers (the resend countdown). */
  timers: Timers;
  /** The browser's details a payment carries. */
  paymentEnvironment: () => PaymentEnvironment;
}

/** What the merchant gives (read when the schemes load). */
interface CheckoutClickToPayOptions {
  /** The merchant's ids with the schemes; by default the `scheme` payment method's configuration. */
  configuration?: () => ClickToPayConfiguration | undefined;
  /** The shopper's email or mobile phone number (an invalid one is reported to onError and ignored). */
  shopperIdentity?: ShopperIdentity | undefined;
}

/** Creates a checkout's Click to Pay machine in a page; send 'clickToPay.started' (after mount) to load it. */
function createCheckoutClickToPay(
  checkout: Checkout,
  page: ClickToPayPage,
  options: CheckoutClickToPayOptions = {},
): ClickToPayMachine {
  let identity: ShopperIdentity | null = null;
  try {
    identity = shopperIdentityOf(options.shopperIdentity);
  } catch (error) {
    checkout.reportError(error);
  }
  // This checkout's transaction with the schemes: its id (made on first use) and the ids loaded.
  const transaction = { id: '', configuration: {} as ClickToPayConfiguration };
  return createClickToPayMachine({
    shopperIdentity: identity,
    loadSchemes: async () => {
      const given = options.configuration?.();
      if (!given) await checkout.paymentMethods.load();
      const scheme = checkout.paymentMethods
        .getSnapshot()
        .response.paymentMethods.find((method) => method.type === 'scheme');
      const configuration = clickToPayConfigurationOf(given ?? scheme?.['configuration']);
      const { scriptUrls, environment } = checkout.config;
      const kind = environment.live ? 'live' : 'test';
      const sdks = await loadClickToPaySchemes({
        schemes: clickToPaySchemesOf(configuration),
        loader: page.loader,
        global: page.global(),
        urls: {
          visa: scriptUrls?.clickToPayVisa ?? CLICK_TO_PAY_SDK_URLS.visa[kind],
          mc: scriptUrls?.clickToPayMastercard ?? CLICK_TO_PAY_SDK_URLS.mc[kind],
        },
      });
      transaction.configuration = configuration;
      return sdks;
    },
    initParams: (scheme) =>
      clickToPayInitParamsOf(scheme, transaction.configuration, {
        ...(checkout.config.amount ? { amount: checkout.config.amount } : {}),
        locale: checkout.config.locale,
        transactionId: (transaction.id ||= globalThis.crypto?.randomUUID?.() ?? `${Date.now()}`),
      }),
    now: () => new Date(),
    live: checkout.config.environment.live,
    timers: page.timers,
    paymentEnvironment: page.paymentEnvironment,
    submit: (data) => checkout.submitPayment(data),
    reportResult: (response) => void checkout.reportResult(response),
    reportError: (error) => void checkout.reportError(error),
  });
}

/**
 * One order, one payment: once another payment on the page completed the checkout, Click to Pay
 * ends with nothing to offer (no code asked for, no error shown). Call it after mount; returns the
 * unsubscribe function.
 */
function followCheckoutCompletion(checkout: Checkout, machine: ClickToPayMachine): () => void {
  const follow = () => {
    if (checkout.completion.getSnapshot()) machine.send({ type: 'checkout.completed' });
  };
  follow();
  return checkout.completion.subscribe(follow);
}

export { createCheckoutClickToPay, followCheckoutCompletion };
export type { CheckoutClickToPayOptions, ClickToPayPage };
