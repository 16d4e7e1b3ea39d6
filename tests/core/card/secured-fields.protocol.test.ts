// The message guards of the secured-fields protocol (parsePageMessage, parseFrameMessage): every
// message type is accepted whole and in its least form; anything malformed, of another channel,
// type or field, is dropped; unknown properties are left out of the parsed message.
import { describe, expect, it } from 'vitest';
import {
  SECURED_FIELDS_CHANNEL,
  SECURED_FIELD_TYPES,
  parseFrameMessage,
  parsePageMessage,
  type FrameMessage,
  type PageMessage,
} from 'headless-checkout/core';

type Data = Record<string, unknown>;

const ENVELOPE = { channel: SECURED_FIELDS_CHANNEL, fieldType: 'cardNumber' } as const;

/** Page → frame: each type with every property set, and with only the required ones. */
const PAGE_MESSAGES: Record<PageMessage['type'], { full: Data; least: Data }> = {
  configure: {
    full: {
      type: 'configure',
      ariaLabel: 'Card number',
      placeholder: '1234 5678 9012 3456',
      styles: { color: '#00112c', 'font-size': '16px' },
      brands: ['visa', 'mc'],
      minimumExpiryDate: '03/30',
      expiryChannel: 'card-form_0001',
      lang: 'ar-EG',
      dir: 'rtl',
    },
    least: { type: 'configure', ariaLabel: '' },
  },
  brand: {
    full: { type: 'brand', brand: 'amex', cvcPolicy: 'optional' },
    least: { type: 'brand', brand: null },
  },
  error: { full: { type: 'error', message: 'Invalid card number' }, least: { type: 'error', message: '' } },
  focus: { full: { type: 'focus' }, least: { type: 'focus' } },
  clear: { full: { type: 'clear' }, least: { type: 'clear' } },
};

/** Frame → page: each type with every property set, and with only the required ones. */
const FRAME_MESSAGES: Record<FrameMessage['type'], { full: Data; least: Data }> = {
  loaded: { full: { type: 'loaded' }, least: { type: 'loaded' } },
  configured: { full: { type: 'configured' }, least: { type: 'configured' } },
  submit: { full: { type: 'submit' }, least: { type: 'submit' } },
  change: {
    full: {
      type: 'change',
      valid: true,
      empty: false,
      errorKey: 'error.va.sf-cc-num.01',
      encrypted: { encryptedCardNumber: 'eyJ.a.b.c.d' },
      encryptedFieldName: 'encryptedCardNumber',
      brand: 'visa',
      cvcPolicy: 'required',
      expiryDatePolicy: 'hidden',
      endDigits: '1111',
      complete: true,
      encrypting: true,
    },
    least: { type: 'change', valid: false, empty: true },
  },
  bin: {
    full: { type: 'bin', binValue: '411111', encryptedBin: 'eyJ.a.b.c.d' },
    least: { type: 'bin', binValue: '' },
  },
  focus: { full: { type: 'focus', focused: true }, least: { type: 'focus', focused: false } },
};

const GUARDS = [
  { side: 'page → frame', parse: parsePageMessage, messages: PAGE_MESSAGES },
  { side: 'frame → page', parse: parseFrameMessage, messages: FRAME_MESSAGES },
] as const;

/** Each message with one property changed (`undefined`: removed). */
function withChange(body: Data, property: string, value: unknown): Data {
  const message: Data = { ...ENVELOPE, ...body, [property]: value };
  if (value === undefined) delete message[property];
  return message;
}

/** Malformed messages of each type: [what is wrong, message type, property, value (undefined: missing)]. */
const MALFORMED: Record<'page → frame' | 'frame → page', Array<[string, string, string, unknown]>> = {
  'page → frame': [
    ['no ariaLabel', 'configure', 'ariaLabel', undefined],
    ['a number as ariaLabel', 'configure', 'ariaLabel', 3],
    ['a null placeholder', 'configure', 'placeholder', null],
    ['styles not an object', 'configure', 'styles', 'color: red'],
    ['a style value not a string', 'configure', 'styles', { color: 'red', 'font-size': 16 }],
    ['brands not an array', 'configure', 'brands', 'visa'],
    ['a lang that is not a language tag', 'configure', 'lang', 'ar"><script>'],
    ['a lang over 35 characters', 'configure', 'lang', `en${'-abcdefgh'.repeat(4)}-x`],
    ['a dir other than ltr or rtl', 'configure', 'dir', 'auto'],
    ['a brand not a string', 'configure', 'brands', ['visa', 1]],
    ['a Date as minimumExpiryDate', 'configure', 'minimumExpiryDate', new Date(2030, 2)],
    ['an expiryChannel of 7 characters', 'configure', 'expiryChannel', 'abcdefg'],
    ['an expiryChannel of 65 characters', 'configure', 'expiryChannel', 'a'.repeat(65)],
    ['an expiryChannel with spaces and slashes', 'configure', 'expiryChannel', 'a b/c d e f g h'],
    ['an expiryChannel not a string', 'configure', 'expiryChannel', 12345678],
    ['no brand', 'brand', 'brand', undefined],
    ['a number as brand', 'brand', 'brand', 4],
    ['an unknown cvcPolicy', 'brand', 'cvcPolicy', 'sometimes'],
    ['a null cvcPolicy', 'brand', 'cvcPolicy', null],
    ['no message', 'error', 'message', undefined],
    ['a null message', 'error', 'message', null],
  ],
  'frame → page': [
    ['no valid', 'change', 'valid', undefined],
    ['a string as valid', 'change', 'valid', 'true'],
    ['no empty', 'change', 'empty', undefined],
    ['a number as empty', 'change', 'empty', 0],
    ['a number as errorKey', 'change', 'errorKey', 1],
    ['encrypted not an object', 'change', 'encrypted', 'eyJ'],
    ['an encrypted value not a string', 'change', 'encrypted', { encryptedCardNumber: null }],
    ['an array as encryptedFieldName', 'change', 'encryptedFieldName', ['encryptedCardNumber']],
    ['a number as brand', 'change', 'brand', 4],
    ['an unknown cvcPolicy', 'change', 'cvcPolicy', 'sometimes'],
    ['an unknown expiryDatePolicy', 'change', 'expiryDatePolicy', 'Required'],
    ['a number as endDigits', 'change', 'endDigits', 1111],
    ['a string as complete', 'change', 'complete', 'yes'],
    ['a string as encrypting', 'change', 'encrypting', 'true'],
    ['a number as encrypting', 'change', 'encrypting', 1],
    ['no binValue', 'bin', 'binValue', undefined],
    ['a number as binValue', 'bin', 'binValue', 411111],
    ['a null encryptedBin', 'bin', 'encryptedBin', null],
    ['no focused', 'focus', 'focused', undefined],
    ['a string as focused', 'focus', 'focused', 'false'],
  ],
};

describe.each(GUARDS)('the $side message guard', ({ side, parse, messages }) => {
  const types = Object.keys(messages) as Array<keyof typeof messages>;
  const bodies = types.flatMap((type) => [messages[type].full, messages[type].least]);

  it.each(bodies)('accepts %o, for every field type', (body) => {
    for (const fieldType of SECURED_FIELD_TYPES) {
      const message = { ...body, channel: SECURED_FIELDS_CHANNEL, fieldType };
      expect(parse(message)).toStrictEqual(message);
    }
  });

  it.each(MALFORMED[side])('rejects a message with %s', (_, type, property, value) => {
    const body = messages[type as keyof typeof messages].full;
    expect(parse({ ...ENVELOPE, ...body })).not.toBeNull();
    expect(parse(withChange(body, property, value))).toBeNull();
  });

  it.each(types)('rejects a %s message with a wrong or missing envelope or type', (type) => {
    const body = messages[type].full;
    for (const [property, value] of [
      ['channel', 'hc-secured-fields-expiry'],
      ['channel', undefined],
      ['channel', null],
      ['fieldType', 'pan'],
      ['fieldType', 'CARDNUMBER'],
      ['fieldType', undefined],
      ['type', type.toUpperCase()],
      ['type', undefined],
    ] as const) {
      expect(parse(withChange(body, property, value))).toBeNull();
    }
  });

  it("rejects the other side's messages, unknown types, and anything not a message object", () => {
    const other = side === 'page → frame' ? FRAME_MESSAGES : PAGE_MESSAGES;
    for (const { full } of Object.values(other)) {
      // 'focus' exists both ways: the page's has no `focused`, the frame's needs it.
      if (full.type === 'focus') continue;
      expect(parse({ ...ENVELOPE, ...full })).toBeNull();
    }
    for (const data of [
      { ...ENVELOPE, type: 'blur' },
      { ...ENVELOPE, type: 'toString' },
      { ...ENVELOPE },
      JSON.stringify({ ...ENVELOPE, ...bodies[0] }),
      [ENVELOPE],
      null,
      undefined,
      42,
      () => ({ ...ENVELOPE, ...bodies[0] }),
    ]) {
      expect(parse(data)).toBeNull();
    }
  });

  it('leaves unknown properties out of the parsed message, also when undefined', () => {
    for (const type of types) {
      const message = { ...ENVELOPE, ...messages[type].least };
      expect(parse({ ...message, extra: 'x', cardNumber: '4111111111111111', valueOf: 1 })).toStrictEqual(
        message,
      );
    }
  });
});

describe('the message guards keep what valibot kept', () => {
  it('optional properties given as undefined stay, as undefined', () => {
    const configure = { ...ENVELOPE, type: 'configure', ariaLabel: 'Card number', placeholder: undefined };
    expect(parsePageMessage(configure)).toStrictEqual(configure);
    expect(Object.keys(parsePageMessage(configure)!)).toContain('placeholder');
  });

  it('style and encrypted objects are copied, without __proto__, prototype or constructor entries', () => {
    const styles = JSON.parse('{"color":"red","__proto__":"x","constructor":1,"prototype":{}}') as Data;
    const configure = parsePageMessage({ ...ENVELOPE, type: 'configure', ariaLabel: 'a', styles });
    expect(configure).toStrictEqual({
      ...ENVELOPE,
      type: 'configure',
      ariaLabel: 'a',
      styles: { color: 'red' },
    });
    expect(configure?.type === 'configure' && configure.styles).not.toBe(styles);

    const encrypted = { encryptedCardNumber: 'eyJ', constructor: 'x' };
    const change = parseFrameMessage({ ...ENVELOPE, type: 'change', valid: true, empty: false, encrypted });
    expect(change).toStrictEqual({
      ...ENVELOPE,
      type: 'change',
      valid: true,
      empty: false,
      encrypted: { encryptedCardNumber: 'eyJ' },
    });
  });

  it('a valid value still being encrypted: `encrypting: true`, its encrypted values to follow', () => {
    const encrypting = { ...ENVELOPE, type: 'change', valid: true, empty: false, encrypting: true };
    expect(parseFrameMessage(encrypting)).toStrictEqual(encrypting);
  });

  it('Enter in a frame: a `submit` message, frame to page only', () => {
    for (const fieldType of SECURED_FIELD_TYPES) {
      const submit = { channel: SECURED_FIELDS_CHANNEL, fieldType, type: 'submit' };
      expect(parseFrameMessage(submit)).toStrictEqual(submit);
      expect(parsePageMessage(submit)).toBeNull();
      expect(parseFrameMessage({ ...submit, type: 'Submit' })).toBeNull();
    }
  });

  it('brands are copied', () => {
    const brands = ['visa'];
    const configure = parsePageMessage({ ...ENVELOPE, type: 'configure', ariaLabel: 'a', brands });
    expect(configure?.type === 'configure' && configure.brands).toEqual(['visa']);
    expect(configure?.type === 'configure' && configure.brands).not.toBe(brands);
  });
});
