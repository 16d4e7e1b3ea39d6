import { useI18n, useKlarnaWidget, type ActionCallbacks, type KlarnaWidgetAction } from 'headless-checkout';
import { PaymentResultView } from './PaymentResultView';

/** Props of KlarnaWidgetView. */
interface KlarnaWidgetViewProps extends ActionCallbacks {
  /** Klarna's `sdk` action (the core's 'klarna' view kind). */
  action: KlarnaWidgetAction;
}

/** Moves focus to the panel once, when it mounts. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * Klarna's widget with the default skin: the container Klarna renders into, a confirm button that
 * asks Klarna to authorize, the error of a closed authorization (announced), then the end.
 */
function KlarnaWidgetView({ action, onComplete, onError }: KlarnaWidgetViewProps) {
  const { t } = useI18n();
  const klarna = useKlarnaWidget(action, {
    ...(onComplete ? { onComplete } : {}),
    ...(onError ? { onError } : {}),
  });
  const end = klarna.result;
  if (end)
    return end.status === 'error' ? (
      <PaymentResultView status="error" messageKey={end.messageKey} />
    ) : (
      <PaymentResultView status="success" />
    );
  const initializing = klarna.widget.status === 'initializing';
  const authorizing = klarna.widget.status === 'loading' || klarna.status === 'details';
  return (
    <section
      ref={focusOnMount}
      tabIndex={-1}
      className="hc-action"
      aria-label="Klarna"
      aria-busy={initializing || authorizing || undefined}
    >
      <div {...klarna.getContainerProps({ className: 'hc-action__frame' })} />
      <p className="hc-action__progress" role="status">
        {initializing ? t('loading') : authorizing ? t('payButton.processing') : ''}
      </p>
      <p className="hc-field__error" role="alert">
        {klarna.messageKey ? t(klarna.messageKey) : ''}
      </p>
      <button
        type="button"
        className="hc-pay-button"
        disabled={!klarna.canAuthorize}
        aria-disabled={!klarna.canAuthorize || undefined}
        onClick={klarna.authorize}
      >
        {t('confirmPurchase')}
      </button>
    </section>
  );
}

export { KlarnaWidgetView };
export type { KlarnaWidgetViewProps };
