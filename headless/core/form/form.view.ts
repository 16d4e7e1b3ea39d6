import type { MessageKey } from '../i18n/messages';
import type { FieldValue, FormState } from './form.machine';

/** Any form state, whatever its options and context. */
type AnyFormState = Pick<FormState<unknown, unknown>, 'fields' | 'order' | 'submitted'>;

/** Whether a field's error shows: it is invalid, seen, and the shopper left it or asked to pay. */
function isFieldErrorShown(state: AnyFormState, field: string): boolean {
  const current = state.fields[field];
  if (!current || current.visibility === 'hidden' || current.errorKey === null) return false;
  return current.touched || state.submitted;
}

/** The values a payment sends: every field that is not hidden. */
function formValues(state: AnyFormState): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const [name, field] of Object.entries(state.fields)) {
    if (field.visibility !== 'hidden') values[name] = field.value;
  }
  return values;
}

/** The encrypted values a payment sends: those of every secured field that is not hidden, by payload name. */
function encryptedFormValues(state: AnyFormState): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of Object.values(state.fields)) {
    if (field.visibility !== 'hidden' && field.encrypted) Object.assign(values, field.encrypted);
  }
  return values;
}

/** The errors shown now, in focus order (the error summary's content). */
function shownFormErrors(state: AnyFormState): Array<{ field: string; errorKey: MessageKey }> {
  return Object.keys(state.fields)
    .filter((field) => isFieldErrorShown(state, field))
    .map((field) => ({ field, errorKey: state.fields[field]!.errorKey! }));
}

/** The first field the shopper fills that is invalid (where focus goes after a refused submit), or null. */
function firstInvalidField(state: AnyFormState): string | null {
  return state.order.find((field) => state.fields[field]!.errorKey !== null) ?? null;
}

/** The field after `field` in focus order, or null at the end. */
function nextFormField(state: Pick<AnyFormState, 'order'>, field: string): string | null {
  const index = state.order.indexOf(field);
  return index === -1 ? null : (state.order[index + 1] ?? null);
}

export {
  encryptedFormValues,
  firstInvalidField,
  formValues,
  isFieldErrorShown,
  nextFormField,
  shownFormErrors,
};
export type { AnyFormState };
