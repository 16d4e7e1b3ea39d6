import { useId, useState, type ReactNode } from 'react';
import { useI18n } from 'headless-checkout';
import type { ValidationResult } from 'headless-checkout/core';
import {
  detectCardBrand,
  formatCardNumber,
  formatIban,
  getCardBrandRules,
  validateCardNumber,
  validateIban,
  validatePostalCode,
} from 'headless-checkout/validation';

const POSTAL_COUNTRIES = ['NL', 'DE', 'GB', 'US', 'CA', 'BR', 'PT', 'JP'];

/** One text field: label, hint, and the error shown after blur, announced and linked by aria. */
function Field({
  label,
  value,
  onChange,
  result,
  hint,
  inputMode,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  result: ValidationResult;
  hint: ReactNode;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const showError = touched && !result.valid && result.errorKey;
  return (
    <div className="landing-field" data-invalid={showError ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-invalid={showError ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <span id={`${id}-hint`} className="landing-muted">
        {hint}
      </span>
      <span id={`${id}-error`} className="landing-error" role="alert">
        {showError ? t(result.errorKey!, result.errorValues) : ''}
      </span>
    </div>
  );
}

/** The validation toolkit of the core, live in the browser, with messages in the chosen locale. */
function ToolkitPlayground() {
  const { t } = useI18n();
  const [card, setCard] = useState('');
  const [iban, setIban] = useState('');
  const [country, setCountry] = useState('NL');
  const [postalCode, setPostalCode] = useState('');
  const countryId = useId();

  const brand = detectCardBrand(card);
  const cardResult = validateCardNumber(card);
  const ibanResult = validateIban(iban);
  const postalResult = validatePostalCode(country, postalCode);

  return (
    <div className="landing-fields">
      <Field
        label={t('creditCard.numberField.title')}
        value={card}
        onChange={(typed) => setCard(formatCardNumber(typed, detectCardBrand(typed) ?? undefined))}
        result={cardResult}
        inputMode="numeric"
        autoComplete="off"
        hint={
          brand
            ? `${getCardBrandRules(brand)?.name ?? brand} · ${getCardBrandRules(brand)?.securityCodeLabel ?? ''}`
            : '4111 1111 1111 1111'
        }
      />
      <Field
        label={t('sepa.ibanNumber')}
        value={iban}
        onChange={(typed) => setIban(formatIban(typed))}
        result={ibanResult}
        autoComplete="off"
        hint={`${ibanResult.status} · NL91 ABNA 0417 1643 00`}
      />
      <div className="landing-field">
        <label htmlFor={countryId}>{t('country')}</label>
        <select id={countryId} value={country} onChange={(event) => setCountry(event.target.value)}>
          {POSTAL_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('postalCode')}
        value={postalCode}
        onChange={setPostalCode}
        result={postalResult}
        autoComplete="postal-code"
        hint={postalResult.format ?? ''}
      />
    </div>
  );
}

export { ToolkitPlayground };
