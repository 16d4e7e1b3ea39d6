// The API's reasons for a failed call, for people: each reason next to its field, the rest as one
// form-level message. The client's error names ("Bad Request") are never shown alone.
import { BackofficeError } from 'headless-checkout/backoffice';
import { fieldLabel } from './display';

/** "must be an email" → "Must be an email." */
const sentence = (text: string) => {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** A detail path's field for people: "details.bio" → "Bio", "userIds.0" → "User ids". */
function pathLabel(path: string): string {
  const named = path.split('.').filter((segment) => !/^\d+$/.test(segment) && segment !== '(root)');
  return named.length > 0 ? fieldLabel(named[named.length - 1]!) : '';
}

/** One sentence that says why a call failed, from the server's reason where it sent one. */
function reasonOf(error: Error): string {
  if (!(error instanceof BackofficeError)) return sentence(error.message);
  const body = error.body;
  if (body?.details && body.details.length > 0)
    return body.details
      .map((detail) => {
        const label = pathLabel(detail.path);
        return label ? `${label}: ${sentence(detail.message)}` : sentence(detail.message);
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
    if (path === undefined) {
      const label = pathLabel(detail.path);
      rest.push(label ? `${label}: ${sentence(detail.message)}` : sentence(detail.message));
    } else {
      byField.set(path, [byField.get(path), sentence(detail.message)].filter(Boolean).join(' '));
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

export { formErrors, reasonOf, sentence };
export type { FormErrors };
