import { useI18n, useRedirect, type ActionCallbacks, type RedirectAction } from 'headless-checkout';
import { Panel } from './ActionPanel';

/** Props of RedirectView. */
interface RedirectViewProps extends Pick<ActionCallbacks, 'onError'> {
  /** The redirect action. */
  action: RedirectAction;
}

/** A redirect (ActionView loads it when a redirect action arrives): the notice while the page leaves. */
function RedirectView({ action, onError }: RedirectViewProps) {
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

export { RedirectView };
export type { RedirectViewProps };
