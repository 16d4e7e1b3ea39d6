/**
 * Amazon Pay's provider work in the core (the Click to Pay pattern: the page comes in as deps):
 * - its availability check (`isAvailable`): the merchant's identifiers, then Amazon's script of
 *   the region by URL and `amazon.Pay` there; at the result step (back after the purchase was
 *   confirmed) nothing is needed: the payment runs;
 * - each step's work once available (and again when the step changes, and after a sign-out): the
 *   button (its payload signed by the payment service, drawn into the host's 'button' container),
 *   or the review (the change-payment action bound to the host's 'changePayment' element, the
 *   shopper's details from the service), or the payment sent once;
 * - the review's confirm (the amount set on the checkout session, then the page sent to Amazon),
 *   the decline flow after a refusal (to Amazon, for another instrument), the sign-out.
 */
import { CheckoutError } from '../../errors/checkout-error';
import type { PaymentMethodDeps, PaymentMethodEffect, PaymentMethodState } from '../payment-method.types';
import {
  getAmazonPayDeclineFlowUrl,
  getAmazonPayShopperDetails,
  signAmazonPayPayload,
  updateAmazonPayCheckoutSession,
  type AmazonPayApiDeps,
} from './amazonpay.api';
import type { AmazonPayEvent, AmazonPayState } from './amazonpay.flow';
import {
  amazonPayButtonOptionsOf,
  checkoutResultReturnUrlOf,
  checkoutSessionConfigOf,
  withoutAmazonParams,
} from './amazonpay.rules';
import { amazonPayApiOf, amazonPayScriptUrlOf, type AmazonPayJsApi } from './amazonpay.script';
import { amazonPaySettingsOf, type AmazonPayOptions } from './amazonpay.settings';

type AmazonPayMethodState = PaymentMethodState<AmazonPayOptions, AmazonPayState>;

type AmazonPayEffect = PaymentMethodEffect<AmazonPayOptions, AmazonPayState, AmazonPayEvent>;

/** Why Amazon Pay cannot be used, around what went wrong. */
const notAvailable = (cause: unknown) =>
  new CheckoutError('ERROR', 'Amazon Pay: the script did not define amazon.Pay', { cause });

/** The payment service's calls as Amazon Pay's API makes them. */
const apiOf = (deps: PaymentMethodDeps): AmazonPayApiDeps => {
  if (!deps.http) throw new CheckoutError('IMPLEMENTATION_ERROR', 'Amazon Pay needs the payment service');
  return { http: deps.http, clientKey: deps.clientKey ?? '', session: deps.session };
};

/** The page's URL now (what Amazon returns to by default). */
const pageUrlOf = (deps: PaymentMethodDeps): string =>
  (deps.provider?.global() as { location?: { href?: string } } | undefined)?.location?.href ?? '';

/** Whether Amazon Pay can be used: its identifiers, its script, `amazon.Pay` (nothing at the result step). */
async function amazonPayIsAvailable(
  { options, context, extra }: AmazonPayMethodState,
  deps: PaymentMethodDeps,
): Promise<{ provider?: AmazonPayJsApi }> {
  if (extra.step === 'result') return {};
  const host = deps.provider;
  if (!host) throw notAvailable("no page to load Amazon's script into");
  const settings = amazonPaySettingsOf(options, context);
  await host.loadScript(amazonPayScriptUrlOf(settings.region, host.scriptUrls));
  const pay = amazonPayApiOf(host.global());
  if (!pay) throw notAvailable('amazon.Pay is missing');
  return { provider: pay };
}

/** Reports a failure of the journey and shows it. */
const failWith = (deps: PaymentMethodDeps, send: (event: AmazonPayEvent) => void) => (cause: unknown) => {
  const error = cause instanceof CheckoutError ? cause : notAvailable(cause);
  deps.reportError?.(error);
  send({ type: 'amazonPay.failed', error });
};

/** A step's work: the button, the review, or the payment (once available; again on a new step). */
const stepWork: AmazonPayEffect = ({ event, state, previous, send, deps }) => {
  const { availability, extra, options, context } = state;
  if (event.type === 'availability.checked' && availability.available === false) {
    // The check reported its error: the journey shows it.
    if (availability.error) send({ type: 'amazonPay.failed', error: availability.error });
    return;
  }
  const started =
    (event.type === 'availability.checked' && availability.available === true) ||
    event.type === 'signOut.completed' ||
    (event.type === 'options.updated' && extra.step !== previous.extra.step);
  if (!started || availability.available !== true) return;
  if (extra.step === 'result') {
    send({ type: 'submit.requested' });
    return;
  }
  const fail = failWith(deps, send);
  const pay = availability.provider as AmazonPayJsApi | null;
  const host = deps.provider;
  if (!pay || !host) return;
  let settings: ReturnType<typeof amazonPaySettingsOf>;
  try {
    settings = amazonPaySettingsOf(options, context);
  } catch (error) {
    fail(error);
    return;
  }
  if (extra.step === 'review') {
    const change = host.container?.('changePayment');
    if (change && options.amazonCheckoutSessionId)
      pay.bindChangeAction(change, {
        amazonCheckoutSessionId: options.amazonCheckoutSessionId,
        changeAction: 'changePayment',
      });
    send({ type: 'script.loaded' });
    Promise.resolve()
      .then(() =>
        getAmazonPayShopperDetails(apiOf(deps), {
          checkoutSessionId: options.amazonCheckoutSessionId,
          ...settings,
        }),
      )
      .then((details) => send({ type: 'details.loaded', details }), fail);
    return;
  }
  const returnUrl = withoutAmazonParams(options.returnUrl ?? pageUrlOf(deps));
  const payloadJSON = JSON.stringify(
    checkoutSessionConfigOf({
      ...options,
      storeId: settings.storeId,
      returnUrl,
      cancelUrl: options.cancelUrl ?? returnUrl,
      amount: context.amount,
    }),
  );
  Promise.resolve()
    .then(() => signAmazonPayPayload(apiOf(deps), payloadJSON))
    .then((signature) => {
      const button = host.container?.('button');
      if (!button) return;
      pay.renderButton(button, {
        ...amazonPayButtonOptionsOf({ ...options, ...settings, locale: context.locale ?? 'en-US' }),
        createCheckoutSessionConfig: { payloadJSON, signature, publicKeyId: settings.publicKeyId },
      });
      send({ type: 'script.loaded' });
    })
    .catch(fail);
};

/** Sends the page to the URL the service answers (the confirm's, the decline flow's). */
function leaveFor(
  url: Promise<string | null>,
  deps: PaymentMethodDeps,
  send: (event: AmazonPayEvent) => void,
) {
  url
    .then((target) => {
      if (!target) throw new CheckoutError('ERROR', 'Could not get the AmazonPay URL');
      send({ type: 'redirect.started' });
      deps.provider?.navigate?.(target);
    })
    .catch((cause: unknown) => {
      const error = cause instanceof CheckoutError ? cause : new CheckoutError('ERROR', String(cause));
      deps.reportError?.(error);
      send({ type: 'redirect.failed', error });
    });
}

/** The review's confirm: the amount on the checkout session, then Amazon confirms the purchase. */
const confirm: AmazonPayEffect = ({ event, state, previous, send, deps }) => {
  if (event.type !== 'confirm.requested' || state.extra === previous.extra) return;
  const { options, context } = state;
  const amount = context.amount;
  leaveFor(
    Promise.resolve().then(() => {
      if (!amount) throw new CheckoutError('IMPLEMENTATION_ERROR', 'Amazon Pay needs the checkout amount');
      const settings = amazonPaySettingsOf(options, context);
      return updateAmazonPayCheckoutSession(apiOf(deps), {
        amount,
        chargePermissionType: options.chargePermissionType ?? 'OneTime',
        checkoutResultReturnUrl: checkoutResultReturnUrlOf(options.returnUrl ?? pageUrlOf(deps)),
        checkoutSessionId: options.amazonCheckoutSessionId,
        publicKeyId: settings.publicKeyId,
        recurringMetadata: options.recurringMetadata,
        region: settings.region,
      });
    }),
    deps,
    send,
  );
};

/** The decline flow after a refusal: Amazon lets the shopper choose another instrument. */
const declineFlow: AmazonPayEffect = ({ event, state, previous, send, deps }) => {
  if (event.type !== 'declineFlow.requested' || state.extra === previous.extra) return;
  const { options, context } = state;
  leaveFor(
    Promise.resolve().then(() =>
      getAmazonPayDeclineFlowUrl(apiOf(deps), {
        checkoutSessionId: options.amazonCheckoutSessionId,
        ...amazonPaySettingsOf(options, context),
      }),
    ),
    deps,
    send,
  );
};

/** The sign-out: Amazon forgets the shopper on this page; the button again. */
const signOut: AmazonPayEffect = ({ event, state, send }) => {
  if (event.type !== 'signOut.requested') return;
  (state.availability.provider as AmazonPayJsApi | null)?.signout();
  send({ type: 'signOut.completed' });
};

/** Amazon Pay's effects. */
const amazonPayEffects: readonly AmazonPayEffect[] = [stepWork, confirm, declineFlow, signOut];

export { amazonPayEffects, amazonPayIsAvailable, notAvailable as amazonPayNotAvailable };
