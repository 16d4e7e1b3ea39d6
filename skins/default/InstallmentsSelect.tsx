import { useId } from 'react';
import { useI18n, type UseCardResult } from 'headless-checkout';
import type { InstallmentsChoice } from './hook-adapters';
import { Select, type SelectOption } from './Select';

/** Props of InstallmentsSelect. */
interface InstallmentsSelectProps {
  /** What `useCard` returned. */
  card: UseCardResult;
  /** An extra class name on the field. */
  className?: string;
  /** Opens the list at once (the shopper asked for it while the installments loaded). */
  defaultOpen?: boolean;
  /** Takes focus at once (the shopper was on the field while the installments loaded). */
  autoFocus?: boolean;
}

const keyOf = ({ value, plan }: InstallmentsChoice) => `${plan}:${value}`;

/**
 * The installments choice as a Radix Select (the installments part's view: the skin loads it with
 * the installments, see CardFormParts.tsx), from `useCard().installmentOptions`: 1 reads 'One-time
 * payment', every other number '3x €8.33' (grouped under 'Installments payment' when the revolving
 * plan is offered), and 'Revolving payment' when the options include that plan. Renders nothing
 * when the hook hides installments (no options, or an amount of 0).
 */
function InstallmentsSelect({ card, className, defaultOpen, autoFocus }: InstallmentsSelectProps) {
  const { t, formatAmount } = useI18n();
  const id = useId();
  if (!card.visible.installments || card.installmentChoices.length === 0) return null;

  // The list and its amounts come from the hook; the skin only words them.
  const grouped = card.installmentChoices.some((choice) => choice.plan === 'revolving');
  const choices = card.installmentChoices.map((choice) => {
    const { value: times, plan, amountPerInstallment } = choice;
    let label: string;
    if (plan === 'onetime') label = t('installments.plan.onetime');
    else if (plan === 'revolving') label = t('installments.plan.revolving');
    else if (amountPerInstallment)
      label = t('installments.option', { times, amount: formatAmount(amountPerInstallment) });
    else label = t('installments.option.months', { times });
    const group = grouped && plan === 'installments' ? { group: t('installments.plan.installments') } : {};
    return { choice: { value: times, plan }, option: { label, ...group } as Omit<SelectOption, 'value'> };
  });
  const byKey = new Map(choices.map(({ choice }) => [keyOf(choice), choice]));
  const current = keyOf(card.state.extra.installments);

  return (
    <div className={className ? `hc-field ${className}` : 'hc-field'} data-field="installments">
      <div className="hc-field__header">
        <label id={`${id}-label`} htmlFor={`${id}-trigger`} className="hc-field__label">
          {t('installments')}
        </label>
      </div>
      <Select
        id={`${id}-trigger`}
        labelId={`${id}-label`}
        value={byKey.has(current) ? current : ''}
        placeholder={t('installments')}
        {...(defaultOpen ? { defaultOpen } : {})}
        {...(autoFocus ? { autoFocus } : {})}
        options={choices.map(({ choice, option }) => ({ ...option, value: keyOf(choice) }))}
        onValueChange={(key) => {
          const choice = byKey.get(key);
          if (choice) card.setInstallments(choice);
        }}
      />
    </div>
  );
}

export { InstallmentsSelect };
export type { InstallmentsSelectProps };
