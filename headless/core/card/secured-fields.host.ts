import { boolean, literal, nullable, object, optional, parseWith, recordOf, string, union } from './checks';
import {
  ENVELOPE,
  policy,
  SECURED_FIELDS_VERSION,
  typeOnly,
  type FrameMessage,
} from './secured-fields.protocol';
import type { SecuredFieldType } from './secured-fields.fields';

/**
 * The page side of the secured fields, as a card form loads it on demand (secured-fields.load.ts):
 * the controller that drives the frames (secured-fields.ts), the check of the frames' messages and
 * the frames' URL. None of it is needed before a card form mounts in a browser, so none of it is a
 * static export of `headless-checkout/core`: a bundler that splits per file would otherwise ship it
 * up front.
 */

/** A frame message of one type. */
type FrameMessageOf<T extends FrameMessage['type']> = Extract<FrameMessage, { type: T }>;

const readFrameMessage = union<FrameMessage>(
  typeOnly('loaded'),
  typeOnly('configured'),
  object<FrameMessageOf<'change'>>({
    ...ENVELOPE,
    type: literal('change'),
    valid: boolean,
    empty: boolean,
    errorKey: optional(string),
    encrypted: optional(recordOf(string)),
    encryptedFieldName: optional(string),
    brand: optional(nullable(string)),
    cvcPolicy: policy,
    expiryDatePolicy: policy,
    endDigits: optional(string),
    complete: optional(boolean),
  }),
  object<FrameMessageOf<'bin'>>({
    ...ENVELOPE,
    type: literal('bin'),
    binValue: string,
    encryptedBin: optional(string),
  }),
  object<FrameMessageOf<'focus'>>({ ...ENVELOPE, type: literal('focus'), focused: boolean }),
);

/**
 * Parses a frame's message: the message with only its known properties, or null for anything that
 * is not one (other traffic, malformed data).
 */
function parseFrameMessage(data: unknown): FrameMessage | null {
  return parseWith(readFrameMessage, data);
}

/** The frame's URL (spec section 7): `{host}securedfields/{clientKey}/{version}/securedFields.html?type={type}&d={origin}`. */
function securedFieldUrl(
  apiUrl: string,
  clientKey: string,
  fieldType: SecuredFieldType,
  parentOrigin: string,
): string {
  const url = new URL(
    `securedfields/${encodeURIComponent(clientKey)}/${SECURED_FIELDS_VERSION}/securedFields.html`,
    apiUrl,
  );
  url.searchParams.set('type', fieldType);
  url.searchParams.set('d', parentOrigin);
  return url.href;
}

export { MAX_FRAME_LOADS, createSecuredFieldsController } from './secured-fields';
export { parseFrameMessage, securedFieldUrl };
