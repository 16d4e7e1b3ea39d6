import { lazy, Suspense, type ReactNode } from 'react';
import {
  actionViewOf,
  matchActionView,
  useAwait,
  useI18n,
  useQrCode,
  useRedirect,
  useThreeDS2,
  type ActionCallbacks,
  type ActionEndView,
  type ActionViewRenderers,
  type AwaitAction,
  type CheckoutAction,
  type MessageKey,
  type QrCodeAction,
  type RedirectAction,
  type ThreeDS2Action,
} from 'headless-checkout';
import { Panel } from './ActionPanel';
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

/** 3DS2: a hidden frame with a progress message during the fingerprint, the challenge frame sized by its code. */
function ThreeDS2View({
  action,
  challengeWindowSize,
  onComplete,
  onError,
}: ActionViewCallbacks & {
  action: ThreeDS2Action;
  challengeWindowSize?: string;
}) {
  const { t } = useI18n();
  const threeDS2 = useThreeDS2(action, {
    ...(challengeWindowSize ? { challengeWindowSize } : {}),
    ...(onComplete ? { onComplete } : {}),
    ...(onError ? { onError } : {}),
  });
  const title = t(threeDS2.isChallenge ? 'threeDS2.challenge.title' : 'threeDS2.fingerprint.title');
  const size = threeDS2.isChallenge ? threeDS2.state.challengeSize : null;
  return (
    <Panel title={title} busy={!threeDS2.isChallenge}>
      {threeDS2.isChallenge ? null : (
        <p className="hc-action__progress" role="status">
          <span className="hc-spinner" aria-hidden="true" /> {t('payButton.processing')}
        </p>
      )}
      <div
        className="hc-action__frame"
        data-state={threeDS2.isChallenge ? 'challenge' : 'fingerprint'}
        // As wide as the action, up to the window size's width (and the 1px border each side).
        {...(size ? { style: { maxInlineSize: `calc(${size.width} + 2px)` } } : {})}
      >
        <iframe {...threeDS2.getFrameProps({ title })} />
      </div>
    </Panel>
  );
}

function RedirectView({ action, onError }: ActionViewCallbacks & { action: RedirectAction }) {
  const { t } = useI18n();
  const redirect = useRedirect(action, onError ? { onError } : {});
  const end = redirect.result;
  return (
    <Panel busy={!end}>
      <p className="hc-action__progress" role="status">
        {end?.status === 'error' ? t(end.messageKey) : t('redirect.redirecting')}
      </p>
    </Panel>
  );
}

/** Countdown and progress bar of QR and await views. */
function Countdown({ countdown }: { countdown: { formatted: string; percentage: number } }) {
  const { t } = useI18n();
  return (
    <div className="hc-countdown">
      <p className="hc-countdown__text">{t('qr.timeToPay', { time: countdown.formatted })}</p>
      <div
        className="hc-progress"
        role="progressbar"
        aria-label={t('qr.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(countdown.percentage)}
        aria-valuetext={countdown.formatted}
      >
        <div className="hc-progress__bar" style={{ inlineSize: `${countdown.percentage}%` }} />
      </div>
    </div>
  );
}

/** The end screen of an action (the hook's `result`: success, or the error's message), or null while it runs. */
function endedView(end: ActionEndView | null) {
  if (!end) return null;
  return end.status === 'error' ? (
    <PaymentResultView status="error" messageKey={end.messageKey} />
  ) : (
    <PaymentResultView status="success" />
  );
}

function QrCodeView({ action, onComplete, onError }: ActionViewCallbacks & { action: QrCodeAction }) {
  const { t } = useI18n();
  const qr = useQrCode(action, { ...(onComplete ? { onComplete } : {}), ...(onError ? { onError } : {}) });
  const ended = endedView(qr.result);
  if (ended) return ended;
  return (
    <Panel title={t('qr.scan')} busy={qr.status === 'details'}>
      {qr.qrCodeImage ? (
        <img className="hc-qr__image" src={qr.qrCodeImage} alt={t('qr.scan')} width={200} height={200} />
      ) : null}
      <Countdown countdown={qr.countdown} />
      {qr.instructionsKey ? <p className="hc-action__instructions">{t(qr.instructionsKey)}</p> : null}
      <div className="hc-action__buttons">
        <button type="button" className="hc-button" onClick={() => void qr.copy()}>
          {t('button.copy')}
        </button>
        {qr.openAppUrl ? (
          <a className="hc-button" href={qr.openAppUrl}>
            {t('button.openApp')}
          </a>
        ) : null}
      </div>
      <p className="hc-visually-hidden" role="status">
        {qr.copied ? t('button.copied') : ''}
      </p>
    </Panel>
  );
}

function AwaitView({ action, onComplete, onError }: ActionViewCallbacks & { action: AwaitAction }) {
  const { t } = useI18n();
  const awaiting = useAwait(action, {
    ...(onComplete ? { onComplete } : {}),
    ...(onError ? { onError } : {}),
  });
  const ended = endedView(awaiting.result);
  if (ended) return ended;
  return (
    <Panel title={t('await.waitForConfirmation')} busy>
      <p className="hc-action__progress" role="status">
        <span className="hc-spinner" aria-hidden="true" /> {t('await.openApp')}
      </p>
      <Countdown countdown={awaiting.countdown} />
    </Panel>
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

// Klarna's widget is Klarna's code: it loads when Klarna's action arrives (a seam of that method),
// so a page that never pays with Klarna (the card form) does not carry it. The same for the
// vouchers' result (the voucher family's seam): a card page never shows one.
const KlarnaWidgetView = lazy(() =>
  import('./KlarnaWidgetView').then((module) => ({ default: module.KlarnaWidgetView })),
);
const VoucherView = lazy(() => import('./VoucherView').then((module) => ({ default: module.VoucherView })));

/** While a view's code loads: busy, announced. */
function LoadingView() {
  const { t } = useI18n();
  return (
    <div className="hc-action" data-state="loading" role="status" aria-busy="true">
      <span className="hc-spinner" aria-hidden="true" />
      <span className="hc-visually-hidden">{t('payButton.processing')}</span>
    </div>
  );
}

/** One view component per kind (the kinds are the core's `actionViewOf`); keyed by the action. */
const VIEWS: ActionViewRenderers<ReactNode, ViewProps> = {
  threeDS2: (view, { challengeWindowSize, ...callbacks }) => (
    <ThreeDS2View
      key={view.key}
      action={view.action}
      {...(challengeWindowSize ? { challengeWindowSize } : {})}
      {...callbacks}
    />
  ),
  redirect: (view, { onError }) => (
    <RedirectView key={view.key} action={view.action} {...(onError ? { onError } : {})} />
  ),
  qrCode: (view, props) => <QrCodeView key={view.key} action={view.action} {...callbacksOf(props)} />,
  await: (view, props) => <AwaitView key={view.key} action={view.action} {...callbacksOf(props)} />,
  voucher: (view) => (
    <Suspense key={view.key} fallback={<LoadingView />}>
      <VoucherView action={view.action} />
    </Suspense>
  ),
  bankTransfer: (view) => (
    <Suspense key={view.key} fallback={<LoadingView />}>
      <VoucherView action={view.action} />
    </Suspense>
  ),
  klarna: (view, props) => (
    <Suspense key={view.key} fallback={<LoadingView />}>
      <KlarnaWidgetView action={view.action} {...callbacksOf(props)} />
    </Suspense>
  ),
  sdk: (view) => <UnsupportedView key={view.key} messageKey={view.messageKey} />,
  unsupported: (view) => <UnsupportedView key={view.key} messageKey={view.messageKey} />,
};

/**
 * Renders a payment response's action with the default skin: the 3DS2 fingerprint and challenge,
 * a redirect, a QR code with its countdown, the await screen, a voucher or bank-transfer result,
 * Klarna's widget.
 * Which view an action gets is the core's `actionViewOf`; the skin only draws each kind. Hand
 * the result to your payment hook (`onComplete={card.completeAction}`).
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
