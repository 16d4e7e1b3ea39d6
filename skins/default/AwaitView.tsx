import { useAwait, useI18n, type ActionCallbacks, type AwaitAction } from 'headless-checkout';
import { Countdown, endedView } from './ActionCountdown';
import { Panel } from './ActionPanel';

/** Props of AwaitView. */
interface AwaitViewProps extends ActionCallbacks {
  /** The await action. */
  action: AwaitAction;
}

/**
 * Waiting for the shopper's app (ActionView loads it when an await action arrives): the notice and
 * its countdown, then the end.
 */
function AwaitView({ action, onComplete, onError }: AwaitViewProps) {
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

export { AwaitView };
export type { AwaitViewProps };
