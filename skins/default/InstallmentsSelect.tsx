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
}

const keyOf = ({ value, plan }: InstallmentsChoice) => `${plan}:${value}`;

/**
 * The installments choice as a Radix Select, from `useCard().installmentOptions`: 1 reads 'One-time
 * payment', every other number '3x €8.33' (grouped under 'Installments payment' when the revolving
 * plan is offered), and 'Revolving payment' when the options include that plan. Renders nothing
 * when the hook hides installments (no options, or an amount of 0).
 */
function InstallmentsSelect({ card, className }: InstallmentsSelectProps) {
  const { t, formatAmount } = useI18n();
  const id = useId();
  const offered = card.installmentOptions;
  if (!card.visible.installments || !offered) return null;

  const amount = card.state.options.amount;
  const revolving = offered.plans?.includes('revolving') ?? false;
  const choices: Array<{ choice: InstallmentsChoice; option: Omit<SelectOption, 'value'> }> = [];
  for (const times of offered.values) {
    if (times === 1) {
      choices.push({
        choice: { value: 1, plan: 'onetime' },
        option: { label: t('installments.plan.onetime') },
      });
      continue;
    }
    const label = amount
      ? t('installments.option', {
          times,
          amount: formatAmount({ value: amount.value / times, currency: amount.currency }),
        })
      : t('installments.option.months', { times });
    choices.push({
      choice: { value: times, plan: 'installments' },
      option: { label, ...(revolving ? { group: t('installments.plan.installments') } : {}) },
    });
  }
  if (revolving) {
    choices.push({
      choice: { value: 1, plan: 'revolving' },
      option: { label: t('installments.plan.revolving') },
    });
  }
  const byKey = new Map(choices.map(({ choice }) => [keyOf(choice), choice]));
  const current = keyOf(card.state.installments);

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
