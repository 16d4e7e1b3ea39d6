import type { ReactNode } from 'react';
import {
  actionViewOf,
  matchActionView,
  useI18n,
  type ActionCallbacks,
  type ActionViewRenderers,
  type CheckoutAction,
  type MessageKey,
} from 'headless-checkout';
import { ActionLoad, ActionLoading, lazyActionView, type LazyActionView } from './ActionLoad';
import { PaymentResultView } from './PaymentResultView';

/** What every action view takes: the action hooks' callbacks (the end, told once). */
type ActionViewCallbacks = ActionCallbacks;

/** Props of ActionView. */
interface ActionViewProps extends ActionViewCallbacks {
  /** The action of a payment response (`card.action`, `payment.action`), narrowed to its type. */
  action: CheckoutAction;
  /** The 3DS2 challenge window size code ('01'…'05'; '02' by default). */
  challengeWindowSize?: string;
}

// One seam per action type: each view, with its hook and the core's flow behind it (3DS2's
// fingerprint and challenge, a redirect's form post, the QR code's and await's countdown and status
// polls), loads when the payment service answers with that action, so a page whose payments end
// without one (a card Authorised at once) never downloads them. The same for the methods' own
// views: Klarna's widget (a seam of that method) and the vouchers' result (the voucher family's).
const ThreeDS2 = lazyActionView(() => import('./ThreeDS2View').then((module) => module.ThreeDS2View));
const Redirect = lazyActionView(() => import('./RedirectView').then((module) => module.RedirectView));
const QrCode = lazyActionView(() => import('./QrCodeView').then((module) => module.QrCodeView));
const Await = lazyActionView(() => import('./AwaitView').then((module) => module.AwaitView));
const Voucher = lazyActionView(() => import('./VoucherView').then((module) => module.VoucherView));
const KlarnaWidget = lazyActionView(() =>
  import('./KlarnaWidgetView').then((module) => module.KlarnaWidgetView),
);

/** The 3DS2 view while it loads: the fingerprint's panel (its title, "Processing…", the frame's box). */
function ThreeDS2Loading() {
  const { t } = useI18n();
  return (
    <ActionLoading title={t('threeDS2.fingerprint.title')}>
      <div className="hc-action__frame" data-state="fingerprint" />
    </ActionLoading>
  );
}

/** An action no view of ours runs (an `sdk` action other than Klarna's, or not an action): its message. */
function UnsupportedView({ messageKey }: { messageKey: MessageKey }) {
  return <PaymentResultView status="error" messageKey={messageKey} />;
}

/** The props every view kind gets from ActionView. */
type ViewProps = ActionViewCallbacks & { challengeWindowSize?: string };

/** The callbacks of the view props. */
const callbacksOf = ({ onComplete, onError }: ViewProps): ActionViewCallbacks => ({
  ...(onComplete ? { onComplete } : {}),
  ...(onError ? { onError } : {}),
});

/**
 * A kind's view behind its code's load (`ActionLoad`): the fallback until the code is here, keyed
 * by the action, its failure reported to `onError`.
 */
const loaded = (
  key: string,
  view: Pick<LazyActionView<never>, 'retry'>,
  element: ReactNode,
  onError: ViewProps['onError'],
  fallback: ReactNode = <ActionLoading />,
) => (
  <ActionLoad key={key} actionKey={key} view={view} fallback={fallback} onError={onError}>
    {element}
  </ActionLoad>
);

/** One view component per kind (the kinds are the core's `actionViewOf`); keyed by the action. */
const VIEWS: ActionViewRenderers<ReactNode, ViewProps> = {
  threeDS2: (view, { challengeWindowSize, ...props }) =>
    loaded(
      view.key,
      ThreeDS2,
      <ThreeDS2.View
        action={view.action}
        {...(challengeWindowSize ? { challengeWindowSize } : {})}
        {...callbacksOf(props)}
      />,
      props.onError,
      <ThreeDS2Loading />,
    ),
  redirect: (view, { onError }) =>
    loaded(
      view.key,
      Redirect,
      <Redirect.View action={view.action} {...(onError ? { onError } : {})} />,
      onError,
      <ActionLoading messageKey="redirect.redirecting" spinner={false} />,
    ),
  qrCode: (view, props) =>
    loaded(view.key, QrCode, <QrCode.View action={view.action} {...callbacksOf(props)} />, props.onError),
  await: (view, props) =>
    loaded(view.key, Await, <Await.View action={view.action} {...callbacksOf(props)} />, props.onError),
  voucher: (view, { onError }) => loaded(view.key, Voucher, <Voucher.View action={view.action} />, onError),
  bankTransfer: (view, { onError }) =>
    loaded(view.key, Voucher, <Voucher.View action={view.action} />, onError),
  klarna: (view, props) =>
    loaded(
      view.key,
      KlarnaWidget,
      <KlarnaWidget.View action={view.action} {...callbacksOf(props)} />,
      props.onError,
    ),
  sdk: (view) => <UnsupportedView key={view.key} messageKey={view.messageKey} />,
  unsupported: (view) => <UnsupportedView key={view.key} messageKey={view.messageKey} />,
};

/**
 * Renders a payment response's action with the default skin: the 3DS2 fingerprint and challenge,
 * a redirect, a QR code with its countdown, the await screen, a voucher or bank-transfer result,
 * Klarna's widget.
 * Which view an action gets is the core's `actionViewOf`; the skin only draws each kind. Each
 * kind's code loads when its action arrives: until then the action's panel shows busy
 * ("Processing…"); a load that fails ends the payment with its error (`onError` and the
 * checkout's onError, once). Hand the result to your payment hook
 * (`onComplete={card.completeAction}`, `onError={card.failAction}`).
 */
function ActionView({ action, challengeWindowSize, onComplete, onError }: ActionViewProps) {
  return matchActionView(actionViewOf(action), VIEWS, {
    ...(challengeWindowSize ? { challengeWindowSize } : {}),
    ...(onComplete ? { onComplete } : {}),
    ...(onError ? { onError } : {}),
  });
}

export { ActionView };
export type { ActionViewProps };
