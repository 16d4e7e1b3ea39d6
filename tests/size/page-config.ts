// What the merchant's server writes into a measured page (scripts/size-browser.ts): the
// checkout session it created, and the checkout's settings.
import type { Amount } from 'headless-checkout';

/** The checkout's settings, as the page's server renders them into the page. */
interface PageConfig {
  /** The payment service's URL. */
  environment: string;
  /** The merchant's client key. */
  clientKey: string;
  /** The amount of the session. */
  amount: Amount;
  /** The shopper's country. */
  countryCode: string;
  /** The session the merchant's server created for this page. */
  session: { id: string; sessionData: string };
}

/** Reads the settings from the page's `<script id="checkout-config" type="application/json">`. */
function readPageConfig(): PageConfig {
  return JSON.parse(document.getElementById('checkout-config')!.textContent!) as PageConfig;
}

export { readPageConfig };
export type { PageConfig };
