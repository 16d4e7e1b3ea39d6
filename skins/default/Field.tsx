import type { ReactNode } from 'react';
import {
  useCardField,
  useI18n,
  type CardFieldName,
  type LayoutField,
  type UseCardResult,
} from 'headless-checkout';
import { BrandIcons } from './BrandIcons';

/** The skin's error mark: shown with the text, never instead of it. */
const ErrorIcon = () => (
  <svg className="hc-field__error-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <circle cx="8" cy="8" r="7" fill="currentColor" />
    <path className="hc-field__error-icon-mark" d="M8 4.25v4.5M8 10.75v1" strokeWidth="1.75" />
  </svg>
);

/** Props of FieldError. */
interface FieldErrorProps {
  /** The element's id (the input's `aria-describedby` points at it). */
  id: string;
  /** The translated error; '' renders an empty (but present) live region. */
  message: string;
  /** Further props from the hook (`aria-live`). */
  [prop: string]: unknown;
}

/** A field's error text: always in the document so the input's `aria-describedby` resolves and it is announced. */
function FieldError({ id, message, ...props }: FieldErrorProps) {
  return (
    <p aria-live="polite" {...props} id={id} className="hc-field__error">
      {message ? (
        <>
          <ErrorIcon />
          <span>{message}</span>
        </>
      ) : null}
    </p>
  );
}

/** Props of CardField. */
interface CardFieldProps {
  /** What `useCard` returned. */
  card: UseCardResult;
  /** The field. */
  field: CardFieldName;
  /** The label. */
  label: ReactNode;
  /** Shown at the end of the label's line (brand icons). */
  labelAside?: ReactNode;
  /** A hint below the input, added to its description. */
  hint?: ReactNode;
  /** Extra props for the input (`type`, `placeholder`…); in secured mode, for the frame's container. */
  inputProps?: Record<string, unknown>;
  /** An extra class name on the field. */
  className?: string;
}

/**
 * One card field: label, input (direct mode) or the secured-field frame's container (secured mode),
 * hint and error, all from the hook's prop getters. `data-state` (`idle`, `valid`, `invalid`),
 * `data-invalid` and `data-focused` style it. Renders nothing when the hook hides the field.
 */
function CardField({ card, field, label, labelAside, hint, inputProps = {}, className }: CardFieldProps) {
  const meta = useCardField(card, field);
  if (!meta.visible) return null;
  const errorProps = card.getErrorProps(field);
  const errorId = String(errorProps.id);
  const hintId = `${errorId}-hint`;
  const described = hint ? { 'aria-describedby': `${errorId} ${hintId}` } : {};
  const invalid = meta.error !== '';
  const state = invalid ? 'invalid' : meta.valid && meta.touched ? 'valid' : 'idle';
  const { secured } = meta;
  const control: ReactNode = secured ? (
    <div {...card.getSecuredFieldProps(field, { className: 'hc-input hc-secured-field', ...described })} />
  ) : (
    <input
      type="text"
      {...card.getInputProps(field, { className: 'hc-input', ...described, ...inputProps })}
    />
  );

  return (
    <div
      className={className ? `hc-field ${className}` : 'hc-field'}
      data-field={field}
      data-state={state}
      data-invalid={invalid || undefined}
      data-focused={meta.focused || undefined}
      data-secured={secured || undefined}
    >
      <div className="hc-field__header">
        <label className="hc-field__label" {...card.getLabelProps(field)}>
          {label}
        </label>
        {labelAside}
      </div>
      {control}
      {hint ? (
        <p id={hintId} className="hc-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError {...errorProps} id={errorId} message={meta.error} />
    </div>
  );
}

/** One field of the card's layout: its label, placeholder, hint and control from the core's layout. */
function CardLayoutField({ card, field }: { card: UseCardResult; field: LayoutField }) {
  const { t } = useI18n();
  const name = field.field as CardFieldName;
  return (
    <CardField
      card={card}
      field={name}
      label={t(field.labelKey)}
      labelAside={
        name === 'cardNumber' ? (
          <BrandIcons
            brands={card.brandIcons.visible}
            more={card.brandIcons.more}
            activeBrand={card.brand}
            getBrandName={card.getBrandName}
          />
        ) : undefined
      }
      hint={
        field.hintKey ? (
          <>
            <span className="hc-field__hint-code">{field.hintCode}</span> <span>{t(field.hintKey)}</span>
          </>
        ) : undefined
      }
      inputProps={{
        ...(field.placeholderKey ? { placeholder: t(field.placeholderKey) } : {}),
        ...(field.kind === 'password' ? { type: 'password' } : {}),
      }}
    />
  );
}

/** Props of SecurityCodeField. */
interface SecurityCodeFieldProps {
  /** What `useCard` returned. */
  card: UseCardResult;
}

/**
 * The security code as the card's layout has it: 'Security code', or 'Security code (optional)'
 * when the brand's policy makes it optional, with a hint naming the code (CVC, CVV, CID, CAV) and
 * where it is printed; nothing when the policy hides it.
 */
function SecurityCodeField({ card }: SecurityCodeFieldProps) {
  const field = card.layout.flatMap((section) => section.rows.flat()).find((f) => f.field === 'securityCode');
  return field ? <CardLayoutField card={card} field={field} /> : null;
}

export { CardField, CardLayoutField, FieldError, SecurityCodeField };
export type { CardFieldProps, FieldErrorProps, SecurityCodeFieldProps };
