import { useId } from 'react';
import {
  fieldDirectionOf,
  useAddressDatasets,
  useI18n,
  type LayoutDataset,
  type LayoutField,
  type LayoutSection,
  type UsePaymentMethodResult,
} from 'headless-checkout';
import { FieldError } from './Field';
import { MethodField } from './MethodField';
import { MethodSecuredField } from './MethodSecuredField';
import { Select, type SelectOption } from './Select';

/**
 * What the layout's controls read of a method hook (`usePaymentMethod`, whose
 * `getSecuredFieldProps` places the frames of a method's secured fields).
 */
type LayoutMethod = Pick<
  UsePaymentMethodResult,
  | 'layout'
  | 'meta'
  | 'getInputProps'
  | 'getCheckboxProps'
  | 'getLabelProps'
  | 'getErrorProps'
  | 'setField'
  | 'blurField'
  | 'getOptionButtonProps'
  | 'getSelectProps'
  | 'getSecuredFieldProps'
  | 'getSecuredLabelProps'
>;

/** Props of every control of the layout. */
interface ControlProps {
  /** The method hook's result. */
  method: LayoutMethod;
  /** The field as the layout describes it. */
  field: LayoutField;
}

/** The label's text, with '(optional)' for an optional field. */
function LabelText({ field }: { field: LayoutField }) {
  const { t } = useI18n();
  return (
    <>
      {t(field.labelKey)}
      {field.optional ? <span className="hc-field__optional"> {t('field.optional')}</span> : null}
    </>
  );
}

/** The input props of a text-like field's kind. */
function textInputProps(field: LayoutField, placeholder: string | undefined): Record<string, unknown> {
  const kind: Record<string, unknown> =
    field.kind === 'email'
      ? { type: 'email', inputMode: 'email' }
      : field.kind === 'tel'
        ? { type: 'tel', inputMode: 'tel' }
        : field.kind === 'password'
          ? { type: 'password' }
          : field.kind === 'date'
            ? { inputMode: 'numeric', maxLength: 10 }
            : {};
  return {
    ...kind,
    ...(field.inputMode ? { inputMode: field.inputMode } : {}),
    ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
    ...(placeholder ? { placeholder } : {}),
    // Left-to-right data by the field's control too (a telephone, email, date or numeric field).
    ...(fieldDirectionOf(field) ? { dir: 'ltr' } : {}),
    'aria-required': field.optional ? undefined : true,
  };
}

/** A text, email, telephone, password or date field (the date with its DD/MM/YYYY mask from the hook). */
function TextControl({ method, field }: ControlProps) {
  const { t } = useI18n();
  const placeholder = field.placeholder ?? (field.placeholderKey ? t(field.placeholderKey) : undefined);
  return (
    <MethodField
      method={method}
      field={field.field}
      label={<LabelText field={field} />}
      width={field.width}
      inputProps={textInputProps(field, placeholder)}
      hint={
        field.hintKey ? (
          <>
            {field.hintCode ? <span className="hc-field__hint-code">{field.hintCode} </span> : null}
            {t(field.hintKey)}
          </>
        ) : undefined
      }
    />
  );
}

/**
 * The options of a dataset (countries, a country's states), narrowed to `only` in its order (the
 * method's first country first); empty while it loads.
 */
function useDatasetOptions(dataset: LayoutDataset | undefined): SelectOption[] | null {
  const { countries, states } = useAddressDatasets({
    countries: dataset?.name === 'countries',
    statesOf: dataset?.name === 'states' ? dataset.country : '',
  });
  if (!dataset) return null;
  const items = dataset.name === 'countries' ? countries.items : states.items;
  const only = dataset.name === 'countries' ? dataset.only : undefined;
  const kept = only ? only.flatMap((id) => items.filter((item) => item.id === id)) : items;
  return kept.map((item) => ({ value: item.id, label: item.name }));
}

/** A choice among options or a dataset's entries (a Radix Select); a text input while the dataset loads. */
function SelectControl({ method, field }: ControlProps) {
  const { t } = useI18n();
  const fromDataset = useDatasetOptions(field.dataset);
  const options =
    fromDataset ??
    (field.options ?? []).map((option) => ({
      value: option.value,
      label: option.labelKey === undefined ? option.label : t(option.labelKey),
      ...(option.disabled ? { disabled: true } : {}),
    }));
  const headingId = useId();
  if (options.length === 0) return <TextControl method={method} field={field} />;
  const meta = method.meta(field.field);
  if (meta.visibility === 'hidden') return null;
  const input = method.getInputProps(field.field);
  const label = method.getLabelProps(field.field);
  const error = method.getErrorProps(field.field);
  const invalid = meta.error !== '';
  // The highlighted options as buttons above the list (pressed while they hold the value).
  const buttons = field.highlighted ? (
    <div className="hc-issuer-list__highlighted" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="hc-issuer-list__heading">
        {t(field.highlighted.headingKey)}
      </p>
      <div className="hc-issuer-list__buttons">
        {field.highlighted.values.map((value) => {
          const option = options.find((entry) => entry.value === value);
          // Pressed while it holds the choice made with the buttons; the hook's rule.
          return option ? (
            <button
              key={value}
              {...method.getOptionButtonProps(field.field, value, { className: 'hc-issuer-button' })}
              {...(meta.visibility === 'readOnly' ? { disabled: true } : {})}
            >
              <bdi>{option.label}</bdi>
            </button>
          ) : null;
        })}
      </div>
    </div>
  ) : null;
  const control = (
    <div
      className="hc-field"
      data-field={field.field}
      data-width={field.width}
      data-state={invalid ? 'invalid' : 'idle'}
      data-invalid={invalid || undefined}
    >
      <div className="hc-field__header">
        <label {...label} className="hc-field__label">
          <LabelText field={field} />
        </label>
      </div>
      <Select
        id={input.id}
        labelId={label.id}
        // With highlighted buttons, the list shows only a choice made in it (the hook's rule).
        value={field.highlighted ? method.getSelectProps(field.field).value : String(meta.value)}
        placeholder={field.placeholderKey ? t(field.placeholderKey) : ''}
        invalid={invalid}
        describedBy={error.id}
        required={!field.optional}
        disabled={meta.visibility === 'readOnly'}
        options={options}
        // With highlighted buttons, the control a choice came from is kept (the buttons' or the list's).
        onValueChange={(value) => method.setField(field.field, value, field.highlighted ? 'list' : undefined)}
        onBlur={() => method.blurField(field.field)}
      />
      <FieldError {...error} message={meta.error} />
    </div>
  );
  return buttons ? (
    <>
      {buttons}
      {control}
    </>
  ) : (
    control
  );
}

/** A choice among a few options shown at once (gender): native radios in a fieldset, arrow keys move. */
function RadioControl({ method, field }: ControlProps) {
  const { t } = useI18n();
  const legendId = useId();
  const meta = method.meta(field.field);
  if (meta.visibility === 'hidden') return null;
  const input = method.getInputProps(field.field);
  const error = method.getErrorProps(field.field);
  const invalid = meta.error !== '';
  const readOnly = meta.visibility === 'readOnly';
  return (
    <fieldset
      className="hc-field hc-fieldset"
      data-field={field.field}
      data-state={invalid ? 'invalid' : 'idle'}
      data-invalid={invalid || undefined}
      aria-describedby={error.id}
      aria-labelledby={legendId}
    >
      <legend id={legendId} className="hc-field__label">
        <LabelText field={field} />
      </legend>
      <div
        className="hc-radio-group"
        role="radiogroup"
        aria-labelledby={legendId}
        aria-required={!field.optional}
      >
        {(field.options ?? []).map((option, index) => {
          const checked = meta.value === option.value;
          return (
            <label
              key={option.value}
              className="hc-radio-card"
              data-state={checked ? 'checked' : 'unchecked'}
            >
              <input
                className="hc-radio-card__input"
                type="radio"
                // The first option carries the field's id: focus goes there after an invalid submit.
                id={index === 0 ? input.id : `${input.id}-${option.value}`}
                name={input.id}
                value={option.value}
                checked={checked}
                disabled={readOnly && !checked}
                aria-invalid={input['aria-invalid']}
                onChange={() => method.setField(field.field, option.value)}
                onFocus={input.onFocus}
                onBlur={input.onBlur}
              />
              <span>{option.labelKey === undefined ? option.label : t(option.labelKey)}</span>
            </label>
          );
        })}
      </div>
      <FieldError {...error} message={meta.error} />
    </fieldset>
  );
}

/** A box: a plain checkbox, or a consent whose label links to the terms. */
function CheckboxControl({ method, field }: ControlProps) {
  const { tRich, t } = useI18n();
  const meta = method.meta(field.field);
  if (meta.visibility === 'hidden') return null;
  const link = field.link;
  const label =
    field.kind === 'consent' && link
      ? tRich(field.labelKey, {
          link: (chunks) => (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })
      : t(field.labelKey);
  return (
    <div className="hc-field" data-field={field.field} data-invalid={meta.error !== '' || undefined}>
      <label className="hc-checkbox">
        <input
          className="hc-checkbox__input"
          {...method.getCheckboxProps(field.field, {
            ...(field.kind === 'consent' ? { 'aria-required': true } : {}),
            ...(meta.visibility === 'readOnly' ? { disabled: true } : {}),
          })}
        />
        <span className="hc-checkbox__label">{label}</span>
      </label>
      <FieldError {...method.getErrorProps(field.field)} message={meta.error} />
    </div>
  );
}

/** One field of the layout, by its kind. */
function LayoutControl({ method, field }: ControlProps) {
  switch (field.kind) {
    case 'select':
      return <SelectControl method={method} field={field} />;
    case 'radio':
      return <RadioControl method={method} field={field} />;
    case 'checkbox':
    case 'consent':
      return <CheckboxControl method={method} field={field} />;
    case 'text':
    case 'email':
    case 'tel':
    case 'password':
    case 'date':
      return <TextControl method={method} field={field} />;
    case 'secured':
      return <MethodSecuredField method={method} field={field} />;
  }
}

/** A section's text under its rows (the terms), each `<link>` to the next of its links. */
function SectionNotice({ notice }: { notice: NonNullable<LayoutSection['notice']> }) {
  const { tRich } = useI18n();
  let next = 0;
  return (
    <p className="hc-issuer-list__terms">
      {tRich(notice.key, {
        link: (chunks) => (
          <a href={notice.links[next++]} target="_blank" rel="noopener noreferrer">
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}

/** One section: a fieldset with its legend, or the bare rows; its notice under them. */
function SectionView({ method, section }: { method: LayoutMethod; section: LayoutSection }) {
  const { t } = useI18n();
  const rows = section.rows.map((row) => (
    <div key={row.map((field) => field.field).join(' ')} className="hc-row">
      {row.map((field) => (
        <LayoutControl key={field.field} method={method} field={field} />
      ))}
    </div>
  ));
  const notice = section.notice ? <SectionNotice notice={section.notice} /> : null;
  return section.legendKey ? (
    <fieldset className="hc-fieldset" data-section={section.name}>
      <legend className="hc-fieldset__legend">{t(section.legendKey)}</legend>
      {rows}
      {notice}
    </fieldset>
  ) : (
    <div className="hc-fieldset" data-section={section.name}>
      {rows}
      {notice}
    </div>
  );
}

/** Props of MethodLayout. */
interface MethodLayoutProps {
  /** What a method hook (`usePaymentMethod`) returned. */
  method: LayoutMethod;
}

/**
 * A method's fields as its definition lays them out (`method.layout`): sections with legends, rows
 * with the fields' shares (street 70% / house number 30%), each field through the skin's shared
 * controls — text, email, telephone, date, select (options or a dataset), radio, checkbox, consent
 * with its link — with labels, optional marks and errors after blur or submit, announced.
 */
function MethodLayout({ method }: MethodLayoutProps) {
  return (
    <>
      {method.layout.map((section) => (
        <SectionView key={section.name} method={method} section={section} />
      ))}
    </>
  );
}

export { MethodLayout };
export type { MethodLayoutProps };
