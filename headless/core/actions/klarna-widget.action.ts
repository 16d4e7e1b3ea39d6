/**
 * Which action is Klarna's widget: what the action router needs to know (a page that never meets
 * Klarna carries only this), apart from the widget's machine, which loads with its view.
 */
import type { SdkAction } from './action.router';

/** Klarna's production widget script (Klarna Payments). */
const KLARNA_WIDGET_URL = 'https://x.klarnacdn.net/kp/lib/v1/api.js';

/** The Klarna payment method types whose `sdk` action is the widget. */
const KLARNA_WIDGET_TYPES = ['klarna', 'klarna_account', 'klarna_paynow'] as const;

/** The sdkData of Klarna's widget. */
interface KlarnaSdkData {
  /** The widget session's token: `Klarna.Payments.init({ client_token })`. */
  client_token: string;
  /** The widget's category (pay_later, pay_over_time, pay_now). */
  payment_method_category: string;
}

/** A Klarna widget action: an sdk action of a Klarna type with its sdkData. */
interface KlarnaWidgetAction extends SdkAction {
  /** klarna, klarna_account or klarna_paynow. */
  paymentMethodType: (typeof KLARNA_WIDGET_TYPES)[number];
  /** The widget's data. */
  sdkData: KlarnaSdkData & Record<string, unknown>;
}

/** True for an sdk action of a Klarna type (its sdkData is checked when the widget starts). */
function isKlarnaWidgetAction(action: SdkAction): boolean {
  return (KLARNA_WIDGET_TYPES as readonly string[]).includes(action.paymentMethodType ?? '');
}

export { KLARNA_WIDGET_TYPES, KLARNA_WIDGET_URL, isKlarnaWidgetAction };
export type { KlarnaSdkData, KlarnaWidgetAction };
