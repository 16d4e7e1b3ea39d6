import { useState } from 'react';
import * as Select from '@radix-ui/react-select';
import { useI18n, useInertBackground, useIssuerList } from 'headless-checkout';
import { returnUrlFor } from '../shared/use-session';
import { ActionStep } from './ActionStep';
import { useReportPaid } from './paid';

/**
 * iDEAL in the merchant's own markup: the popular banks as toggle buttons, every bank in a Radix
 * Select, the hook's error, result and pay button. The banks come from the session.
 */
function IdealCheckout({ sessionId }: { sessionId: string }) {
  const ideal = useIssuerList('ideal', {
    highlightedIssuers: ['INGBNL2A', 'RABONL2U'],
    returnUrl: returnUrlFor(sessionId),
  });
  useReportPaid('ideal', ideal.status);
  const { t } = useI18n();
  // Radix's listbox hides the page while open: what it hides is made inert as well.
  const { setContent, onOpenChange: inertWhileOpen } = useInertBackground();
  // The listbox opens inside the form (within the page's landmarks), not at the end of the body.
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  if (ideal.action)
    return <ActionStep action={ideal.action} onComplete={ideal.completeAction} onError={ideal.failAction} />;
  if (!ideal.state)
    return (
      <p className="bank-status" {...(ideal.status === 'error' ? { role: 'alert' } : { 'aria-busy': true })}>
        {ideal.status === 'error' ? t('error.message.unknown') : t('loading')}
      </p>
    );
  // Ended with nothing to show: another payment completed the checkout.
  if (ideal.screen.name === 'unavailable') return null;
  const view = ideal.view;
  const select = ideal.getIssuerSelectProps({ onOpenChange: inertWhileOpen });
  const chosen = view?.issuers.find((bank) => bank.id === select.value && !bank.disabled)?.id;
  const firstBank = view?.issuers.find((bank) => !bank.disabled)?.id;
  return (
    <form className="card-form" aria-label={ideal.name} {...ideal.getFormProps({ ref: setForm })}>
      <div className="bank-buttons" role="group" aria-label={t('issuerList.highlighted')}>
        {(view?.highlightedIssuers ?? []).map((bank) => (
          <button key={bank.id} className="bank-button" {...ideal.getIssuerButtonProps(bank.id)}>
            {bank.name}
          </button>
        ))}
      </div>
      <div className="card-field" data-invalid={ideal.meta('issuer').error ? '' : undefined}>
        <label {...ideal.getLabelProps('issuer')}>{view ? t(view.labelKey) : null}</label>
        <Select.Root {...select}>
          <Select.Trigger className="card-input bank-select" {...ideal.getIssuerTriggerProps()}>
            <Select.Value placeholder={view ? t(view.placeholderKey) : undefined} />
            <Select.Icon aria-hidden="true">▾</Select.Icon>
          </Select.Trigger>
          <Select.Portal container={form}>
            <Select.Content ref={setContent} className="bank-list" position="popper" sideOffset={4}>
              <Select.Viewport>
                {(view?.issuers ?? []).map((bank) => (
                  <Select.Item
                    key={bank.id}
                    className="bank-option"
                    value={bank.id}
                    disabled={bank.disabled}
                    // One option in the tab order (the chosen bank, else the first): the scrolling
                    // list has a keyboard stop.
                    tabIndex={bank.id === (chosen ?? firstBank) ? 0 : -1}
                  >
                    <Select.ItemText>{bank.name}</Select.ItemText>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
        <span className="card-error" {...ideal.getErrorProps('issuer')}>
          {ideal.meta('issuer').error}
        </span>
      </div>
      {ideal.end ? (
        <p className="bank-status" key={ideal.screen.result} {...ideal.getResultProps()}>
          {ideal.message}
        </p>
      ) : null}
      <button className="card-pay" {...ideal.getPayButtonProps()}>
        {ideal.payButtonLabel}
      </button>
    </form>
  );
}

export { IdealCheckout };
