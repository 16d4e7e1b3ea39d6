import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import type { MessageKey } from '../i18n/messages';
import {
  routeAction,
  type AwaitAction,
  type BankTransferAction,
  type QrCodeAction,
  type RedirectAction,
  type SdkAction,
  type ThreeDS2Action,
  type VoucherAction,
} from './action.router';
import { isKlarnaWidgetAction, type KlarnaWidgetAction } from './klarna-widget.action';
import { PAYPAL_INSTANCE_MISMATCH } from '../methods/paypal/paypal.instance';

/**
 * Which view an action gets, decided once in the core so no skin decides it:
 * - 'threeDS2': the fingerprint's hidden frame, then (in the same view) the challenge's frame;
 * - 'redirect': the 'redirecting' notice while the page leaves;
 * - 'qrCode': the QR code, its countdown, copy and open-the-app;
 * - 'await': the 'confirm in your app' notice and its countdown;
 * - 'voucher' / 'bankTransfer': the voucher's or the transfer's lines (useVoucher);
 * - 'klarna': Klarna's widget (an sdk action of klarna, klarna_account or klarna_paynow);
 * - 'sdk': another method's own SDK continues (no SDK of ours handles it here; PayPal's action
 *   belongs to the buttons that started the payment: elsewhere it is the spec's instance error);
 * - 'unsupported': not an action (no type, a whole response) or a type the router does not know.
 */
type ActionViewKind =
  | 'threeDS2'
  | 'redirect'
  | 'qrCode'
  | 'await'
  | 'voucher'
  | 'bankTransfer'
  | 'klarna'
  | 'sdk'
  | 'unsupported';

/** What every view kind carries. */
interface ActionViewBase {
  /** One view per action: a new key (type, paymentData and the action's own data) is a new run. */
  key: string;
}

/** The view an action gets, narrowed by `kind` with the action of its type. */
type ActionViewOf =
  | (ActionViewBase & { kind: 'threeDS2'; action: ThreeDS2Action })
  | (ActionViewBase & { kind: 'redirect'; action: RedirectAction })
  | (ActionViewBase & { kind: 'qrCode'; action: QrCodeAction })
  | (ActionViewBase & { kind: 'await'; action: AwaitAction })
  | (ActionViewBase & { kind: 'voucher'; action: VoucherAction })
  | (ActionViewBase & { kind: 'bankTransfer'; action: BankTransferAction })
  | (ActionViewBase & { kind: 'klarna'; action: KlarnaWidgetAction })
  | (ActionViewBase & { kind: 'sdk'; action: SdkAction; error: CheckoutError; messageKey: MessageKey })
  | (ActionViewBase & { kind: 'unsupported'; action: unknown; error: CheckoutError; messageKey: MessageKey });

/** The view of one kind. */
type ActionViewOfKind<K extends ActionViewKind> = Extract<ActionViewOf, { kind: K }>;

/** A stable key of an action's data (the same action, even re-created, gives the same key). */
function actionKeyOf(action: unknown): string {
  try {
    return JSON.stringify(action) ?? 'undefined';
  } catch {
    return 'unserialisable';
  }
}

/**
 * The view an action gets (spec sections 2 and 4). Anything that is not an action the router
 * knows is 'unsupported' with the router's error ('Invalid Action', or the implementation error
 * naming the mistake); Klarna's `sdk` action is 'klarna' (its widget); another `sdk` action carries
 * the error to show while no SDK of ours runs it.
 */
function actionViewOf(action: unknown): ActionViewOf {
  const key = actionKeyOf(action);
  let routed;
  try {
    routed = routeAction(action);
  } catch (error) {
    const checkoutError = isCheckoutError(error)
      ? error
      : new CheckoutError('ERROR', ERROR_TEXTS.invalidAction, { cause: error });
    return { kind: 'unsupported', key, action, error: checkoutError, messageKey: 'error.message.unknown' };
  }
  switch (routed.type) {
    case 'threeDS2':
      return { kind: 'threeDS2', key, action: routed };
    case 'redirect':
      return { kind: 'redirect', key, action: routed };
    case 'qrCode':
      return { kind: 'qrCode', key, action: routed };
    case 'await':
      return { kind: 'await', key, action: routed };
    case 'voucher':
      return { kind: 'voucher', key, action: routed };
    case 'bankTransfer':
      return { kind: 'bankTransfer', key, action: routed };
    case 'sdk':
      if (isKlarnaWidgetAction(routed)) return { kind: 'klarna', key, action: routed as KlarnaWidgetAction };
      return {
        kind: 'sdk',
        key,
        action: routed,
        error: new CheckoutError(
          'ERROR',
          routed.paymentMethodType === 'paypal' ? PAYPAL_INSTANCE_MISMATCH : ERROR_TEXTS.invalidAction,
        ),
        messageKey: 'error.message.unknown',
      };
    default:
      routed satisfies never;
      return {
        kind: 'unsupported',
        key,
        action,
        error: new CheckoutError('ERROR', ERROR_TEXTS.invalidAction),
        messageKey: 'error.message.unknown',
      };
  }
}

/** One renderer per view kind, each given its narrowed view (and the caller's props). */
type ActionViewRenderers<R, P = undefined> = {
  [K in ActionViewKind]: (view: ActionViewOfKind<K>, props: P) => R;
};

/**
 * Renders a view with the renderer of its kind: a typed, exhaustive record instead of a switch
 * on the action's type (a skin gives one record; a missing kind does not type-check).
 */
function matchActionView<R, P = undefined>(
  view: ActionViewOf,
  renderers: ActionViewRenderers<R, P>,
  props: P,
): R {
  const render = renderers[view.kind] as (view: ActionViewOf, props: P) => R;
  return render(view, props);
}

export { actionKeyOf, actionViewOf, matchActionView };
export type { ActionViewKind, ActionViewOf, ActionViewOfKind, ActionViewRenderers };
