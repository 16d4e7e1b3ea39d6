/**
 * Amazon's script (checkout.js of the region) and the part of its JavaScript API
 * (`window.amazon.Pay`) Amazon Pay uses: `renderButton`, `bindChangeAction`, `signout`.
 */
import { CheckoutError } from '../../errors/checkout-error';
import { AMAZON_PAY_SCRIPT_URLS, type AmazonPayButtonOptions, type AmazonPayRegion } from './amazonpay.rules';

/** The URLs of Amazon's script by region (the checkout's `scriptUrls.amazonPay`). */
type AmazonPayScriptUrls = Partial<Record<AmazonPayRegion, string>>;

/**
 * The script's URL of a region: the checkout's (`scriptUrls.amazonPay`), else Amazon's production
 * URL. Throws IMPLEMENTATION_ERROR for a configured URL that is not an absolute http(s) URL.
 */
function amazonPayScriptUrlOf(region: AmazonPayRegion, urls: AmazonPayScriptUrls | undefined): string {
  return checkedScriptUrl(urls?.[region] ?? AMAZON_PAY_SCRIPT_URLS[region], `scriptUrls.amazonPay.${region}`);
}

/** `url` when it is an absolute http(s) URL; else an IMPLEMENTATION_ERROR naming the option. */
function checkedScriptUrl(url: unknown, option: string): string {
  const parsed = parsedUrl(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new CheckoutError('IMPLEMENTATION_ERROR', `${option} must be an absolute http(s) URL`);
  return parsed.href;
}

/** The URL, or null when it is none. */
function parsedUrl(url: unknown): URL | null {
  if (typeof url !== 'string') return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** What `amazon.Pay.renderButton` takes: the button's options and the signed session configuration. */
interface AmazonPayRenderOptions extends AmazonPayButtonOptions {
  /** The signed checkout session configuration. */
  createCheckoutSessionConfig: {
    /** The configuration as JSON (what was signed). */
    payloadJSON: string;
    /** The service's signature of payloadJSON. */
    signature: string;
    /** The merchant's public key id. */
    publicKeyId: string;
  };
}

/** The part of Amazon's JavaScript API Amazon Pay uses. */
interface AmazonPayJsApi {
  /** Renders the button into the element (or selector); a click leaves for Amazon. */
  renderButton: (container: unknown, options: AmazonPayRenderOptions) => unknown;
  /** Makes an element open Amazon to change the payment (or the address) of a checkout session. */
  bindChangeAction: (
    container: unknown,
    options: { amazonCheckoutSessionId: string; changeAction: 'changePayment' | 'changeAddress' },
  ) => void;
  /** Signs the shopper out of Amazon on this page. */
  signout: () => void;
}

/** Amazon's API on a global object (`window`), or null when the script did not define it. */
function amazonPayApiOf(global: unknown): AmazonPayJsApi | null {
  const pay = (global as { amazon?: { Pay?: Partial<AmazonPayJsApi> } } | null)?.amazon?.Pay;
  if (
    typeof pay?.renderButton !== 'function' ||
    typeof pay.bindChangeAction !== 'function' ||
    typeof pay.signout !== 'function'
  )
    return null;
  return pay as AmazonPayJsApi;
}

export { amazonPayApiOf, amazonPayScriptUrlOf, checkedScriptUrl };
export type { AmazonPayJsApi, AmazonPayRenderOptions, AmazonPayScriptUrls };
