import * as v from 'valibot';
import { systemTimers, type Timers } from '../store/timers';
import { CheckoutError } from '../errors/checkout-error';
import type { MessageKey } from '../i18n/messages';
import type { SecuredFieldReport } from './card.types';
import { createExpiryInstance } from './secured-fields.expiry';
import { SECURED_FIELDS_TIMEOUTS, type SecuredFieldType } from './secured-fields.fields';
import {
  ENVELOPE_ENTRIES,
  PolicySchema,
  SECURED_FIELDS_CHANNEL,
  typeOnlySchema,
  type FrameMessage,
  type PageMessage,
  type PageMessageBody,
} from './secured-fields.protocol';

/**
 * The page side of the secured fields: the controller that drives the frames and the check of the
 * frames' messages. The frame's side is in secured-fields.protocol.ts and the frame script.
 */

/** The secured fields' own status (spec section 4). */
type SecuredFieldsStatus = 'loading' | 'ready' | 'csfLoadFailure' | 'csfConfigFailure';

/** The configuration sent to one frame. */
type FrameConfiguration = Omit<Extract<PageMessageBody, { type: 'configure' }>, 'type'>;

/** What the controller needs from its host (the page): timers, a way to post, callbacks. */
interface SecuredFieldsControllerOptions {
  /** The frames there are (a function when frames come and go, e.g. the Korean password). */
  fields: readonly SecuredFieldType[] | (() => readonly SecuredFieldType[]);
  /** Posts a message to a frame (the host targets the frame's origin). */
  post: (field: SecuredFieldType, message: PageMessage) => void;
  /** The configuration of a frame, read when it has loaded. */
  configure: (field: SecuredFieldType) => FrameConfiguration;
  /** A field's report (validity, brand, encrypted values). */
  onReport: (report: SecuredFieldReport) => void;
  /** The number's bin, for the bin lookup. */
  onBin: (bin: { binValue: string; encryptedBin?: string }) => void;
  /** A frame's input gained or lost focus. */
  onFocus: (field: SecuredFieldType, focused: boolean) => void;
  /** Enter was pressed in a frame's input: submit the form. */
  onSubmit?: (field: SecuredFieldType) => void;
  /** The status changed; failures carry the error. */
  onStatus: (status: SecuredFieldsStatus, error?: CheckoutError) => void;
  /** Warnings (a frame slow to configure, a frame's message refused). */
  onWarning?: (message: string) => void;
  /** Timers (injected so tests use fake ones). */
  timers?: Timers;
  /** The instance id the month and year frames name their expiry channel after; random by default. */
  instanceId?: string;
  /** Timeouts; spec section 9 by default. */
  timeouts?: Partial<Record<keyof typeof SECURED_FIELDS_TIMEOUTS, number>>;
}

/** Drives the frames' life: load, configure, reports, timeouts. */
interface SecuredFieldsController {
  /** Starts the load timeout; call when the frames are put in the page. */
  start: () => void;
  /** Handles a message the host has checked comes from `field`'s frame at the right origin. */
  receive: (field: SecuredFieldType, message: FrameMessage) => void;
  /**
   * Sends a message to a frame that has loaded (others get their configuration when they load);
   * false when the frame has not loaded (the message was not sent).
   */
  send: (field: SecuredFieldType, message: PageMessageBody) => boolean;
  /**
   * Sends the current configuration again to the frames that have loaded (labels once the texts
   * have loaded or the locale changed, new styles); frames still loading get it when they load.
   */
  reconfigure: () => void;
  /** Stops every timer. */
  destroy: () => void;
}

const FrameMessageSchema: v.GenericSchema<unknown, FrameMessage> = v.variant('type', [
  typeOnlySchema('loaded'),
  typeOnlySchema('configured'),
  typeOnlySchema('submit'),
  v.object({
    ...ENVELOPE_ENTRIES,
    type: v.literal('change'),
    valid: v.boolean(),
    empty: v.boolean(),
    errorKey: v.optional(v.string()),
    encrypted: v.optional(v.record(v.string(), v.string())),
    encryptedFieldName: v.optional(v.string()),
    brand: v.optional(v.nullable(v.string())),
    cvcPolicy: PolicySchema,
    expiryDatePolicy: PolicySchema,
    endDigits: v.optional(v.string()),
    complete: v.optional(v.boolean()),
    encrypting: v.optional(v.boolean()),
  }),
  v.object({
    ...ENVELOPE_ENTRIES,
    type: v.literal('bin'),
    binValue: v.string(),
    encryptedBin: v.optional(v.string()),
  }),
  v.object({ ...ENVELOPE_ENTRIES, type: v.literal('focus'), focused: v.boolean() }),
]);

/**
 * Parses a frame's message: the message with only its known properties, or null for anything that
 * is not one (other traffic, malformed data).
 */
function parseFrameMessage(data: unknown): FrameMessage | null {
  const read = v.safeParse(FrameMessageSchema, data);
  return read.success ? read.output : null;
}

/** How often a frame may load (a reload loop is an error). */
const MAX_FRAME_LOADS = 3;

/**
 * The payload names of the encrypted values each frame may report: its own field's only. A report
 * with another field's value (the security-code frame sending an `encryptedCardNumber`) is refused.
 */
const ENCRYPTED_FIELD_NAMES: Readonly<Record<SecuredFieldType, readonly string[]>> = {
  cardNumber: ['encryptedCardNumber'],
  expiryDate: ['encryptedExpiryMonth', 'encryptedExpiryYear'],
  expiryMonth: ['encryptedExpiryMonth'],
  expiryYear: ['encryptedExpiryYear'],
  securityCode: ['encryptedSecurityCode'],
  password: ['encryptedPassword'],
  encryptedBankAccountNumber: ['encryptedBankAccountNumber'],
  encryptedBankLocationId: ['encryptedBankLocationId'],
  giftcardNumber: ['encryptedCardNumber'],
  giftcardPin: ['encryptedSecurityCode'],
};

/** The first payload name a change report carries (values or names) that is not its field's own. */
function foreignEncryptedName(
  field: SecuredFieldType,
  message: Extract<FrameMessage, { type: 'change' }>,
): string | undefined {
  const names = [...Object.keys(message.encrypted ?? {}), ...(message.encryptedFieldName?.split(',') ?? [])];
  return names.find((name) => name !== '' && !ENCRYPTED_FIELD_NAMES[field].includes(name));
}

/** Creates the controller of the secured fields. */
function createSecuredFieldsController(options: SecuredFieldsControllerOptions): SecuredFieldsController {
  const timers = options.timers ?? systemTimers;
  const timeouts = { ...SECURED_FIELDS_TIMEOUTS, ...options.timeouts };
  const loads = new Map<SecuredFieldType, number>();
  const configured = new Set<SecuredFieldType>();
  const frameTimers = new Map<SecuredFieldType, unknown>();
  let loadTimer: unknown = null;
  let configureTimer: unknown = null;
  let status: SecuredFieldsStatus = 'loading';
  const instanceId = options.instanceId ?? createExpiryInstance();
  const configuration = (field: SecuredFieldType): PageMessageBody => ({
    type: 'configure',
    ...options.configure(field),
    ...(field === 'expiryMonth' || field === 'expiryYear' ? { expiryChannel: instanceId } : {}),
  });
  const fields = (): readonly SecuredFieldType[] =>
    typeof options.fields === 'function' ? options.fields() : options.fields;

  const setStatus = (next: SecuredFieldsStatus, error?: CheckoutError) => {
    if (status === next) return;
    status = next;
    options.onStatus(next, error);
  };
  const fail = (next: 'csfLoadFailure' | 'csfConfigFailure', message: string) => {
    stopTimers();
    setStatus(next, new CheckoutError('ERROR', message));
  };
  const stopTimers = () => {
    if (loadTimer !== null) timers.clearTimeout(loadTimer);
    if (configureTimer !== null) timers.clearTimeout(configureTimer);
    for (const id of frameTimers.values()) timers.clearTimeout(id);
    loadTimer = configureTimer = null;
    frameTimers.clear();
  };
  const send = (field: SecuredFieldType, message: PageMessageBody) =>
    options.post(field, { ...message, channel: SECURED_FIELDS_CHANNEL, fieldType: field } as PageMessage);

  const configureFrame = (field: SecuredFieldType, retry: boolean) => {
    send(field, configuration(field));
    frameTimers.set(
      field,
      timers.setTimeout(() => {
        options.onWarning?.(`sf took too long to config: ${field}`);
        if (retry) configureFrame(field, false);
      }, timeouts.frameConfigureMs),
    );
  };

  const onLoaded = (field: SecuredFieldType) => {
    const count = (loads.get(field) ?? 0) + 1;
    loads.set(field, count);
    if (count > MAX_FRAME_LOADS)
      return fail('csfLoadFailure', `Secured fields: too many frame loads (${field})`);
    if (count > 1) {
      // A reloaded frame has lost its configuration and its value.
      configured.delete(field);
      options.onReport({ field, valid: false, empty: true, errorKey: undefined as MessageKey | undefined });
      if (status === 'ready') setStatus('loading');
    }
    configureFrame(field, true);
    if (fields().every((name) => loads.has(name)) && loadTimer !== null) {
      timers.clearTimeout(loadTimer);
      loadTimer = null;
      configureTimer ??= timers.setTimeout(
        () => fail('csfConfigFailure', 'Secured fields: frames failed to configure'),
        timeouts.configureMs,
      );
    }
  };

  const onConfigured = (field: SecuredFieldType) => {
    const timer = frameTimers.get(field);
    if (timer !== undefined) timers.clearTimeout(timer);
    frameTimers.delete(field);
    configured.add(field);
    if (fields().every((name) => configured.has(name))) {
      if (configureTimer !== null) timers.clearTimeout(configureTimer);
      configureTimer = null;
      setStatus('ready');
    }
  };

  return {
    start: () => {
      if (fields().length === 0) return setStatus('ready');
      loadTimer = timers.setTimeout(
        () => fail('csfLoadFailure', 'Secured fields: frames failed to load'),
        timeouts.loadMs,
      );
    },
    receive: (field, message) => {
      if (
        status === 'csfLoadFailure' ||
        status === 'csfConfigFailure' ||
        !fields().includes(field) ||
        message.fieldType !== field
      )
        return;
      switch (message.type) {
        case 'loaded':
          return onLoaded(field);
        case 'configured':
          return onConfigured(field);
        case 'submit':
          return options.onSubmit?.(field);
        case 'change': {
          const foreign = foreignEncryptedName(field, message);
          if (foreign !== undefined)
            return options.onWarning?.(
              `Secured fields: refused a report of the ${field} frame carrying ${foreign}`,
            );
          return options.onReport({
            field,
            valid: message.valid,
            empty: message.empty,
            ...(message.errorKey ? { errorKey: message.errorKey as MessageKey } : {}),
            ...(message.encrypted ? { encrypted: message.encrypted } : {}),
            ...(message.brand !== undefined ? { brand: message.brand } : {}),
            ...(message.endDigits ? { endDigits: message.endDigits } : {}),
            ...(message.complete ? { complete: true } : {}),
            ...(message.encrypting ? { encrypting: true } : {}),
          });
        }
        case 'bin':
          // Only the number frame knows the bin.
          if (field !== 'cardNumber')
            return options.onWarning?.(`Secured fields: refused a bin from the ${field} frame`);
          return options.onBin({
            binValue: message.binValue,
            ...(message.encryptedBin ? { encryptedBin: message.encryptedBin } : {}),
          });
        case 'focus':
          return options.onFocus(field, message.focused);
        default:
          message satisfies never;
      }
    },
    // A frame that has not loaded yet still shows about:blank (the page's origin): the browser would
    // drop the message. It gets its configuration when it loads; its error and brand start empty.
    send: (field, message) => {
      if (!loads.has(field)) return false;
      send(field, message);
      return true;
    },
    reconfigure: () => {
      for (const field of fields()) if (loads.has(field)) send(field, configuration(field));
    },
    destroy: stopTimers,
  };
}

export { ENCRYPTED_FIELD_NAMES, MAX_FRAME_LOADS, createSecuredFieldsController, parseFrameMessage };
export type {
  FrameConfiguration,
  SecuredFieldsController,
  SecuredFieldsControllerOptions,
  SecuredFieldsStatus,
};
