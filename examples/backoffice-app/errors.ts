// The API's reasons for a failed call, for people: each reason next to its field, the rest as one
// form-level message. The client's error names ("Bad Request") are never shown alone.
import { BackofficeError } from 'headless-checkout/backoffice';
import { OPERATOR_LABELS, enumLabel, enumOfField, fieldLabel } from './display';

/** "must be an email" → "Must be an email." */
const sentence = (text: string) => {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** A detail path's field: "details.bio" → "bio", "filters.0.op" → "op", "(root)" → "". */
function pathField(path: string): string {
  const named = path.split('.').filter((segment) => !/^\d+$/.test(segment) && segment !== '(root)');
  return named[named.length - 1] ?? '';
}

/** The parts of a search filter, named as the filter's controls name them. */
const FILTER_PARTS: Readonly<Record<string, string>> = { field: 'field', op: 'operator', value: 'value' };

/**
 * A detail path's field for people: "details.bio" → "Bio", "userIds.0" → "User ids", a search
 * filter's part as its control is labelled: "filters.0.op" → "Filter 1 operator".
 */
function pathLabel(path: string): string {
  const filter = /^filters\.(\d+)\.(\w+)$/.exec(path);
  if (filter && Object.hasOwn(FILTER_PARTS, filter[2]!))
    return `Filter ${Number(filter[1]) + 1} ${FILTER_PARTS[filter[2]!]}`;
  const field = pathField(path);
  return field ? fieldLabel(field) : '';
}

/** The service's reason for a choice field ("must be one of private, public"), whose values are the API's. */
const ONE_OF = /^must be one of (.+)$/;

/** "A", "A or B", "A, B or C". */
const orList = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

/**
 * A detail's reason in staff words: a choice field's "must be one of private, public" names its
 * values as staff read them ("Must be Private or Public."), by the field's enumeration, an operator
 * by its words, any other value (a field name, an unknown enumeration) by its label.
 */
function detailReason(path: string, message: string): string {
  const choice = ONE_OF.exec(message.trim());
  if (!choice) return sentence(message);
  const field = pathField(path);
  const kind = enumOfField(field);
  const words = choice[1]!
    .split(', ')
    .map((value) =>
      kind
        ? enumLabel(kind, value)
        : field === 'op' && Object.hasOwn(OPERATOR_LABELS, value)
          ? `“${OPERATOR_LABELS[value as keyof typeof OPERATOR_LABELS]}”`
          : fieldLabel(value),
    );
  return sentence(`must be ${orList(words)}`);
}

/** One sentence that says why a call failed, from the server's reason where it sent one. */
function reasonOf(error: Error): string {
  if (!(error instanceof BackofficeError)) return sentence(error.message);
  const body = error.body;
  if (body?.details && body.details.length > 0)
    return body.details
      .map((detail) => {
        const label = pathLabel(detail.path);
        const reason = detailReason(detail.path, detail.message);
        return label ? `${label}: ${reason}` : reason;
      })
      .join(' ');
  if (body?.message) return sentence(body.message);
  if (error.status === null)
    return error.name === 'RequestAbortedError'
      ? 'The request was cancelled.'
      : 'The back office could not be reached. Check the connection and try again.';
  if (error.status >= 500) return `The back office failed (${error.status}). Try again in a moment.`;
  return `The back office refused the request (${error.status} ${error.message}).`;
}

/** Where a form shows a failed call's reasons. */
interface FormErrors {
  /** The reason for one field of the form (by its request path), if the server named it. */
  field(path: string): string | undefined;
  /** What the form says as a whole: reasons for no field of the form, or a pointer to the fields. */
  form: string | null;
}

const matches = (detailPath: string, fieldPath: string) =>
  detailPath === fieldPath || detailPath.startsWith(`${fieldPath}.`);

/**
 * Splits a failed call's reasons over a form's fields (request paths such as `name`, `details.bio`,
 * `emails`); reasons for other paths, and failures without details, become the form-level message,
 * which otherwise points to the fields after `outcome` ("Not saved: one field needs a change…").
 */
function formErrors(
  error: Error | null | undefined,
  fieldPaths: readonly string[],
  outcome = 'Not saved',
): FormErrors {
  if (!error) return { field: () => undefined, form: null };
  const details = error instanceof BackofficeError ? (error.body?.details ?? []) : [];
  const byField = new Map<string, string>();
  const rest: string[] = [];
  for (const detail of details) {
    const path = fieldPaths.find((candidate) => matches(detail.path, candidate));
    const reason = detailReason(detail.path, detail.message);
    if (path === undefined) {
      const label = pathLabel(detail.path);
      rest.push(label ? `${label}: ${reason}` : reason);
    } else {
      byField.set(path, [byField.get(path), reason].filter(Boolean).join(' '));
    }
  }
  const form =
    details.length === 0
      ? reasonOf(error)
      : rest.length > 0
        ? rest.join(' ')
        : `${outcome}: ${byField.size === 1 ? 'one field needs a change' : `${byField.size} fields need changes`}, as said below ${byField.size === 1 ? 'it' : 'each'}.`;
  return { field: (path) => byField.get(path), form };
}

export { detailReason, formErrors, reasonOf, sentence };
export type { FormErrors };
