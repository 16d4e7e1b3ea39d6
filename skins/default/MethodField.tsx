import type { ReactNode } from 'react';
import type { UsePaymentMethodResult } from 'headless-checkout';
import { FieldError } from './Field';

/** Props of MethodField. */
interface MethodFieldProps {
  /** What a method hook (`usePaymentMethod`) returned. */
  method: Pick<UsePaymentMethodResult, 'meta' | 'getInputProps' | 'getLabelProps' | 'getErrorProps'>;
  /** The field's name in the method's form ('ownerName', 'iban'…). */
  field: string;
  /** The label. */
  label: ReactNode;
  /** Extra props for the input (`placeholder`, `autoComplete`, `inputMode`…). */
  inputProps?: Record<string, unknown>;
  /** Share of its row, in percent (the layout's `width`); the whole row when absent. */
  width?: number | undefined;
  /** A help text under the label, linked to the input (`aria-describedby`). */
  hint?: ReactNode;
}

/**
 * One text field of a payment method's form: label, input and error, all from the method hook's
 * prop getters (the error after blur or submit, announced). `data-state` (`idle`, `valid`,
 * `invalid`) styles it. Renders nothing when the method hides the field.
 */
function MethodField({ method, field, label, inputProps = {}, width, hint }: MethodFieldProps) {
  const meta = method.meta(field);
  if (meta.visibility === 'hidden') return null;
  const invalid = meta.error !== '';
  const errorProps = method.getErrorProps(field);
  const hintId = `${errorProps.id}-hint`;
  const described = hint ? { 'aria-describedby': `${hintId} ${errorProps.id}` } : {};
  return (
    <div
      className="hc-field"
      data-field={field}
      data-width={width}
      data-state={invalid ? 'invalid' : meta.valid && meta.touched ? 'valid' : 'idle'}
      data-invalid={invalid || undefined}
      data-focused={meta.focused || undefined}
    >
      <div className="hc-field__header">
        <label {...method.getLabelProps(field, { className: 'hc-field__label' })}>{label}</label>
      </div>
      {hint ? (
        <p id={hintId} className="hc-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        type="text"
        {...method.getInputProps(field, { className: 'hc-input', ...inputProps, ...described })}
      />
      <FieldError {...errorProps} message={meta.error} />
    </div>
  );
}

export { MethodField };
export type { MethodFieldProps };
