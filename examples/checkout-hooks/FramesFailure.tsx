import { useI18n, type MessageKey } from 'headless-checkout';

/**
 * The hook's `screen.framesFailure` (the secured fields could not load, or be set up): the reason,
 * announced once, and a button that makes the frames again (`reloadSecuredFields`).
 */
function FramesFailure({ messageKey, onReload }: { messageKey: MessageKey | null; onReload: () => void }) {
  const { t } = useI18n();
  if (!messageKey) return null;
  return (
    <div className="frames-failure">
      <p className="card-status" role="alert">
        {t(messageKey)}
      </p>
      <button type="button" className="card-secondary" onClick={onReload}>
        {t('error.va.sf.retry')}
      </button>
    </div>
  );
}

export { FramesFailure };
