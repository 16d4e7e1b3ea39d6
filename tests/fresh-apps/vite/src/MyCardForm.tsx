// The README's form of your own (useCard), as a merchant copies it.
import { useCard, useI18n } from 'headless-checkout';
import { ActionView } from 'headless-checkout/skins/default';

const FIELDS = [
  { field: 'cardNumber', label: 'creditCard.numberField.title' },
  { field: 'expiryDate', label: 'creditCard.expiryDateField.title' },
  { field: 'securityCode', label: 'creditCard.securityCodeField.title' },
] as const;

export function MyCardForm() {
  const card = useCard();
  const { t } = useI18n();
  if (card.action) {
    return <ActionView action={card.action} onComplete={card.completeAction} onError={card.failAction} />;
  }
  return (
    <form {...card.getFormProps()}>
      {FIELDS.map(({ field, label }) => (
        <div key={field}>
          <label {...card.getLabelProps(field)}>{t(label)}</label>
          {/* The field's frame fills this box, one input high: the box draws the input's border. */}
          <div
            {...card.getSecuredFieldProps(field, { style: { border: '1px solid #767676', borderRadius: 4 } })}
          />
          <span {...card.getErrorProps(field)}>{card.meta(field).error}</span>
        </div>
      ))}
      <button type="submit" disabled={card.status === 'loading'}>
        {t('payButton')}
      </button>
    </form>
  );
}
