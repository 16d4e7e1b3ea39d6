import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ENCRYPTED_FIELD_NAMES,
  EXPIRY_CHANNEL,
  SECURED_FIELDS_CHANNEL,
  SECURED_FIELD_STYLE_PROPERTIES,
  createExpiryInstance,
  createSecuredFieldsController,
  linkExpiryFields,
  parseFrameMessage,
  parsePageMessage,
  pickSecuredFieldStyles,
  securedFieldUrl,
  type ExpiryLink,
  type PageMessage,
  type SecuredFieldType,
} from 'headless-checkout/core';

const frame = (fieldType: SecuredFieldType, body: Record<string, unknown>) =>
  parseFrameMessage({ channel: SECURED_FIELDS_CHANNEL, fieldType, ...body })!;

function setup(
  fields: SecuredFieldType[] = ['cardNumber', 'expiryDate', 'securityCode'],
  label: (field: SecuredFieldType) => string = (field) => `label of ${field}`,
) {
  const posted: Array<[SecuredFieldType, PageMessage]> = [];
  const statuses: Array<[string, string | undefined]> = [];
  const onReport = vi.fn();
  const onBin = vi.fn();
  const onFocus = vi.fn();
  const onWarning = vi.fn();
  const onSubmit = vi.fn();
  const controller = createSecuredFieldsController({
    fields,
    post: (field, message) => posted.push([field, message]),
    configure: (field) => ({ ariaLabel: label(field), brands: ['visa', 'mc'] }),
    onReport,
    onBin,
    onFocus,
    onWarning,
    onSubmit,
    onStatus: (status, error) => statuses.push([status, error?.message]),
  });
  return { controller, posted, statuses, onReport, onBin, onFocus, onWarning, onSubmit };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('secured-fields protocol', () => {
  it('builds the frame URL of spec section 7', () => {
    expect(securedFieldUrl('http://127.0.0.1:3100/', 'test_KEY', 'cardNumber', 'http://localhost:5173')).toBe(
      'http://127.0.0.1:3100/securedfields/test_KEY/4.3.2/securedFields.html?type=cardNumber&d=http%3A%2F%2Flocalhost%3A5173',
    );
    // With the page's locale: the frame's document is in it from its first paint.
    expect(
      securedFieldUrl('http://127.0.0.1:3100/', 'test_KEY', 'securityCode', 'http://localhost:5173', 'ar'),
    ).toBe(
      'http://127.0.0.1:3100/securedfields/test_KEY/4.3.2/securedFields.html?type=securityCode&d=http%3A%2F%2Flocalhost%3A5173&lang=ar',
    );
  });

  it('accepts only well-formed messages of its channel', () => {
    expect(
      parseFrameMessage({ channel: SECURED_FIELDS_CHANNEL, fieldType: 'cardNumber', type: 'loaded' }),
    ).not.toBeNull();
    expect(parseFrameMessage({ channel: 'other', fieldType: 'cardNumber', type: 'loaded' })).toBeNull();
    expect(
      parseFrameMessage({ channel: SECURED_FIELDS_CHANNEL, fieldType: 'pan', type: 'loaded' }),
    ).toBeNull();
    expect(parseFrameMessage('{"type":"loaded"}')).toBeNull();
    expect(
      parsePageMessage({
        channel: SECURED_FIELDS_CHANNEL,
        fieldType: 'securityCode',
        type: 'brand',
        brand: 'amex',
      }),
    ).not.toBeNull();
    expect(
      parsePageMessage({ channel: SECURED_FIELDS_CHANNEL, fieldType: 'securityCode', type: 'configure' }),
    ).toBeNull();
  });
});

describe('createSecuredFieldsController', () => {
  it('configures each frame when it loads and is ready when all are configured', () => {
    const { controller, posted, statuses } = setup();
    controller.start();
    for (const field of ['cardNumber', 'expiryDate', 'securityCode'] as const)
      controller.receive(field, frame(field, { type: 'loaded' }));
    expect(posted.map(([field, message]) => [field, message.type])).toEqual([
      ['cardNumber', 'configure'],
      ['expiryDate', 'configure'],
      ['securityCode', 'configure'],
    ]);
    expect(posted[0]![1]).toMatchObject({
      channel: SECURED_FIELDS_CHANNEL,
      fieldType: 'cardNumber',
      ariaLabel: 'label of cardNumber',
      brands: ['visa', 'mc'],
    });
    for (const field of ['cardNumber', 'expiryDate', 'securityCode'] as const)
      controller.receive(field, frame(field, { type: 'configured' }));
    expect(statuses).toEqual([['ready', undefined]]);
    vi.advanceTimersByTime(60_000);
    expect(statuses).toEqual([['ready', undefined]]);
  });

  it('fails with csfLoadFailure when the frames do not load within 30 s', () => {
    const { controller, statuses } = setup();
    controller.start();
    controller.receive('cardNumber', frame('cardNumber', { type: 'loaded' }));
    vi.advanceTimersByTime(29_999);
    expect(statuses).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(statuses).toEqual([['csfLoadFailure', 'Secured fields: frames failed to load']]);
    controller.receive('expiryDate', frame('expiryDate', { type: 'loaded' }));
    expect(statuses).toHaveLength(1);
  });

  it('fails with csfConfigFailure when they do not configure within 15 s of loading', () => {
    const { controller, statuses } = setup(['cardNumber']);
    controller.start();
    controller.receive('cardNumber', frame('cardNumber', { type: 'loaded' }));
    vi.advanceTimersByTime(15_000);
    expect(statuses).toEqual([['csfConfigFailure', 'Secured fields: frames failed to configure']]);
  });

  it("warns 'sf took too long to config' after 6 s and configures once more", () => {
    const { controller, posted, onWarning } = setup(['cardNumber']);
    controller.start();
    controller.receive('cardNumber', frame('cardNumber', { type: 'loaded' }));
    vi.advanceTimersByTime(6_000);
    expect(onWarning).toHaveBeenCalledWith('sf took too long to config: cardNumber');
    expect(posted.filter(([, message]) => message.type === 'configure')).toHaveLength(2);
  });

  it('passes reports, bins and focus on, and stops a reload loop', () => {
    const { controller, onReport, onBin, onFocus, statuses } = setup(['cardNumber']);
    controller.start();
    controller.receive('cardNumber', frame('cardNumber', { type: 'loaded' }));
    controller.receive(
      'cardNumber',
      frame('cardNumber', {
        type: 'change',
        valid: true,
        empty: false,
        brand: 'visa',
        endDigits: '1111',
        encrypted: { encryptedCardNumber: 'jwe' },
      }),
    );
    expect(onReport).toHaveBeenCalledWith({
      field: 'cardNumber',
      valid: true,
      empty: false,
      brand: 'visa',
      endDigits: '1111',
      encrypted: { encryptedCardNumber: 'jwe' },
    });
    controller.receive(
      'cardNumber',
      frame('cardNumber', { type: 'bin', binValue: '411111', encryptedBin: 'jwe-bin' }),
    );
    expect(onBin).toHaveBeenCalledWith({ binValue: '411111', encryptedBin: 'jwe-bin' });
    controller.receive('cardNumber', frame('cardNumber', { type: 'focus', focused: true }));
    expect(onFocus).toHaveBeenCalledWith('cardNumber', true);
    for (let i = 0; i < 3; i += 1) controller.receive('cardNumber', frame('cardNumber', { type: 'loaded' }));
    expect(statuses.at(-1)).toEqual(['csfLoadFailure', 'Secured fields: too many frame loads (cardNumber)']);
  });
});

describe("each frame's encrypted values: its own field's only", () => {
  const ALL = [
    'cardNumber',
    'expiryDate',
    'expiryMonth',
    'expiryYear',
    'securityCode',
    'password',
    'encryptedBankAccountNumber',
    'encryptedBankLocationId',
    'giftcardNumber',
    'giftcardPin',
  ] as const;
  /** Each frame and the payload names it encrypts (frame.ts), the same as the controller's table. */
  const OWN: Record<SecuredFieldType, string[]> = {
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
  const NAMES = [...new Set(Object.values(OWN).flat())];
  const loaded = () => {
    const env = setup([...ALL]);
    env.controller.start();
    for (const field of ALL) env.controller.receive(field, frame(field, { type: 'loaded' }));
    return env;
  };
  const change = (field: SecuredFieldType, names: string[], listed = names) =>
    frame(field, {
      type: 'change',
      valid: true,
      empty: false,
      encrypted: Object.fromEntries(names.map((name) => [name, `jwe-of-${name}`])),
      encryptedFieldName: listed.join(','),
    });

  it('takes what a frame encrypts for its own field', () => {
    expect(ENCRYPTED_FIELD_NAMES).toEqual(OWN);
    const { controller, onReport, onWarning } = loaded();
    for (const field of ALL) controller.receive(field, change(field, OWN[field]));
    expect(onReport.mock.calls.map(([report]) => [report.field, Object.keys(report.encrypted)])).toEqual(
      ALL.map((field) => [field, OWN[field]]),
    );
    expect(onWarning).not.toHaveBeenCalled();
  });

  it("refuses whole, with a warning, a report carrying another field's value or name", () => {
    const { controller, onReport, onWarning } = loaded();
    // The security-code frame sending the card number: nothing of the report reaches the form.
    controller.receive('securityCode', change('securityCode', ['encryptedCardNumber']));
    controller.receive(
      'securityCode',
      change('securityCode', ['encryptedSecurityCode', 'encryptedCardNumber'], ['encryptedSecurityCode']),
    );
    // Its own value, but naming another field's.
    controller.receive(
      'securityCode',
      change('securityCode', ['encryptedSecurityCode'], ['encryptedSecurityCode', 'encryptedCardNumber']),
    );
    expect(onReport).not.toHaveBeenCalled();
    expect(onWarning.mock.calls).toEqual([
      ['Secured fields: refused a report of the securityCode frame carrying encryptedCardNumber'],
      ['Secured fields: refused a report of the securityCode frame carrying encryptedCardNumber'],
      ['Secured fields: refused a report of the securityCode frame carrying encryptedCardNumber'],
    ]);
    // Every frame, every name not its own; and a name no field has.
    onWarning.mockClear();
    let refused = 0;
    for (const field of ALL)
      for (const name of [...NAMES.filter((each) => !OWN[field].includes(each)), 'encryptedBin', 'cvc']) {
        controller.receive(field, change(field, [...OWN[field], name]));
        refused += 1;
      }
    expect(onReport).not.toHaveBeenCalled();
    expect(onWarning).toHaveBeenCalledTimes(refused);
    // The month frame may not send the year, nor the year frame the month.
    expect(onWarning).toHaveBeenCalledWith(
      'Secured fields: refused a report of the expiryMonth frame carrying encryptedExpiryYear',
    );
  });

  it('refuses a bin from any frame but the number frame, and a message about another field', () => {
    const { controller, onBin, onReport, onWarning } = loaded();
    controller.receive('securityCode', frame('securityCode', { type: 'bin', binValue: '411111' }));
    expect(onBin).not.toHaveBeenCalled();
    expect(onWarning).toHaveBeenCalledWith('Secured fields: refused a bin from the securityCode frame');
    controller.receive('cardNumber', frame('cardNumber', { type: 'bin', binValue: '411111' }));
    expect(onBin).toHaveBeenCalledWith({ binValue: '411111' });
    // A message whose own fieldType is not the frame it came from.
    controller.receive('securityCode', change('cardNumber', ['encryptedCardNumber']));
    expect(onReport).not.toHaveBeenCalled();
  });

  it('passes `encrypting` on: valid, the encrypted values to follow', () => {
    const { controller, onReport } = loaded();
    controller.receive(
      'securityCode',
      frame('securityCode', { type: 'change', valid: true, empty: false, complete: true, encrypting: true }),
    );
    controller.receive('securityCode', change('securityCode', ['encryptedSecurityCode']));
    expect(onReport.mock.calls.map(([report]) => report)).toEqual([
      { field: 'securityCode', valid: true, empty: false, complete: true, encrypting: true },
      {
        field: 'securityCode',
        valid: true,
        empty: false,
        encrypted: { encryptedSecurityCode: 'jwe-of-encryptedSecurityCode' },
      },
    ]);
  });

  it("passes a frame's `submit` (Enter in its input) on, naming the frame", () => {
    const { controller, onSubmit } = loaded();
    controller.receive('securityCode', frame('securityCode', { type: 'submit' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('securityCode');
  });
});

describe('reconfiguring the frames', () => {
  it('sends the latest configuration to the frames that have loaded, configured or not', () => {
    let texts = '';
    const { controller, posted } = setup(['cardNumber', 'expiryDate', 'securityCode'], (field) =>
      texts ? `${texts} ${field}` : '',
    );
    controller.start();
    controller.receive('cardNumber', frame('cardNumber', { type: 'loaded' }));
    controller.receive('cardNumber', frame('cardNumber', { type: 'configured' }));
    controller.receive('expiryDate', frame('expiryDate', { type: 'loaded' })); // its reply not here yet
    expect(
      posted.map(([field, message]) => [field, message.type === 'configure' && message.ariaLabel]),
    ).toEqual([
      ['cardNumber', ''],
      ['expiryDate', ''],
    ]);
    posted.length = 0;
    texts = 'Label:'; // the texts have loaded
    controller.reconfigure();
    expect(
      posted.map(([field, message]) => [field, message.type === 'configure' && message.ariaLabel]),
    ).toEqual([
      ['cardNumber', 'Label: cardNumber'],
      ['expiryDate', 'Label: expiryDate'],
    ]);
    // The frame still loading gets the new texts when it loads.
    posted.length = 0;
    controller.receive('securityCode', frame('securityCode', { type: 'loaded' }));
    expect(posted).toEqual([
      ['securityCode', expect.objectContaining({ type: 'configure', ariaLabel: 'Label: securityCode' })],
    ]);
  });
});

describe('styles a page may set inside a frame', () => {
  it('keeps text properties and the placeholder colour, drops the rest', () => {
    expect(
      pickSecuredFieldStyles({
        color: ' #123456 ',
        'Font-Family': 'Georgia, serif',
        'font-size': '18px',
        '--placeholder-color': 'rgb(1, 2, 3)',
        background: 'red',
        'background-image': 'url(https://evil.example/x.png)',
        position: 'fixed',
        opacity: '0',
        '--other': 'x',
      }),
    ).toEqual({
      color: '#123456',
      'font-family': 'Georgia, serif',
      'font-size': '18px',
      '--placeholder-color': 'rgb(1, 2, 3)',
    });
  });

  it.each([
    ['url(https://evil.example/font.woff)'],
    ['expression(alert(1))'],
    ['red; background: url(x)'],
    ['\\75 rl(x)'],
    ['</style><script>'],
  ])('drops the value %j', (value) => {
    expect(pickSecuredFieldStyles({ color: value, 'font-family': value })).toEqual({});
  });

  it('takes nothing from no styles', () => {
    expect(pickSecuredFieldStyles(undefined)).toEqual({});
    expect(SECURED_FIELD_STYLE_PROPERTIES).toContain('--placeholder-color');
  });
});

describe('messages to frames', () => {
  it('go only to frames that have loaded (a frame still at about:blank would drop them)', () => {
    const { controller, posted } = setup();
    controller.start();
    // Not sent, and said so (a focus asked for then waits for the frames: the hook's useFrameFocus).
    expect(controller.send('securityCode', { type: 'error', message: 'Enter the security code' })).toBe(
      false,
    );
    expect(controller.send('securityCode', { type: 'focus' })).toBe(false);
    expect(posted).toEqual([]);
    controller.receive('securityCode', frame('securityCode', { type: 'loaded' }));
    posted.length = 0;
    expect(controller.send('securityCode', { type: 'error', message: 'Enter the security code' })).toBe(true);
    expect(posted).toEqual([
      ['securityCode', expect.objectContaining({ type: 'error', message: 'Enter the security code' })],
    ]);
  });
});

describe('separate expiry month and year frames', () => {
  it('are secured field types with their own frame URL and messages', () => {
    expect(
      securedFieldUrl('http://127.0.0.1:3100/', 'test_KEY', 'expiryMonth', 'http://shop.test'),
    ).toContain('securedFields.html?type=expiryMonth&');
    for (const fieldType of ['expiryMonth', 'expiryYear'] as const) {
      expect(frame(fieldType, { type: 'change', valid: false, empty: true })).toMatchObject({ fieldType });
    }
    const configure = { channel: SECURED_FIELDS_CHANNEL, fieldType: 'expiryYear', type: 'configure' };
    expect(
      parsePageMessage({ ...configure, ariaLabel: 'Expiry year', expiryChannel: 'a1b2c3d4e5f6' }),
    ).toMatchObject({ expiryChannel: 'a1b2c3d4e5f6' });
    expect(parsePageMessage({ ...configure, ariaLabel: 'Expiry year', expiryChannel: 'short' })).toBeNull();
    expect(
      parsePageMessage({ ...configure, ariaLabel: 'Expiry year', expiryChannel: 'a b/c d e f g h' }),
    ).toBeNull();
  });

  it('get the instance id in their configuration (and only they), and count for the timeouts', () => {
    const posted: Array<[SecuredFieldType, PageMessage]> = [];
    const statuses: string[] = [];
    const fields: SecuredFieldType[] = ['cardNumber', 'expiryMonth', 'expiryYear', 'securityCode'];
    const controller = createSecuredFieldsController({
      fields,
      instanceId: 'instance-0001',
      post: (field, message) => posted.push([field, message]),
      configure: (field) => ({ ariaLabel: field }),
      onReport: () => undefined,
      onBin: () => undefined,
      onFocus: () => undefined,
      onStatus: (status) => statuses.push(status),
    });
    controller.start();
    for (const field of fields.slice(0, 3)) controller.receive(field, frame(field, { type: 'loaded' }));
    controller.reconfigure();
    expect(
      posted.map(([field, message]) => [field, message.type === 'configure' && message.expiryChannel]),
    ).toEqual([
      ['cardNumber', undefined],
      ['expiryMonth', 'instance-0001'],
      ['expiryYear', 'instance-0001'],
      ['cardNumber', undefined],
      ['expiryMonth', 'instance-0001'],
      ['expiryYear', 'instance-0001'],
    ]);
    for (const field of fields.slice(0, 3)) controller.receive(field, frame(field, { type: 'configured' }));
    expect(statuses).toEqual([]);
    vi.advanceTimersByTime(30_000);
    expect(statuses).toEqual(['csfLoadFailure']);
  });

  it('waits for the year frame before it is ready', () => {
    const { controller, statuses } = setup(['expiryMonth', 'expiryYear']);
    controller.start();
    controller.receive('expiryMonth', frame('expiryMonth', { type: 'loaded' }));
    controller.receive('expiryMonth', frame('expiryMonth', { type: 'configured' }));
    expect(statuses).toEqual([]);
    controller.receive('expiryYear', frame('expiryYear', { type: 'loaded' }));
    controller.receive('expiryYear', frame('expiryYear', { type: 'configured' }));
    expect(statuses).toEqual([['ready', undefined]]);
  });

  it('make a random instance id when the page gives none', () => {
    const ids = [createExpiryInstance(), createExpiryInstance()];
    expect(ids[0]).toMatch(/^[0-9a-f]{24}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('the expiry channel between a month and a year frame', () => {
  // Real BroadcastChannels (Node has them), as two frames of the same origin would hold.
  const links: ExpiryLink[] = [];
  const others: BroadcastChannel[] = [];
  afterEach(() => {
    for (const link of links.splice(0)) link.close();
    for (const channel of others.splice(0)) channel.close();
  });
  const until = (check: () => void) => vi.waitFor(check, { timeout: 1000, interval: 5 });
  const link = (options: Parameters<typeof linkExpiryFields>[0]) => {
    const joined = linkExpiryFields(options);
    links.push(joined);
    return joined;
  };

  beforeEach(() => vi.useRealTimers());

  it('gives the year frame the month typed before it joined, and every change after', async () => {
    const months: string[] = [];
    const month = link({ role: 'expiryMonth', instance: 'card-form-1' });
    month.shareMonth('0');
    month.shareMonth('03');
    link({ role: 'expiryYear', instance: 'card-form-1', onMonth: (heard) => months.push(heard) });
    await until(() => expect(months).toEqual(['03']));
    month.shareMonth('1');
    month.shareMonth('');
    await until(() => expect(months).toEqual(['03', '1', '']));
  });

  it('keeps card forms apart and ignores foreign or malformed messages', async () => {
    const months: string[] = [];
    const year = link({
      role: 'expiryYear',
      instance: 'card-form-1',
      onMonth: (heard) => months.push(heard),
    });
    link({ role: 'expiryMonth', instance: 'card-form-2' }).shareMonth('12');
    year.shareMonth('30'); // the year frame never speaks for the month
    const intruder = new BroadcastChannel(`${EXPIRY_CHANNEL}:card-form-1`);
    others.push(intruder);
    for (const data of [
      { channel: EXPIRY_CHANNEL, instance: 'card-form-2', month: '05' },
      { channel: 'other', instance: 'card-form-1', month: '05' },
      { channel: EXPIRY_CHANNEL, instance: 'card-form-1', month: '123' },
      { channel: EXPIRY_CHANNEL, instance: 'card-form-1', month: 'ab' },
      { channel: EXPIRY_CHANNEL, instance: 'card-form-1', month: 5 },
      { channel: EXPIRY_CHANNEL, instance: 'card-form-1', month: null },
      { channel: EXPIRY_CHANNEL, month: '05' },
      { channel: EXPIRY_CHANNEL, instance: ['card-form-1'], month: '05' },
      { instance: 'card-form-1', month: '05' },
      '{"month":"05"}',
      null,
    ])
      intruder.postMessage(data);
    // Unknown properties are ignored.
    intruder.postMessage({ channel: EXPIRY_CHANNEL, instance: 'card-form-1', month: '07', year: '30' });
    await until(() => expect(months).toEqual(['07']));
  });
});
