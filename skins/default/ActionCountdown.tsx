import { useI18n, type ActionEndView } from 'headless-checkout';
import { PaymentResultView } from './PaymentResultView';

/** Countdown and progress bar of the QR code and await views (loaded with either). */
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

export { Countdown, endedView };
