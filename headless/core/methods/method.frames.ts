/**
 * What a method's secured-field frames show, read from its layout and state: which fields are
 * frames and their accessible names, the error each shows now (the page's rule, or the
 * definition's), their status, their configuration and what the definition tells them. A host only
 * makes the frames and forwards these. Pure.
 */
import { SECURED_FIELD_TYPES, type SecuredFieldType } from '../card/secured-fields.fields';
import type { PageMessageBody } from '../card/secured-fields.protocol';
import type { FormLayout } from '../form/form.layout';
import { isFieldErrorShown, nextFormField } from '../form/form.view';
import type { MessageKey } from '../i18n/messages';
import type { MethodFrames, PaymentMethodState } from './payment-method.types';

/** A form's state as its frames read it. */
type FramedState = PaymentMethodState<never, unknown>;

/** A secured field of a method's layout. */
interface FramedField {
  /** The frame's field. */
  field: SecuredFieldType;
  /** Its accessible name: the definition's (the card's stays 'Security code'), else its label. */
  labelKey: MessageKey;
  /** The error the page shows for it now; null when none shows. */
  errorKey: MessageKey | null;
}

/** Whether a form field is one a frame holds. */
function isSecuredField(field: string): field is SecuredFieldType {
  return (SECURED_FIELD_TYPES as readonly string[]).includes(field);
}

/** The frames' status a method's own state carries (`extra.securedFields`), 'loading' before it has one. */
function framesStatusOf(state: { extra: unknown } | null): string {
  const status = (state?.extra as { securedFields?: unknown } | undefined)?.securedFields;
  return typeof status === 'string' ? status : 'loading';
}

/**
 * What the shopper reads while the frames have failed (they could not load, or could not be set
 * up: the state's `csfLoadFailure` / `csfConfigFailure`), null otherwise: the definition's text, else
 * the card fields'. A skin shows it as an alert with a button that loads the frames again.
 */
function framesFailureOf(
  state: { extra: unknown } | null,
  frames: Pick<MethodFrames<never, never>, 'failureKey'> | undefined,
): MessageKey | null {
  const status = framesStatusOf(state);
  if (status !== 'csfLoadFailure' && status !== 'csfConfigFailure') return null;
  if (frames?.failureKey) return frames.failureKey(status);
  return status === 'csfLoadFailure' ? 'error.va.sf.timeout' : 'error.va.sf.configFailure';
}

/** The layout's fields of kind 'secured' as frames, with what each shows now (no error before the state). */
function framedFieldsOf(
  layout: FormLayout,
  state: FramedState | null,
  frames: MethodFrames<FramedState, unknown> | undefined,
): FramedField[] {
  return layout
    .flatMap((section) => section.rows.flat())
    .filter((field) => field.kind === 'secured' && isSecuredField(field.field))
    .map(({ field, labelKey }) => {
      const errorKey = state?.fields[field]?.errorKey ?? null;
      const shown =
        state && (frames?.errorShown ? frames.errorShown(state, field) : isFieldErrorShown(state, field));
      return {
        field: field as SecuredFieldType,
        labelKey: frames?.labelKey?.(field) ?? labelKey,
        errorKey: shown ? errorKey : null,
      };
    });
}

/** Where focus goes once a frame's field is complete: the definition's rule, else the form's order. */
function nextFramedField(
  state: FramedState,
  frames: MethodFrames<FramedState, unknown> | undefined,
  field: string,
): string | null {
  return frames?.nextField ? frames.nextField(state, field) : nextFormField(state, field);
}

/** What the definition tells its frames now (the security code: the brand); none without a rule. */
function frameMessagesOf(
  state: FramedState | null,
  frames: MethodFrames<FramedState, unknown> | undefined,
): ReadonlyArray<{ field: SecuredFieldType; message: PageMessageBody }> {
  return state && frames?.messages ? frames.messages(state) : [];
}

export { frameMessagesOf, framedFieldsOf, framesFailureOf, framesStatusOf, isSecuredField, nextFramedField };
export type { FramedField };
