import type { FieldPolicy } from '../validation/card-brands';
import { object, optional, string, type Shape } from '../checks';
import { arrayOf, literal, matching, nullable, oneOf, parseWith, recordOf, union } from '../checks.more';
import { EXPIRY_INSTANCE_PATTERN } from './secured-fields.expiry';
import {
  SECURED_FIELDS_TIMEOUTS,
  SECURED_FIELDS_VERSION,
  SECURED_FIELD_TYPES,
  type SecuredFieldType,
} from './secured-fields.fields';

/**
 * The message protocol between the merchant page and the secured-field frames (documented in
 * docs/secured-fields.md). Every message carries `channel: 'hc-secured-fields'` and the field it
 * concerns; each side checks the sender's origin and window before reading one.
 */

/** The channel tag on every message, so other postMessage traffic is ignored. */
const SECURED_FIELDS_CHANNEL = 'hc-secured-fields';

/** The policies a brand gives its security code and expiry date. */
const FIELD_POLICIES: readonly FieldPolicy[] = ['required', 'optional', 'hidden'];

/** What every message carries. */
interface Envelope {
  /** Always `SECURED_FIELDS_CHANNEL`. */
  channel: typeof SECURED_FIELDS_CHANNEL;
  /** The field the message concerns. */
  fieldType: SecuredFieldType;
}

// Page → frame messages.

/** Configures a frame (after it loads, and again when texts or styles change). */
interface ConfigureMessage extends Envelope {
  type: 'configure';
  /** The input's accessible name (the field's label). */
  ariaLabel: string;
  placeholder?: string;
  /** CSS properties for the input, e.g. { color: '#00112c', fontSize: '16px' } (from theme tokens). */
  styles?: Record<string, string>;
  /** Brands accepted here (number frame). */
  brands?: string[];
  /** The checkout date for the expiry check ('MM/YY'). */
  minimumExpiryDate?: string;
  /** Month and year frames: the card form's instance id, naming their expiry channel (secured-fields.expiry.ts). */
  expiryChannel?: string;
}

/** Tells the security-code frame (and number frame) the brand and its policy. */
interface BrandMessage extends Envelope {
  type: 'brand';
  brand: string | null;
  cvcPolicy?: FieldPolicy;
}

/** The translated error shown for the field ('' when none), for the input's description and aria-invalid. */
interface ErrorMessage extends Envelope {
  type: 'error';
  message: string;
}

/** A message that is only its type. */
interface TypeOnlyMessage<T extends string> extends Envelope {
  type: T;
}

/**
 * A message from the page to a frame: also `focus` (focus the input: the page's label was clicked)
 * and `clear` (empty the input).
 */
type PageMessage =
  ConfigureMessage | BrandMessage | ErrorMessage | TypeOnlyMessage<'focus'> | TypeOnlyMessage<'clear'>;

// Frame → page messages: never card data, only the non-sensitive events of spec section 3.

/** The field after every keystroke (or a brand or month from elsewhere). */
interface ChangeMessage extends Envelope {
  type: 'change';
  valid: boolean;
  empty: boolean;
  errorKey?: string;
  /** Encrypted values by payload name (encryptedCardNumber…), present when valid. */
  encrypted?: Record<string, string>;
  /** The payload name(s) of the field, e.g. 'encryptedCardNumber'. */
  encryptedFieldName?: string;
  brand?: string | null;
  cvcPolicy?: FieldPolicy;
  expiryDatePolicy?: FieldPolicy;
  /** Last 4 digits of a valid number. */
  endDigits?: string;
  /** True when the value is valid and nothing more can be typed (auto-advance to the next field). */
  complete?: boolean;
}

/** The number's first 6 digits reached or changed: its bin, encrypted, for the bin lookup. */
interface BinMessage extends Envelope {
  type: 'bin';
  binValue: string;
  encryptedBin?: string;
}

/** The frame's input gained or lost focus. */
interface FocusMessage extends Envelope {
  type: 'focus';
  focused: boolean;
}

/**
 * A message from a frame to the page: also `loaded` (the frame is up; the page answers with
 * `configure`) and `configured` (configuration applied).
 */
type FrameMessage =
  TypeOnlyMessage<'loaded'> | TypeOnlyMessage<'configured'> | ChangeMessage | BinMessage | FocusMessage;

// The checks of the messages (checks.ts): exactly the properties above, unknown ones dropped. The
// frames' messages are checked by the page only, so their check loads with the page side
// (secured-fields.ts); the page's messages are checked here, by the frame.

const ENVELOPE: Shape<Envelope> = {
  channel: literal(SECURED_FIELDS_CHANNEL),
  fieldType: oneOf(SECURED_FIELD_TYPES),
};
const policy = optional(oneOf(FIELD_POLICIES));
/** The check of a message that is only its type. */
const typeOnly = <T extends string>(type: T) =>
  object<TypeOnlyMessage<T>>({ ...ENVELOPE, type: literal(type) });

const readPageMessage = union<PageMessage>(
  object<ConfigureMessage>({
    ...ENVELOPE,
    type: literal('configure'),
    ariaLabel: string,
    placeholder: optional(string),
    styles: optional(recordOf(string)),
    brands: optional(arrayOf(string)),
    minimumExpiryDate: optional(string),
    expiryChannel: optional(matching(EXPIRY_INSTANCE_PATTERN)),
  }),
  object<BrandMessage>({ ...ENVELOPE, type: literal('brand'), brand: nullable(string), cvcPolicy: policy }),
  object<ErrorMessage>({ ...ENVELOPE, type: literal('error'), message: string }),
  typeOnly('focus'),
  typeOnly('clear'),
);

type WithoutEnvelope<T> = T extends unknown ? Omit<T, 'channel' | 'fieldType'> : never;
/** A page message without its envelope (channel, fieldType), as a sender writes it. */
type PageMessageBody = WithoutEnvelope<PageMessage>;
/** A frame message without its envelope, as a sender writes it. */
type FrameMessageBody = WithoutEnvelope<FrameMessage>;

/**
 * What a page may style inside a frame: text properties of the input, plus the placeholder colour
 * as `--placeholder-color`. Anything else (backgrounds, positions, content) is dropped, so a style
 * object cannot overlay, hide or fetch through the card input.
 */
const SECURED_FIELD_STYLE_PROPERTIES: readonly string[] = [
  'color',
  'caret-color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'letter-spacing',
  'line-height',
  'text-align',
  'text-shadow',
  '--placeholder-color',
];

/** The allowed part of a style object: known properties, values without `url(`, `expression(` or escapes. */
function pickSecuredFieldStyles(
  styles: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [property, value] of Object.entries(styles ?? {})) {
    const name = property.trim().toLowerCase();
    if (!SECURED_FIELD_STYLE_PROPERTIES.includes(name) || /url\(|expression\(|\\|[<>{};]/i.test(value))
      continue;
    picked[name] = value.trim();
  }
  return picked;
}

/** Parses a page's message: the message with only its known properties, or null for anything that is not one. */
function parsePageMessage(data: unknown): PageMessage | null {
  return parseWith(readPageMessage, data);
}

export {
  ENVELOPE,
  policy,
  SECURED_FIELDS_CHANNEL,
  SECURED_FIELDS_TIMEOUTS,
  SECURED_FIELDS_VERSION,
  SECURED_FIELD_STYLE_PROPERTIES,
  SECURED_FIELD_TYPES,
  parsePageMessage,
  pickSecuredFieldStyles,
  typeOnly,
};
export type { FrameMessage, FrameMessageBody, PageMessage, PageMessageBody, SecuredFieldType };
