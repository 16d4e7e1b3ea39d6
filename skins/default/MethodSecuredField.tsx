import { useI18n, type LayoutField, type UsePaymentMethodResult } from 'headless-checkout';
import { FieldError } from './Field';

/** Props of MethodSecuredField. */
interface MethodSecuredFieldProps {
  /** What a method hook returned (`usePaymentMethod('ach')`, `useAch`: its secured fields' getters). */
  method: Pick<
    UsePaymentMethodResult,
    'meta' | 'getErrorProps' | 'getSecuredFieldProps' | 'getSecuredLabelProps'
  >;
  /** The field as the method's layout describes it (kind 'secured'). */
  field: LayoutField;
}

/**
 * One secured field of a payment method's form (ACH's account and routing numbers): its label (a
 * click focuses the input in the frame), the container the payment service's frame is put in, and
 * its error after blur or submit, announced (the frame's input is described by it too). `data-state`
 * (`idle`, `valid`, `invalid`) styles it. Renders nothing when the method hides the field.
 */
function MethodSecuredField({ method, field }: MethodSecuredFieldProps) {
  const { t } = useI18n();
  const meta = method.meta(field.field);
  if (meta.visibility === 'hidden') return null;
  const invalid = meta.error !== '';
  return (
    <div
      className="hc-field"
      data-field={field.field}
      data-width={field.width}
      data-state={invalid ? 'invalid' : meta.valid && meta.touched ? 'valid' : 'idle'}
      data-invalid={invalid || undefined}
      data-focused={meta.focused || undefined}
      data-secured
    >
      <div className="hc-field__header">
        <label {...method.getSecuredLabelProps(field.field, { className: 'hc-field__label' })}>
          {t(field.labelKey)}
        </label>
      </div>
      <div {...method.getSecuredFieldProps(field.field, { className: 'hc-input hc-secured-field' })} />
      <FieldError {...method.getErrorProps(field.field)} message={meta.error} />
    </div>
  );
}

export { MethodSecuredField };
export type { MethodSecuredFieldProps };
