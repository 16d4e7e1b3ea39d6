import { useId } from 'react';
import { useI18n, useIssuerList, type IssuerListType, type UseIssuerListOptions } from 'headless-checkout';
import { FieldError } from './Field';
import { useOnChange } from './hook-adapters';
import { MethodFormShell } from './MethodFormShell';
import { PayButton, type PayButtonStatus } from './PayButton';
import { PaymentMessage } from './PaymentMessage';
import { Select } from './Select';

/** Props of IssuerList: the method's type, every `useIssuerList` option, and the skin's. */
interface IssuerListProps extends UseIssuerListOptions {
  /** The issuer-list method: 'ideal', 'onlineBanking_PL', 'wallet_IN', 'paybybank'… */
  type: IssuerListType;
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** Renders the pay button (type submit) at the end of the form; default true. */
  payButton?: boolean;
  /** An extra class name on the form. */
  className?: string;
}

/**
 * The default skin's issuer list: `useIssuerList(type, options)` rendered with the 'Popular banks'
 * buttons (pressed when they hold the choice), every issuer in a Radix Select (disabled ones shown,
 * not selectable), the field's error after blur or submit, the terms with their links, the
 * payment's end and the pay button ('Continue to ING'). With no issuers (Pay by Bank) only the
 * button shows. The redirect to the bank shows in the form's place. Behaviour is the hook's.
 */
function IssuerList({ type, onPaymentStatus, payButton = true, className, ...options }: IssuerListProps) {
  const list = useIssuerList(type, options);
  useOnChange(list.status, onPaymentStatus);
  const { t } = useI18n();
  const headingId = useId();
  const classes = className ? `hc-issuer-list ${className}` : 'hc-issuer-list';

  // The issuers, the highlighted ones and how the choice was made (none until the definition loads).
  const view = list.view;
  const issuers = view?.issuers ?? [];
  const highlighted = view?.highlightedIssuers ?? [];
  const meta = list.meta('issuer');
  const root = list.getIssuerSelectProps();
  const trigger = list.getIssuerTriggerProps();
  const errorProps = list.getErrorProps('issuer');

  return (
    <MethodFormShell method={list} className={classes}>
      {highlighted.length > 0 ? (
        <div className="hc-issuer-list__highlighted" role="group" aria-labelledby={headingId}>
          <p id={headingId} className="hc-issuer-list__heading">
            {t('issuerList.highlighted')}
          </p>
          <div className="hc-issuer-list__buttons">
            {highlighted.map((issuer) => (
              <button
                key={issuer.id}
                {...list.getIssuerButtonProps(issuer.id, { className: 'hc-issuer-button' })}
              >
                {issuer.icon ? <img className="hc-issuer-button__icon" src={issuer.icon} alt="" /> : null}
                <span>{issuer.name}</span>
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {issuers.length > 0 ? (
        <div
          className="hc-field"
          data-field="issuer"
          data-state={meta.error ? 'invalid' : meta.valid && view?.mode === 'list' ? 'valid' : 'idle'}
          data-invalid={meta.error ? true : undefined}
        >
          <div className="hc-field__header">
            <label {...list.getLabelProps('issuer', { className: 'hc-field__label' })}>
              {view ? t(view.labelKey) : ''}
            </label>
          </div>
          <Select
            id={trigger.id}
            labelId={trigger['aria-labelledby']}
            value={root.value}
            onValueChange={root.onValueChange}
            options={issuers.map((issuer) => ({
              value: issuer.id,
              label: issuer.name,
              ...(issuer.disabled ? { disabled: true } : {}),
            }))}
            placeholder={view ? t(view.placeholderKey) : ''}
            invalid={Boolean(trigger['aria-invalid'])}
            describedBy={trigger['aria-describedby']}
            required
            disabled={root.disabled}
            onBlur={() => list.blurField('issuer')}
          />
          <FieldError {...errorProps} message={meta.error} />
        </div>
      ) : null}
      {list.terms ? (
        <p className="hc-issuer-list__terms">
          {list.terms.map((part, index) =>
            part.type === 'link' ? (
              <a key={index} href={part.url} target="_blank" rel="noopener noreferrer">
                {part.text}
              </a>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
      <PaymentMessage key={list.screen.result} payment={list} />
      {payButton ? <PayButton status={list.status}>{list.payButtonLabel}</PayButton> : null}
    </MethodFormShell>
  );
}

export { IssuerList };
export type { IssuerListProps };
