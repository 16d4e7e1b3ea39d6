import { useI18n, useVoucher, type BankTransferAction, type VoucherAction } from 'headless-checkout';
import { Panel } from './ActionPanel';

/**
 * A voucher's or a bank transfer's result (ActionView loads it when such an action arrives): the
 * issuer's logo, the introduction, the barcode, every line with its copy button and note, the PDF
 * and the instructions. Focus moves to it when it shows.
 */
function VoucherView({ action }: { action: VoucherAction | BankTransferAction }) {
  const { t } = useI18n();
  const voucher = useVoucher(action);
  return (
    <Panel title={t(voucher.titleKey)}>
      {voucher.issuerImage ? (
        <img
          className="hc-voucher__issuer"
          src={voucher.issuerImage}
          alt={voucher.issuer ?? ''}
          height={40}
        />
      ) : null}
      {voucher.introductionKey ? <p>{t(voucher.introductionKey)}</p> : null}
      {voucher.barcodeImage ? (
        <img
          className="hc-voucher__barcode"
          src={voucher.barcodeImage}
          alt={t('voucher.barcode', { reference: voucher.reference ?? '' })}
        />
      ) : null}
      <dl className="hc-voucher__details">
        {voucher.lines.map((line) => (
          <div className="hc-voucher__line" key={line.field}>
            <dt>{line.label}</dt>
            <dd>
              <span>{line.value}</span>
              {line.note ? <span className="hc-voucher__note">{line.note}</span> : null}
              {line.copyable ? (
                <button
                  type="button"
                  className="hc-button hc-button--small"
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
      <div className="hc-action__buttons">
        {voucher.downloadUrl ? (
          <a className="hc-button" href={voucher.downloadUrl} download target="_blank" rel="noreferrer">
            {t('voucher.downloadPdf')}
          </a>
        ) : null}
        {voucher.instructionsUrl ? (
          <a className="hc-button" href={voucher.instructionsUrl} target="_blank" rel="noreferrer">
            {t('voucher.readInstructions')}
          </a>
        ) : null}
      </div>
    </Panel>
  );
}

export { VoucherView };
