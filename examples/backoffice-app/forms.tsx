// Form helpers of the screens added for issue 33: the service's reasons at their fields (a 409 about
// a name at that field too), focus on the first field the service refused, a form's footer (its
// message and its primary button, off while the save is pending) and the choice of who sees a view.
import { useEffect, useRef, type ReactNode } from 'react';
import { BackofficeError, type SavedViewVisibility } from 'headless-checkout/backoffice';
import { enumLabel } from './display';
import { formErrors, sentence, type FormErrors } from './errors';
import { Choice, FormError } from './ui';

/**
 * `formErrors`, and a conflict without details (409: "A team named Growth exists") shown at
 * `conflictPath`, the field it is about, instead of as the form's message.
 */
function writeErrors(
  error: Error | null | undefined,
  paths: readonly string[],
  conflictPath?: string,
): FormErrors {
  const conflict =
    conflictPath && error instanceof BackofficeError && error.status === 409 && !error.body?.details?.length
      ? error.body?.message
      : undefined;
  if (!conflict) return formErrors(error, paths);
  return {
    field: (path) => (path === conflictPath ? sentence(conflict) : undefined),
    form: 'Not saved: one field needs a change, as said below it.',
  };
}

/**
 * A form's ref: after a failed save, focus goes to the first field the service refused (its reason
 * is tied to it), so a keyboard or screen-reader user lands where the change is needed.
 */
function useFocusInvalid(error: Error | null | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!error) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);
  return form;
}

/**
 * The end of a form (in a dialog, above its Cancel): the form-level message (an alert) and the
 * primary submit button, disabled while the save is pending so it is sent once.
 */
function SubmitFooter({
  label,
  write,
  message,
}: {
  label: ReactNode;
  write: { isPending: boolean };
  message: string | null | undefined;
}) {
  return (
    <>
      <FormError message={message} />
      <button className="bo-button bo-button--primary" type="submit" disabled={write.isPending}>
        {label}
      </button>
    </>
  );
}

const VISIBILITIES: readonly SavedViewVisibility[] = ['private', 'public'];

/** Who sees a saved view: only its owner (private) or every staff member (public). */
function VisibilityChoice({
  value,
  onChange,
  error,
}: {
  value: SavedViewVisibility;
  onChange: (value: SavedViewVisibility) => void;
  error?: string | undefined;
}) {
  return (
    <Choice
      label="Visibility"
      value={value}
      onChange={(chosen) => onChange(chosen as SavedViewVisibility)}
      choices={VISIBILITIES.map((visibility) => ({
        value: visibility,
        label: enumLabel('visibility', visibility),
      }))}
      error={error}
    />
  );
}

export { SubmitFooter, VisibilityChoice, useFocusInvalid, writeErrors };
