// @vitest-environment happy-dom
// The secured-field frame scripts themselves (headless/secured-fields/frame.ts, and bank-frame.ts
// for ACH's bank account), run in happy-dom as the frames of one form: the test plays the page (messages in with the page's origin and window,
// messages out collected), the public key comes through msw, and the month and year frames talk
// over a real BroadcastChannel.
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SECURED_FIELDS_CHANNEL,
  parseFrameMessage,
  type FrameMessage,
  type PageMessageBody,
  type SecuredFieldType,
} from 'headless-checkout/core';

const ORIGIN = 'http://frames.test';
const keys = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
const jwk = await exportJWK(keys.publicKey);
const server = setupServer(
  http.get(`${ORIGIN}/v1/clientKeys/test_KEY/publicKey`, () => HttpResponse.json({ kid: 'kid-1', jwk })),
);
const received: FrameMessage[] = [];
const collect = (event: MessageEvent) => {
  const message = parseFrameMessage(event.data);
  if (message) received.push(message);
};
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.addEventListener('message', collect);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22)); // 22 November 2026
});
afterEach(() => {
  received.length = 0;
});
afterAll(() => {
  window.removeEventListener('message', collect);
  vi.useRealTimers();
  server.close();
});

/** Loads one frame: its page URL (type, parent origin), then its script. Returns its input. */
async function loadFrame(type: SecuredFieldType): Promise<HTMLInputElement> {
  const page = window as unknown as { happyDOM: { setURL: (url: string) => void } };
  page.happyDOM.setURL(
    `${ORIGIN}/securedfields/test_KEY/4.3.2/securedFields.html?type=${type}&d=${encodeURIComponent(ORIGIN)}`,
  );
  vi.resetModules();
  // The bank account's fields (ACH) and the gift card's run the digits frame script.
  if (
    type === 'encryptedBankAccountNumber' ||
    type === 'encryptedBankLocationId' ||
    type === 'giftcardNumber' ||
    type === 'giftcardPin'
  )
    await import('../../../headless/secured-fields/bank-frame');
  else await import('../../../headless/secured-fields/frame');
  await vi.waitFor(() =>
    expect(received).toContainEqual(expect.objectContaining({ type: 'loaded', fieldType: type })),
  );
  return [...document.querySelectorAll('input')].at(-1)!;
}

/** The channel and field every message of a frame carries. */
const envelope = (fieldType: SecuredFieldType) => ({ channel: SECURED_FIELDS_CHANNEL, fieldType });

/** A message from the page to a frame (the page's origin and window). */
function toFrame(fieldType: SecuredFieldType, body: PageMessageBody): void {
  const data = { ...body, channel: SECURED_FIELDS_CHANNEL, fieldType };
  window.dispatchEvent(new MessageEvent('message', { data, origin: ORIGIN, source: window }));
}

function typeInto(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input'));
}

/**
 * The frame's latest change report once it matches: of the reports that carry the outcome (a valid
 * value's first report, `encrypting`, only when `expected` asks for it).
 */
async function changeOf(fieldType: SecuredFieldType, expected: Record<string, unknown>) {
  let found: Extract<FrameMessage, { type: 'change' }> | undefined;
  await vi.waitFor(
    () => {
      found = received
        .filter(
          (message) =>
            message.type === 'change' &&
            message.fieldType === fieldType &&
            (expected.encrypting === true || !message.encrypting),
        )
        .at(-1) as typeof found;
      expect(found).toMatchObject(expected);
    },
    // Encryption (jose in the frame) takes longer on a busy machine: a late report is still awaited.
    { timeout: 10_000, interval: 10 },
  );
  return found!;
}

async function decrypt(jwe: string | undefined): Promise<Record<string, string>> {
  const { plaintext } = await compactDecrypt(jwe!, keys.privateKey);
  const { generationtime: _, ...fields } = JSON.parse(new TextDecoder().decode(plaintext)) as Record<
    string,
    string
  >;
  return fields;
}

describe('the secured-field frame: separate expiry month and year', () => {
  it('formats, validates the date across the two frames, and encrypts what the combined frame does', async () => {
    const month = await loadFrame('expiryMonth');
    const year = await loadFrame('expiryYear');
    expect(
      received.filter((message) => message.type === 'loaded').map((message) => message.fieldType),
    ).toEqual(['expiryMonth', 'expiryYear']);
    expect([month.autocomplete, month.inputMode, year.autocomplete, year.inputMode]).toEqual([
      'cc-exp-month',
      'numeric',
      'cc-exp-year',
      'numeric',
    ]);
    toFrame('expiryMonth', { type: 'configure', ariaLabel: 'Expiry month', expiryChannel: 'card-form-0001' });
    toFrame('expiryYear', { type: 'configure', ariaLabel: 'Expiry year', expiryChannel: 'card-form-0001' });
    expect(month.getAttribute('aria-label')).toBe('Expiry month');
    await vi.waitFor(() =>
      expect(received.filter((message) => message.type === 'configured')).toHaveLength(2),
    );

    // '1' waits for a second digit; '4' becomes '04'.
    typeInto(month, '1');
    expect(month.value).toBe('1');
    await changeOf('expiryMonth', { valid: false, errorKey: 'error.va.sf-cc-mth.01' });
    typeInto(month, '4');
    expect(month.value).toBe('04');
    const april = await changeOf('expiryMonth', { valid: true, complete: true });
    expect(await decrypt(april.encrypted?.encryptedExpiryMonth)).toEqual({ expiryMonth: '04' });

    // April 2026 has passed: the year frame, told the month over the channel, refuses the date.
    typeInto(year, '2');
    await changeOf('expiryYear', { valid: false, errorKey: 'error.va.sf-cc-yr.02' });
    typeInto(year, '26');
    await changeOf('expiryYear', { valid: false, errorKey: 'error.va.sf-cc-dat.01' });
    // This month is valid; the year re-reports without moving focus (no `complete`).
    received.length = 0;
    typeInto(month, '11');
    const valid = await changeOf('expiryYear', { valid: true });
    expect(valid.complete).toBeUndefined();
    expect(await decrypt(valid.encrypted?.encryptedExpiryYear)).toEqual({ expiryYear: '2026' });
    typeInto(year, '57');
    await changeOf('expiryYear', { valid: false, errorKey: 'error.va.sf-cc-dat.02' });

    // The combined frame encrypts the same values.
    const combined = await loadFrame('expiryDate');
    toFrame('expiryDate', { type: 'configure', ariaLabel: 'Expiry date' });
    typeInto(combined, '1126');
    const both = await changeOf('expiryDate', { valid: true });
    expect(await decrypt(both.encrypted?.encryptedExpiryMonth)).toEqual({ expiryMonth: '11' });
    expect(await decrypt(both.encrypted?.encryptedExpiryYear)).toEqual({ expiryYear: '2026' });
    expect(JSON.stringify(received)).not.toMatch(/"month"|"1126"/);

    // A frame configured without the channel leaves it.
    toFrame('expiryMonth', { type: 'configure', ariaLabel: 'Expiry month' });
    toFrame('expiryYear', { type: 'configure', ariaLabel: 'Expiry year' });
  });
});

describe('the secured-field frame: the card number', () => {
  it('reports the brand among those the page accepts, and a known brand it does not accept', async () => {
    const number = await loadFrame('cardNumber');
    toFrame('cardNumber', { type: 'configure', ariaLabel: 'Card number', brands: ['amex', 'mc', 'visa'] });
    await vi.waitFor(() =>
      expect(received).toContainEqual(
        expect.objectContaining({ type: 'configured', fieldType: 'cardNumber' }),
      ),
    );
    // A V PAY range inside Visa's 4: a form that accepts Visa but not V PAY is told visa.
    typeInto(number, '4130000000000005');
    const visa = await changeOf('cardNumber', { valid: true, brand: 'visa' });
    expect([visa.cvcPolicy, visa.expiryDatePolicy, visa.endDigits]).toEqual(['required', 'required', '0005']);
    // A known brand outside the list: named, and unsupported.
    typeInto(number, '6250946000000016');
    await changeOf('cardNumber', { valid: false, errorKey: 'error.va.sf-cc-num.03', brand: 'cup' });

    // A form that accepts V PAY is told vpay for the same number.
    toFrame('cardNumber', { type: 'configure', ariaLabel: 'Card number', brands: ['visa', 'vpay'] });
    typeInto(number, '4130000000000005');
    await changeOf('cardNumber', { valid: true, brand: 'vpay' });
  });
});

describe('the secured-field frame: the public key, reports while encrypting, and Enter', () => {
  it('fetches the key as it loads, once; reports a valid value at once, its encryption after; Enter submits after it', async () => {
    // A slow network: the key's answer is held until the test releases it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let keyRequests = 0;
    server.use(
      http.get(`${ORIGIN}/v1/clientKeys/test_KEY/publicKey`, async () => {
        keyRequests += 1;
        await held;
        return HttpResponse.json({ kid: 'kid-1', jwk });
      }),
    );
    const code = await loadFrame('securityCode');
    // Asked for as the frame loaded, before anything was typed or configured.
    await vi.waitFor(() => expect(keyRequests).toBe(1));
    toFrame('securityCode', { type: 'configure', ariaLabel: 'Security code' });
    toFrame('securityCode', { type: 'brand', brand: 'visa' });

    typeInto(code, '73');
    await changeOf('securityCode', { valid: false, errorKey: 'error.va.sf-cc-cvc.02' });
    typeInto(code, '737');
    // Valid: the page hears it without waiting for the key.
    const early = await changeOf('securityCode', { valid: true, complete: true, encrypting: true });
    expect(early.encrypted).toBeUndefined();
    code.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Enter waits for the encrypted value: no submit before it.
    expect(received.filter((message) => message.type === 'submit')).toEqual([]);

    release();
    const done = await changeOf('securityCode', { valid: true, complete: true });
    expect(done.encrypting).toBeUndefined();
    expect(await decrypt(done.encrypted?.encryptedSecurityCode)).toEqual({ cvc: '737' });
    await vi.waitFor(() =>
      expect(received.filter((message) => message.type === 'submit')).toEqual([
        { ...envelope('securityCode'), type: 'submit' },
      ]),
    );
    const order = received
      .filter((message) => message.type === 'change' || message.type === 'submit')
      .map((message) =>
        message.type === 'submit' ? 'submit' : message.encrypting ? 'encrypting' : 'change',
      );
    expect(order.slice(-3)).toEqual(['encrypting', 'change', 'submit']);

    // More encryptions reuse the key: still one request.
    typeInto(code, '7');
    typeInto(code, '73');
    typeInto(code, '737');
    await changeOf('securityCode', { valid: true, encrypted: expect.any(Object) });
    // Enter right after the last digit: the submit follows that digit's encrypted report.
    received.length = 0;
    typeInto(code, '123');
    code.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', cancelable: true }));
    await vi.waitFor(() => expect(received.at(-1)).toMatchObject({ type: 'submit' }));
    const last = received.filter((message) => message.type === 'change').at(-1);
    expect(await decrypt(last?.type === 'change' ? last.encrypted?.encryptedSecurityCode : '')).toEqual({
      cvc: '123',
    });
    expect(keyRequests).toBe(1);
  });

  it('reports the field unusable when its value cannot be encrypted (no key), and fetches the key again on the next keystroke', async () => {
    let answers = 0;
    server.use(
      http.get(`${ORIGIN}/v1/clientKeys/test_KEY/publicKey`, () => {
        answers += 1;
        return answers <= 2
          ? HttpResponse.json({ status: 503 }, { status: 503 })
          : HttpResponse.json({ kid: 'kid-1', jwk });
      }),
    );
    const code = await loadFrame('securityCode');
    await vi.waitFor(() => expect(answers).toBe(1));
    toFrame('securityCode', { type: 'configure', ariaLabel: 'Security code' });
    received.length = 0;
    typeInto(code, '737');
    // Valid, being encrypted; the second request fails too: the report that follows says the
    // field cannot be paid with as it is.
    await vi.waitFor(() =>
      expect(received.filter((message) => message.type === 'change')).toEqual([
        {
          ...envelope('securityCode'),
          type: 'change',
          valid: true,
          empty: false,
          complete: true,
          encrypting: true,
        },
        { ...envelope('securityCode'), type: 'change', valid: false, empty: false },
      ]),
    );
    expect(answers).toBe(2);
    typeInto(code, '738');
    const done = await changeOf('securityCode', { valid: true, encrypted: expect.any(Object) });
    expect(await decrypt(done.encrypted?.encryptedSecurityCode)).toEqual({ cvc: '738' });
    expect(answers).toBe(3);
  });
});

describe('the bank-account frame (bank-frame.ts): the ACH account number and routing number', () => {
  it.each([
    ['', { valid: false, empty: true, errorKey: 'error.va.sf-ach-num.01' }],
    ['123', { valid: false, empty: false, errorKey: 'error.va.sf-ach-num.02' }],
    ['1234', { valid: true, empty: false }],
    ['12345678901234567', { valid: true, empty: false }],
  ])('checks the account number %j: 4 to 17 digits', async (typed, expected) => {
    const account = await loadFrame('encryptedBankAccountNumber');
    typeInto(account, `${typed}x`);
    typeInto(account, typed);
    await changeOf('encryptedBankAccountNumber', expected);
  });

  it('is complete (focus moves on) at 17 account digits, not at the first valid 4; at 9 routing digits', async () => {
    const account = await loadFrame('encryptedBankAccountNumber');
    typeInto(account, '1234');
    expect((await changeOf('encryptedBankAccountNumber', { valid: true })).complete).toBeUndefined();
    typeInto(account, '12345678901234567');
    await changeOf('encryptedBankAccountNumber', { valid: true, complete: true });
    const routing = await loadFrame('encryptedBankLocationId');
    typeInto(routing, '011000015');
    await changeOf('encryptedBankLocationId', { valid: true, complete: true });
  });

  it('keeps digits only, at most 17 in the account number and 9 in the routing number', async () => {
    const account = await loadFrame('encryptedBankAccountNumber');
    typeInto(account, '12-34 5678 9012 3456 7890');
    expect(account.value).toBe('12345678901234567');
    expect(account.getAttribute('autocomplete')).toBe('off');
    const routing = await loadFrame('encryptedBankLocationId');
    typeInto(routing, '0110 000 15 99');
    expect(routing.value).toBe('011000015');
  });

  it.each([
    ['', { valid: false, empty: true, errorKey: 'error.va.sf-ach-loc.01' }],
    ['01100001', { valid: false, empty: false, errorKey: 'error.va.sf-ach-loc.02' }],
    ['011000016', { valid: false, empty: false, errorKey: 'ach.accountLocationField.invalid' }],
    ['000000000', { valid: false, empty: false, errorKey: 'ach.accountLocationField.invalid' }],
    ['011000015', { valid: true, empty: false }],
  ])('checks the routing number %j: 9 digits with the ABA checksum', async (typed, expected) => {
    const routing = await loadFrame('encryptedBankLocationId');
    typeInto(routing, `${typed}1`);
    typeInto(routing, typed);
    await changeOf('encryptedBankLocationId', expected);
  });

  it('encrypts each valid value under its own payload name, with the bank field names inside', async () => {
    const account = await loadFrame('encryptedBankAccountNumber');
    typeInto(account, '123456789');
    const accountReport = await changeOf('encryptedBankAccountNumber', { valid: true });
    expect(accountReport.encryptedFieldName).toBe('encryptedBankAccountNumber');
    expect(await decrypt(accountReport.encrypted?.encryptedBankAccountNumber)).toEqual({
      bankAccountNumber: '123456789',
    });
    const routing = await loadFrame('encryptedBankLocationId');
    typeInto(routing, '021000021');
    const routingReport = await changeOf('encryptedBankLocationId', { valid: true });
    expect(Object.keys(routingReport.encrypted ?? {})).toEqual(['encryptedBankLocationId']);
    expect(await decrypt(routingReport.encrypted?.encryptedBankLocationId)).toEqual({
      bankLocationId: '021000021',
    });
  });
});

describe('the digits frame (bank-frame.ts): a gift card number and PIN', () => {
  it.each([
    ['', { valid: false, empty: true, errorKey: 'error.va.sf-cc-num.02' }],
    ['60362800000000', { valid: false, empty: false, errorKey: 'error.va.sf-cc-num.04' }],
    ['6036280000000000010', { valid: true, empty: false }],
  ])('checks the number %j: 15 to 32 digits, no Luhn', async (typed, expected) => {
    const number = await loadFrame('giftcardNumber');
    typeInto(number, `${typed}1`);
    typeInto(number, typed);
    await changeOf('giftcardNumber', expected);
  });

  it.each([
    ['', { valid: false, empty: true }],
    ['73', { valid: false, empty: false, errorKey: 'giftcard.pin.incomplete' }],
    ['7373', { valid: true, empty: false }],
  ])(
    'checks the PIN %j: 3 to 10 digits; empty is empty, never valid (the page judges an optional PIN)',
    async (typed, expected) => {
      const pin = await loadFrame('giftcardPin');
      typeInto(pin, `${typed}1`);
      typeInto(pin, typed);
      await changeOf('giftcardPin', expected);
    },
  );

  it('encrypts the number as number and the PIN as cvc, reported as encryptedCardNumber and encryptedSecurityCode', async () => {
    const number = await loadFrame('giftcardNumber');
    typeInto(number, '6036 2800 0000 0000 010');
    expect(number.value).toBe('6036280000000000010');
    const numberReport = await changeOf('giftcardNumber', { valid: true });
    expect(numberReport.encryptedFieldName).toBe('encryptedCardNumber');
    expect(await decrypt(numberReport.encrypted?.encryptedCardNumber)).toEqual({
      number: '6036280000000000010',
    });
    const pin = await loadFrame('giftcardPin');
    typeInto(pin, '73737373737');
    expect(pin.value).toBe('7373737373');
    const pinReport = await changeOf('giftcardPin', { valid: true });
    expect(Object.keys(pinReport.encrypted ?? {})).toEqual(['encryptedSecurityCode']);
    expect(await decrypt(pinReport.encrypted?.encryptedSecurityCode)).toEqual({ cvc: '7373737373' });
  });
});

describe('the bank-account frame: the page, Enter and the key', () => {
  it("takes only its own page's messages: label, styles, error; Enter submits after the latest report", async () => {
    const account = await loadFrame('encryptedBankAccountNumber');
    toFrame('encryptedBankAccountNumber', {
      type: 'configure',
      ariaLabel: 'Account number',
      styles: { color: 'rgb(1, 2, 3)', background: 'url(x)' },
    });
    await vi.waitFor(() =>
      expect(received).toContainEqual(
        expect.objectContaining({ type: 'configured', fieldType: 'encryptedBankAccountNumber' }),
      ),
    );
    expect(account.getAttribute('aria-label')).toBe('Account number');
    expect(account.style.getPropertyValue('color')).toBe('rgb(1, 2, 3)');
    expect(account.style.getPropertyValue('background')).toBe('');
    toFrame('encryptedBankAccountNumber', { type: 'error', message: 'Bank account number field is empty' });
    expect(account.getAttribute('aria-invalid')).toBe('true');
    // Its description (every frame loaded here shares the test's document: the one after it).
    const description = account.nextElementSibling!;
    expect(description.id).toBe(account.getAttribute('aria-describedby'));
    expect(description.textContent).toBe('Bank account number field is empty');
    // Another field's message is not this frame's.
    toFrame('encryptedBankLocationId', { type: 'error', message: 'other' });
    expect(description.textContent).toBe('Bank account number field is empty');
    typeInto(account, '123456789');
    account.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    await vi.waitFor(() =>
      expect(received.map((message) => message.type).slice(-2)).toEqual(['change', 'submit']),
    );
    const reports = received.filter((message) => message.type === 'change');
    expect(reports.at(-1)).toMatchObject({ valid: true, encryptedFieldName: 'encryptedBankAccountNumber' });
    toFrame('encryptedBankAccountNumber', { type: 'clear' });
    expect(account.value).toBe('');
    await changeOf('encryptedBankAccountNumber', { valid: false, empty: true });
  });
});

describe("the frames take the page's language and direction", () => {
  it('sets the document lang and dir on configure (Arabic: rtl), the card input staying ltr', async () => {
    const number = await loadFrame('cardNumber');
    expect(number.dir).toBe('ltr');
    toFrame('cardNumber', { type: 'configure', ariaLabel: 'رقم البطاقة', lang: 'ar', dir: 'rtl' });
    await vi.waitFor(() =>
      expect(received).toContainEqual(
        expect.objectContaining({ type: 'configured', fieldType: 'cardNumber' }),
      ),
    );
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(number.getAttribute('aria-label')).toBe('رقم البطاقة');
    // A new configuration (another locale) replaces them; a malformed lang is dropped whole.
    toFrame('cardNumber', { type: 'configure', ariaLabel: 'Kartennummer', lang: 'de-DE', dir: 'ltr' });
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('de-DE'));
    expect(document.documentElement.dir).toBe('ltr');
    toFrame('cardNumber', { type: 'configure', ariaLabel: 'x', lang: 'de"><b>' } as never);
    expect(number.getAttribute('aria-label')).toBe('Kartennummer');
  });

  it('the bank-account frame too', async () => {
    const account = await loadFrame('encryptedBankAccountNumber');
    expect(account.getAttribute('dir')).toBe('ltr');
    toFrame('encryptedBankAccountNumber', {
      type: 'configure',
      ariaLabel: 'رقم الحساب',
      lang: 'ar',
      dir: 'rtl',
    });
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });
});
