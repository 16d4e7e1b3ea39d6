import * as v from 'valibot';
import { EXPIRY_INSTANCE_PATTERN } from './secured-fields.expiry';

/**
 * The message protocol between the merchant page and the secured-field frames (documented in
 * docs/secured-fields.md). Every message carries `channel: 'hc-secured-fields'` and the field it
 * concerns; each side checks the sender's origin and window before reading one.
 */

/** Protocol version: frame and page must agree. */
const SECURED_FIELDS_VERSION = '4.3.2';
/** The channel tag on every message, so other postMessage traffic is ignored. */
const SECURED_FIELDS_CHANNEL = 'hc-secured-fields';

/** The fields that live in frames. */
type SecuredFieldType =
  'cardNumber' | 'expiryDate' | 'expiryMonth' | 'expiryYear' | 'securityCode' | 'password';
const SECURED_FIELD_TYPES: readonly SecuredFieldType[] = [
  'cardNumber',
  'expiryDate',
  'expiryMonth',
  'expiryYear',
  'securityCode',
  'password',
];

/** Timeouts of spec section 9: all frames loaded, all configured, and one frame's configuration. */
const SECURED_FIELDS_TIMEOUTS = { loadMs: 30_000, configureMs: 15_000, frameConfigureMs: 6_000 } as const;

const FieldTypeSchema = v.picklist(SECURED_FIELD_TYPES as SecuredFieldType[]);
const PolicySchema = v.picklist(['required', 'optional', 'hidden']);
const base = { channel: v.literal(SECURED_FIELDS_CHANNEL), fieldType: FieldTypeSchema };

/** Page → frame messages. */
const PageMessageSchema = v.variant('type', [
  v.object({
    ...base,
    type: v.literal('configure'),
    /** The input's accessible name (the field's label). */
    ariaLabel: v.string(),
    placeholder: v.optional(v.string()),
    /** CSS properties for the input, e.g. { color: '#00112c', fontSize: '16px' } (from theme tokens). */
    styles: v.optional(v.record(v.string(), v.string())),
    /** Brands accepted here (number frame). */
    brands: v.optional(v.array(v.string())),
    /** The checkout date for the expiry check ('MM/YY'). */
    minimumExpiryDate: v.optional(v.string()),
    /** Month and year frames: the card form's instance id, naming their expiry channel (secured-fields.expiry.ts). */
    expiryChannel: v.optional(v.pipe(v.string(), v.regex(EXPIRY_INSTANCE_PATTERN))),
  }),
  /** Tells the security-code frame (and number frame) the brand and its policy. */
  v.object({
    ...base,
    type: v.literal('brand'),
    brand: v.nullable(v.string()),
    cvcPolicy: v.optional(PolicySchema),
  }),
  /** The translated error shown for the field ('' when none), for the input's description and aria-invalid. */
  v.object({ ...base, type: v.literal('error'), message: v.string() }),
  v.object({ ...base, type: v.literal('focus') }),
  v.object({ ...base, type: v.literal('clear') }),
]);

/** Frame → page messages: never card data, only the non-sensitive events of spec section 3. */
const FrameMessageSchema = v.variant('type', [
  v.object({ ...base, type: v.literal('loaded') }),
  v.object({ ...base, type: v.literal('configured') }),
  v.object({
    ...base,
    type: v.literal('change'),
    valid: v.boolean(),
    empty: v.boolean(),
    errorKey: v.optional(v.string()),
    /** Encrypted values by payload name (encryptedCardNumber…), present when valid. */
    encrypted: v.optional(v.record(v.string(), v.string())),
    /** The payload name(s) of the field, e.g. 'encryptedCardNumber'. */
    encryptedFieldName: v.optional(v.string()),
    brand: v.optional(v.nullable(v.string())),
    cvcPolicy: v.optional(PolicySchema),
    expiryDatePolicy: v.optional(PolicySchema),
    /** Last 4 digits of a valid number. */
    endDigits: v.optional(v.string()),
    /** True when the value is valid and nothing more can be typed (auto-advance to the next field). */
    complete: v.optional(v.boolean()),
  }),
  /** The number's first 6 digits reached or changed: its bin, encrypted, for the bin lookup. */
  v.object({ ...base, type: v.literal('bin'), binValue: v.string(), encryptedBin: v.optional(v.string()) }),
  v.object({ ...base, type: v.literal('focus'), focused: v.boolean() }),
]);

/** A message from the page to a frame. */
type PageMessage = v.InferOutput<typeof PageMessageSchema>;
/** A message from a frame to the page. */
type FrameMessage = v.InferOutput<typeof FrameMessageSchema>;

type WithoutEnvelope<T> = T extends unknown ? Omit<T, 'channel' | 'fieldType'> : never;
/** A page message without its envelope (channel, fieldType), as a sender writes it. */
type PageMessageBody = WithoutEnvelope<PageMessage>;
/** A frame message without its envelope, as a sender writes it. */
type FrameMessageBody = WithoutEnvelope<FrameMessage>;

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

/** Parses a frame's message; null for anything that is not one (other traffic, malformed data). */
function parseFrameMessage(data: unknown): FrameMessage | null {
  const parsed = v.safeParse(FrameMessageSchema, data);
  return parsed.success ? parsed.output : null;
}

/** Parses a page's message; null for anything that is not one. */
function parsePageMessage(data: unknown): PageMessage | null {
  const parsed = v.safeParse(PageMessageSchema, data);
  return parsed.success ? parsed.output : null;
}

export {
  SECURED_FIELDS_CHANNEL,
  SECURED_FIELDS_TIMEOUTS,
  SECURED_FIELDS_VERSION,
  SECURED_FIELD_STYLE_PROPERTIES,
  SECURED_FIELD_TYPES,
  parseFrameMessage,
  parsePageMessage,
  pickSecuredFieldStyles,
  securedFieldUrl,
};
export type { FrameMessage, FrameMessageBody, PageMessage, PageMessageBody, SecuredFieldType };
