import { useI18n, useThreeDS2, type ActionCallbacks, type ThreeDS2Action } from 'headless-checkout';
import { Panel } from './ActionPanel';

/** Props of ThreeDS2View. */
interface ThreeDS2ViewProps extends ActionCallbacks {
  /** The threeDS2 action. */
  action: ThreeDS2Action;
  /** The challenge window size code ('01'…'05'; '02' by default). */
  challengeWindowSize?: string;
}

/**
 * 3DS2 (ActionView loads it when a threeDS2 action arrives): a hidden frame with a progress message
 * during the fingerprint, the challenge frame sized by its code.
 */
function ThreeDS2View({ action, challengeWindowSize, onComplete, onError }: ThreeDS2ViewProps) {
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

export { ThreeDS2View };
export type { ThreeDS2ViewProps };
