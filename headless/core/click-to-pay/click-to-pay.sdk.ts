/**
 * The schemes' Click to Pay SDKs (spec section 7), loaded by URL through the one script loader and
 * adapted to one shape (`ClickToPaySchemeSdk`): Visa's (`window.vAdapters.VisaSRCI`, a class) and
 * Mastercard's (`window.SRCSDK_MASTERCARD`, an object), whose calls differ in names and answers.
 * The page's global object comes in, so this file touches no `window` at import.
 */
import { CheckoutError } from '../errors/checkout-error';
import type { ScriptLoader } from '../scripts/script.loader';
import { CLICK_TO_PAY_ERROR_MESSAGES } from './click-to-pay.errors';
import type {
  ClickToPayScheme,
  ClickToPaySchemeSdk,
  SchemeCheckoutAnswer,
  SchemeInitParams,
  SchemeProfileAnswer,
  ShopperIdentity,
} from './click-to-pay.types';

/** The production URLs of the schemes' SDKs, live and test (the checkout's `scriptUrls` replace them). */
const CLICK_TO_PAY_SDK_URLS: Readonly<Record<ClickToPayScheme, { live: string; test: string }>> = {
  visa: {
    live: 'https://assets.secure.checkout.visa.com/checkout-widget/resources/js/src-i-adapter/visaSdk.js?v2',
    test: 'https://sandbox-assets.secure.checkout.visa.com/checkout-widget/resources/js/src-i-adapter/visaSdk.js?v2',
  },
  mc: {
    live: 'https://src.mastercard.com/sdk/srcsdk.mastercard.js',
    test: 'https://sandbox.src.mastercard.com/sdk/srcsdk.mastercard.js',
  },
};

/** A function-valued member of an SDK object. */
type SdkCall = (...args: unknown[]) => unknown;
/** A scheme's SDK object as the page has it. */
type RawSdk = Record<string, SdkCall | undefined>;

const CALLS = [
  'init',
  'isRecognized',
  'identityLookup',
  'initiateIdentityValidation',
  'completeIdentityValidation',
  'getSrcProfile',
  'checkout',
  'unbindAppInstance',
] as const;

/** The SDK object a scheme's script defined on `global`, or null. */
function rawSdkOf(scheme: ClickToPayScheme, global: unknown): RawSdk | null {
  const page = global as {
    vAdapters?: { VisaSRCI?: new () => RawSdk };
    SRCSDK_MASTERCARD?: RawSdk;
  } | null;
  let sdk: RawSdk | undefined;
  if (scheme === 'visa') {
    const VisaSrci = page?.vAdapters?.VisaSRCI;
    sdk = typeof VisaSrci === 'function' ? new VisaSrci() : undefined;
  } else sdk = page?.SRCSDK_MASTERCARD;
  if (!sdk || !CALLS.every((name) => typeof sdk[name] === 'function')) return null;
  return sdk;
}

/** Calls an SDK's member as a method (it may rely on `this`). */
function call<T>(sdk: RawSdk, name: (typeof CALLS)[number], ...args: unknown[]): Promise<T> {
  try {
    return Promise.resolve((sdk[name] as SdkCall).apply(sdk, args) as T);
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Adapts a scheme's SDK object to one shape. */
function adaptSchemeSdk(scheme: ClickToPayScheme, sdk: RawSdk): ClickToPaySchemeSdk {
  const visa = scheme === 'visa';
  const identityOf = (identity: ShopperIdentity) =>
    visa
      ? { identityValue: identity.value, type: identity.type === 'email' ? 'EMAIL' : 'MOBILE_NUMBER' }
      : {
          consumerIdentity: {
            identityValue: identity.value,
            type: identity.type === 'email' ? 'EMAIL_ADDRESS' : 'MOBILE_PHONE_NUMBER',
          },
        };
  return {
    scheme,
    init: (params: SchemeInitParams) => call<void>(sdk, 'init', params).then(() => undefined),
    isRecognized: () => call(sdk, 'isRecognized'),
    identityLookup: (identity) => call(sdk, 'identityLookup', identityOf(identity)),
    initiateIdentityValidation: () => call(sdk, 'initiateIdentityValidation'),
    completeIdentityValidation: (otp) =>
      call(sdk, 'completeIdentityValidation', visa ? otp : { validationData: otp }),
    getSrcProfile: (idTokens) => call<SchemeProfileAnswer>(sdk, 'getSrcProfile', { idTokens }),
    checkout: (params) =>
      call<{ dcfActionCode: string; checkoutResponse?: string }>(sdk, 'checkout', params).then(
        (answer): SchemeCheckoutAnswer => ({
          dcfActionCode: String(answer?.dcfActionCode),
          ...(typeof answer?.checkoutResponse === 'string'
            ? { encryptedPayload: answer.checkoutResponse }
            : {}),
        }),
      ),
    unbindAppInstance: () => call<void>(sdk, 'unbindAppInstance').then(() => undefined),
  };
}

/** What loading the schemes' SDKs needs. */
interface ClickToPaySdkLoadOptions {
  /** The schemes configured (those whose merchant ids are given). */
  schemes: readonly ClickToPayScheme[];
  /** The script loader of the page. */
  loader: ScriptLoader;
  /** The page's global object (`window`), read after each script ran. */
  global: unknown;
  /** The URL of each scheme's SDK (the checkout's scriptUrls, else the production URL). */
  urls: Readonly<Record<ClickToPayScheme, string>>;
}

/**
 * Loads the configured schemes' SDKs; a scheme whose script fails is left out. Rejects with 'There
 * are no schemes set to be loaded' when none is configured, 'Unable to load network schemes' when
 * none loaded.
 */
async function loadClickToPaySchemes(options: ClickToPaySdkLoadOptions): Promise<ClickToPaySchemeSdk[]> {
  if (options.schemes.length === 0) throw new CheckoutError('ERROR', CLICK_TO_PAY_ERROR_MESSAGES.noSchemes);
  const loaded = await Promise.all(
    options.schemes.map((scheme) =>
      options.loader.load(options.urls[scheme]).then(
        () => {
          const raw = rawSdkOf(scheme, options.global);
          return raw ? adaptSchemeSdk(scheme, raw) : null;
        },
        () => null,
      ),
    ),
  );
  const sdks = loaded.filter((sdk): sdk is ClickToPaySchemeSdk => sdk !== null);
  if (sdks.length === 0)
    throw new CheckoutError('NETWORK_ERROR', CLICK_TO_PAY_ERROR_MESSAGES.unableToLoadSchemes);
  return sdks;
}

export { CLICK_TO_PAY_SDK_URLS, adaptSchemeSdk, loadClickToPaySchemes, rawSdkOf };
export type { ClickToPaySdkLoadOptions };
