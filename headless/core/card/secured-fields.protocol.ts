import * as v from 'valibot';
import type { FieldPolicy } from '../validation/card-brands';
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

/** A BCP 47 language tag as a frame accepts it for its `lang` (`ar`, `de-DE`, `zh-Hant-TW`). */
const LANGUAGE_TAG_PATTERN = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

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
  /** The page's locale (`ar`, `de-DE`): the frame document's `lang`. */
  lang?: string;
  /** The page's text direction: the frame document's `dir` (its input stays `ltr`: card data reads left to right). */
  dir?: 'ltr' | 'rtl';
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
  /**
   * True when the value is valid and its encryption is still running: the encrypted values come in
   * a later change report (a payment waits for it).
   */
  encrypting?: boolean;
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
 * `configure`), `configured` (configuration applied) and `submit` (Enter was pressed in the input:
 * the page submits the form; sent after the field's last change report).
 */
type FrameMessage =
  | TypeOnlyMessage<'loaded'>
  | TypeOnlyMessage<'configured'>
  | TypeOnlyMessage<'submit'>
  | ChangeMessage
  | BinMessage
  | FocusMessage;

// The schemas of the messages: exactly the properties above, unknown ones dropped. The frames'
// messages are checked by the page only, so their schema loads with the page side
// (secured-fields.ts); the page's messages are checked here, by the frame.

/** The entries every message's schema has. */
const ENVELOPE_ENTRIES = {
  channel: v.literal(SECURED_FIELDS_CHANNEL),
  fieldType: v.picklist(SECURED_FIELD_TYPES),
};
/** A field policy, if given. */
const PolicySchema = v.optional(v.picklist(FIELD_POLICIES));
/** The schema of a message that is only its type. */
const typeOnlySchema = <T extends string>(type: T) =>
  v.object({ ...ENVELOPE_ENTRIES, type: v.literal(type) });

const PageMessageSchema: v.GenericSchema<unknown, PageMessage> = v.variant('type', [
  v.object({
    ...ENVELOPE_ENTRIES,
    type: v.literal('configure'),
    ariaLabel: v.string(),
    placeholder: v.optional(v.string()),
    styles: v.optional(v.record(v.string(), v.string())),
    brands: v.optional(v.array(v.string())),
    minimumExpiryDate: v.optional(v.string()),
    expiryChannel: v.optional(v.pipe(v.string(), v.regex(EXPIRY_INSTANCE_PATTERN))),
    lang: v.optional(v.pipe(v.string(), v.maxLength(35), v.regex(LANGUAGE_TAG_PATTERN))),
    dir: v.optional(v.picklist(['ltr', 'rtl'])),
  }),
  v.object({
    ...ENVELOPE_ENTRIES,
    type: v.literal('brand'),
    brand: v.nullable(v.string()),
    cvcPolicy: PolicySchema,
  }),
  v.object({ ...ENVELOPE_ENTRIES, type: v.literal('error'), message: v.string() }),
  typeOnlySchema('focus'),
  typeOnlySchema('clear'),
]);

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
  const read = v.safeParse(PageMessageSchema, data);
  return read.success ? read.output : null;
}

export {
  ENVELOPE_ENTRIES,
  PolicySchema,
  SECURED_FIELDS_CHANNEL,
  SECURED_FIELDS_TIMEOUTS,
  SECURED_FIELDS_VERSION,
  SECURED_FIELD_STYLE_PROPERTIES,
  SECURED_FIELD_TYPES,
  parsePageMessage,
  pickSecuredFieldStyles,
  typeOnlySchema,
};
export type { FrameMessage, FrameMessageBody, PageMessage, PageMessageBody, SecuredFieldType };
