/**
 * Where the example checkouts load providers' scripts from: the sandbox's stand-ins (test doubles
 * of the providers with their JavaScript APIs, docs/sandbox.md). A live checkout leaves
 * `scriptUrls` out and gets each provider's production URL.
 */
import type { ScriptUrls } from 'headless-checkout/core';

/** The sandbox's stand-in for each provider's script. */
function sandboxScriptUrls(sandboxUrl: string): ScriptUrls {
  return {
    klarna: new URL('klarna/kp/lib/v1/api.js', sandboxUrl).href,
    // Wallet buttons: Google Pay's and Apple Pay's stand-ins.
    googlePay: new URL('googlepay/gp/p/js/pay.js', sandboxUrl).href,
    applePay: new URL('applepay/jsapi/1.latest/apple-pay-sdk.js', sandboxUrl).href,
    // Amazon Pay (checkout.js by region) and PayPal's SDK (issue 16)
    amazonPay: {
      EU: new URL('amazonpay/eu/checkout.js', sandboxUrl).href,
      UK: new URL('amazonpay/uk/checkout.js', sandboxUrl).href,
      US: new URL('amazonpay/us/checkout.js', sandboxUrl).href,
    },
    paypal: new URL('paypal/sdk/js', sandboxUrl).href,
    // Click to Pay: the Visa and Mastercard SDKs' stand-ins.
    clickToPayVisa: new URL('click-to-pay/visa/sdk.js', sandboxUrl).href,
    clickToPayMastercard: new URL('click-to-pay/mastercard/sdk.js', sandboxUrl).href,
  };
}

export { sandboxScriptUrls };
