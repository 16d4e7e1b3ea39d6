import { useI18n, useQrCode, type ActionCallbacks, type QrCodeAction } from 'headless-checkout';
import { Countdown, endedView } from './ActionCountdown';
import { Panel } from './ActionPanel';

/** Props of QrCodeView. */
interface QrCodeViewProps extends ActionCallbacks {
  /** The qrCode action. */
  action: QrCodeAction;
}

/**
 * A QR code (ActionView loads it when a qrCode action arrives): the code, its countdown, copy and
 * open-the-app, then the end.
 */
function QrCodeView({ action, onComplete, onError }: QrCodeViewProps) {
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

export { QrCodeView };
export type { QrCodeViewProps };
