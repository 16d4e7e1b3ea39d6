import { useI18n, type MessageKey } from 'headless-checkout';
import { PaymentResultView } from './PaymentResultView';

/** Props of FramesFailure. */
interface FramesFailureProps {
  /** Why the frames cannot be used: the hook's `screen.framesFailure`; nothing shows while null. */
  messageKey: MessageKey | null;
  /** The hook's `reloadSecuredFields`: makes the frames again. */
  onReload: () => void;
}

/**
 * A form's secured fields that could not load or be set up: the reason, announced once (an alert),
 * and a button that loads them again (focus then goes to the first field once it is ready).
 */
function FramesFailure({ messageKey, onReload }: FramesFailureProps) {
  const { t } = useI18n();
  if (!messageKey) return null;
  return (
    <div className="hc-frames-failure">
      <PaymentResultView status="error" messageKey={messageKey} />
      <button type="button" className="hc-button" onClick={onReload}>
        {t('error.va.sf.retry')}
      </button>
    </div>
  );
}

export { FramesFailure };
export type { FramesFailureProps };
