import type { ReactNode } from 'react';
import {
  actionViewOf,
  matchActionView,
  useAwait,
  useI18n,
  useKlarnaWidget,
  useQrCode,
  useRedirect,
  useThreeDS2,
  useVoucher,
  type ActionViewRenderers,
  type AwaitAction,
  type BankTransferAction,
  type VoucherAction,
  type CheckoutError,
  type CheckoutAction,
  type KlarnaWidgetAction,
  type PaymentResponse,
  type QrCodeAction,
  type RedirectAction,
  type ThreeDS2Action,
} from 'headless-checkout';

/** Moves focus to a step when it shows, so keyboard and screen-reader users land on it. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** What every step gets: the action, and where its end goes. */
interface StepProps<A> {
  action: A;
  onComplete: (response: PaymentResponse) => void;
  onError: (error: CheckoutError) => void;
}

/** 3DS2 in the merchant's markup: a hidden frame for the fingerprint, the bank's challenge in view. */
function ThreeDS2Step({ action, onComplete, onError }: StepProps<ThreeDS2Action>) {
  const { t } = useI18n();
  const threeDS2 = useThreeDS2(action, { onComplete, onError });
  const title = t(threeDS2.isChallenge ? 'threeDS2.challenge.title' : 'threeDS2.fingerprint.title');
  return (
    <section
      ref={focusOnMount}
      tabIndex={-1}
      className="step"
      aria-label={title}
      aria-busy={!threeDS2.isChallenge}
    >
      <h2>{title}</h2>
      {threeDS2.isChallenge ? null : <p role="status">{t('payButton.processing')}</p>}
      <iframe className="step-frame" {...threeDS2.getFrameProps({ title })} />
    </section>
  );
}

/** A QR code to scan with the bank's app; the payment status is polled until the shopper pays. */
function QrStep({ action, onComplete, onError }: StepProps<QrCodeAction>) {
  const { t } = useI18n();
  const qr = useQrCode(action, { onComplete, onError });
  return (
    <section ref={focusOnMount} tabIndex={-1} className="step" aria-label={t('qr.scan')}>
      <h2>{t('qr.scan')}</h2>
      <img className="step-qr" src={qr.qrCodeImage} alt={t('qr.scan')} width={200} height={200} />
      <p role="timer">{t('qr.timeToPay', { time: qr.countdown.formatted })}</p>
      <progress max={100} value={qr.countdown.percentage} aria-label={t('qr.progress')} />
      <button type="button" className="card-pay" onClick={() => void qr.copy()}>
        {qr.copied ? t('button.copied') : t('button.copy')}
      </button>
      {qr.openAppUrl ? <a href={qr.openAppUrl}>{t('button.openApp')}</a> : null}
      {qr.instructionsKey ? <p>{t(qr.instructionsKey)}</p> : null}
      {qr.result?.status === 'error' ? <p role="alert">{t(qr.result.messageKey)}</p> : null}
    </section>
  );
}

/** Confirm in the app (MB Way, Blik, UPI collect): the status is polled until the shopper does. */
function AwaitStep({ action, onComplete, onError }: StepProps<AwaitAction>) {
  const { t } = useI18n();
  const awaiting = useAwait(action, { onComplete, onError });
  return (
    <section ref={focusOnMount} tabIndex={-1} className="step" aria-label={t('await.waitForConfirmation')}>
      <h2>{t('await.waitForConfirmation')}</h2>
      <p role="status">{t('await.openApp')}</p>
      <p role="timer">{t('qr.timeToPay', { time: awaiting.countdown.formatted })}</p>
      {awaiting.result?.status === 'error' ? <p role="alert">{t(awaiting.result.messageKey)}</p> : null}
    </section>
  );
}

/** To the bank's page: a GET navigation or an auto-submitted form. */
function RedirectStep({ action, onError }: StepProps<RedirectAction>) {
  const { t } = useI18n();
  const redirect = useRedirect(action, { onError });
  return (
    <p className="step" role="status">
      {redirect.status === 'error' ? t('error.subtitle.redirect') : t('redirect.redirecting')}
    </p>
  );
}

/** Klarna's widget in the merchant's markup, and the shop's own confirm button. */
function KlarnaStep({ action, onComplete, onError }: StepProps<KlarnaWidgetAction>) {
  const { t } = useI18n();
  const klarna = useKlarnaWidget(action, { onComplete, onError });
  return (
    <section ref={focusOnMount} tabIndex={-1} className="step" aria-label="Klarna">
      <h2>Klarna</h2>
      <div {...klarna.getContainerProps()} />
      {klarna.widget.status === 'initializing' ? <p role="status">{t('loading')}</p> : null}
      <p role="alert">{klarna.messageKey ? t(klarna.messageKey) : ''}</p>
      <button type="button" className="card-pay" disabled={!klarna.canAuthorize} onClick={klarna.authorize}>
        {klarna.widget.status === 'loading' || klarna.status === 'details'
          ? t('payButton.processing')
          : t('confirmPurchase')}
      </button>
    </section>
  );
}

/**
 * A voucher (Boleto, OXXO, Doku, econtext, Dragonpay…) or the bank transfer's details in the shop's
 * markup: the lines to pay with later, each reference copyable, the barcode, the issuer's logo and
 * the PDF. The shopper pays later: this is the payment's end on the page.
 */
function VoucherStep({ action }: { action: VoucherAction | BankTransferAction }) {
  const { t } = useI18n();
  const voucher = useVoucher(action);
  return (
    <section ref={focusOnMount} tabIndex={-1} className="step" aria-label={t(voucher.titleKey)}>
      <h2>{t(voucher.titleKey)}</h2>
      {voucher.issuerImage ? <img src={voucher.issuerImage} alt={voucher.issuer ?? ''} height={40} /> : null}
      {voucher.introductionKey ? <p>{t(voucher.introductionKey)}</p> : null}
      {voucher.barcodeImage ? (
        <img
          className="step-barcode"
          src={voucher.barcodeImage}
          alt={t('voucher.barcode', { reference: voucher.reference ?? '' })}
        />
      ) : null}
      <dl className="step-lines">
        {voucher.lines.map((line) => (
          <div key={line.field}>
            <dt>{line.label}</dt>
            <dd>
              {line.value}
              {line.note ? <small> ({line.note})</small> : null}{' '}
              {line.copyable ? (
                <button
                  type="button"
                  className="card-secondary"
                  aria-label={`${t('button.copy')} ${line.label}`}
                  onClick={() => void voucher.copy(line.field)}
                >
                  {voucher.copiedField === line.field ? t('button.copied') : t('button.copy')}
                </button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {voucher.downloadUrl ? (
        <a href={voucher.downloadUrl} download target="_blank" rel="noreferrer">
          {t('voucher.downloadPdf')}
        </a>
      ) : null}{' '}
      {voucher.instructionsUrl ? (
        <a href={voucher.instructionsUrl} target="_blank" rel="noreferrer">
          {t('voucher.readInstructions')}
        </a>
      ) : null}
    </section>
  );
}

/** Where an action's end goes. */
type Callbacks = Omit<StepProps<unknown>, 'action'>;

/** A step this shop does not offer (a wallet's SDK…): the shopper is told so. */
const unsupported = () => (
  <p className="step" role="alert">
    This shop cannot finish this payment here. Please choose another way to pay.
  </p>
);

/** One step per kind of action: each component calls its own hook (hooks never run conditionally). */
const STEPS: ActionViewRenderers<ReactNode, Callbacks> = {
  threeDS2: (view, callbacks) => <ThreeDS2Step key={view.key} action={view.action} {...callbacks} />,
  qrCode: (view, callbacks) => <QrStep key={view.key} action={view.action} {...callbacks} />,
  redirect: (view, callbacks) => <RedirectStep key={view.key} action={view.action} {...callbacks} />,
  await: (view, callbacks) => <AwaitStep key={view.key} action={view.action} {...callbacks} />,
  voucher: (view) => <VoucherStep key={view.key} action={view.action} />,
  bankTransfer: (view) => <VoucherStep key={view.key} action={view.action} />,
  klarna: (view, callbacks) => <KlarnaStep key={view.key} action={view.action} {...callbacks} />,
  sdk: unsupported,
  unsupported,
};

/** Runs the payment's action with the step of its kind (the core's `actionViewOf`, no switch on its type). */
function ActionStep({ action, ...callbacks }: StepProps<CheckoutAction>) {
  return matchActionView(actionViewOf(action), STEPS, callbacks);
}

export { ActionStep };
