import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_BRAND_RULES, DEFAULT_CARD_BRANDS } from '../../../headless/core/validation/card-brands';
import {
  CARD_NUMBER_MAX_DIGITS,
  detectCardBrand,
  detectCardBrands,
  formatCardNumber,
  getCardBrandRules,
  luhnCheck,
  validateCardNumber,
  validateExpiryDate,
  validateKoreanCardPassword,
  validateSecurityCode,
} from '../../../headless/core/validation/card';
import { validateGiftCardNumber, validateGiftCardPin } from '../../../headless/core/validation/gift-card';

/** 15 June 2025, local time: the current month is June 2025. */
const NOW = new Date(2025, 5, 15, 12, 0, 0);

describe('detectCardBrand / detectCardBrands', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mc'],
    ['2223000048400011', 'mc'],
    ['370000000000002', 'amex'],
    ['36006666333344', 'diners'],
    ['6703444444444449', 'bcmc'],
    ['4035501000000008', 'visa'],
    ['6731012345678906', 'maestro'],
    ['6011111111111117', 'discover'],
    ['3569990010095841', 'jcb'],
    ['6250946000000016', 'cup'],
    ['5066991111111118', 'elo'],
    ['6062828888666688', 'hipercard'],
    ['4571000000000001', 'visadankort'],
    ['5019555544445555', 'dankort'],
    ['135410014004955', 'uatp'],
    ['9490220006611406', 'korean_local_card'],
    ['4130000000000005', 'vpay'],
    ['6767000000000000', 'solo'],
    ['6007220000000004', 'forbrugsforeningen'],
    ['2799000000000001', 'shopping'],
    ['4509030000000005', 'visaalphabankbonus'],
    ['5100990000000000', 'mcalphabankbonus'],
    ['4111 1111 1111 1111', 'visa'],
    ['4111-1111-1111-1111', 'visa'],
    ['4', 'visa'],
    ['37', 'amex'],
    ['3', null],
    ['0000000000000000', null],
    ['', null],
    ['4111a', null],
  ])('%s -> %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    ['4035501000000008', ['visa', 'cartebancaire']],
    ['6703444444444449', ['bcmc', 'maestro']],
    ['4001230000000004', ['visa', 'star']],
    ['4687380100010006', ['visa', 'eftpos_australia']],
    ['4871049999999910', ['bcmc', 'vpay', 'visa']],
    ['4130000000000005', ['vpay', 'visa']],
    ['6767000000000000', ['solo', 'maestro']],
    ['4571000000000001', ['visadankort', 'visa']],
    ['5066991111111118', ['elo', 'maestro']],
    ['3777980000000008', ['naranja', 'amex']],
    ['4111111111111111', ['visa']],
    ['0', []],
  ])('%s: every matching brand, most specific first: %j', (number, brands) => {
    expect(detectCardBrands(number)).toEqual(brands);
  });

  it('detects only brands of the allow-list', () => {
    expect(detectCardBrand('6703444444444449', { brands: ['maestro', 'visa'] })).toBe('maestro');
    expect(detectCardBrand('6703444444444449', { brands: ['visa', 'mc'] })).toBeNull();
    expect(detectCardBrand('4035501000000008', { brands: DEFAULT_CARD_BRANDS })).toBe('visa');
    expect(detectCardBrand('4035501000000008', { brands: ['cartebancaire'] })).toBe('cartebancaire');
    expect(detectCardBrand('4001230000000004', { brands: ['star', 'mc'] })).toBe('star');
    // A brand id the table has no prefixes for (ticket: only the bin lookup names it), or does not know, is never detected.
    expect(detectCardBrand('4111111111111111', { brands: ['ticket'] })).toBeNull();
    expect(detectCardBrand('4111111111111111', { brands: ['nope'] })).toBeNull();
    // Absent or empty allow-list: every brand.
    expect(detectCardBrand('6703444444444449', { brands: [] })).toBe('bcmc');
    expect(detectCardBrand('6703444444444449', {})).toBe('bcmc');
  });

  it('keeps a way to see a known brand outside the allow-list', () => {
    const number = '6011111111111117';
    expect(detectCardBrand(number, { brands: DEFAULT_CARD_BRANDS })).toBeNull();
    expect(detectCardBrands(number)[0]).toBe('discover');
  });
});

describe('getCardBrandRules', () => {
  it('returns the rules of a known brand', () => {
    expect(getCardBrandRules('amex')).toBe(CARD_BRAND_RULES.amex);
    expect(getCardBrandRules('amex')).toMatchObject({
      brand: 'amex',
      lengths: [15],
      securityCodeLengths: [4],
    });
  });

  it.each([
    ['nope'],
    [''],
    ['VISA'],
    ['__proto__'],
    ['constructor'],
    ['toString'],
    [undefined],
    [42],
    [null],
  ])('returns null for %j', (brand) => {
    expect(getCardBrandRules(brand)).toBeNull();
  });
});

describe('luhnCheck', () => {
  it.each([
    '4111111111111111',
    '5555555555554444',
    '370000000000002',
    '6011111111111117',
    '36006666333344',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '79927398713',
    '0',
  ])('%s passes', (number) => {
    expect(luhnCheck(number)).toBe(true);
  });

  it.each([
    '4111111111111112',
    '5555555555554445',
    '79927398710',
    '1234567812345678',
    '6044100018023838',
    '',
    '   ',
    '4111x11111111111',
    '４１１１１１１１１１１１１１１１',
  ])('%j fails', (number) => {
    expect(luhnCheck(number)).toBe(false);
  });

  it('finds every single-digit typo', () => {
    const number = '4111111111111111';
    for (let index = 0; index < number.length; index += 1) {
      for (const digit of '0123456789') {
        if (digit === number[index]) continue;
        const typo = number.slice(0, index) + digit + number.slice(index + 1);
        expect(luhnCheck(typo)).toBe(false);
      }
    }
  });
});

describe('validateCardNumber', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['4111-1111-1111-1111', 'visa'],
    [' 4111 1111 1111 1111 ', 'visa'],
    ['4000000000006', 'visa'],
    ['4000000000000000006', 'visa'],
    ['5555555555554444', 'mc'],
    ['370000000000002', 'amex'],
    ['3700 000000 00002', 'amex'],
    ['36006666333344', 'diners'],
    ['3800000000000006', 'diners'],
    ['6703444444444449', 'bcmc'],
    ['4035501000000008', 'visa'],
    ['6731012345678906', 'maestro'],
    ['501800000009', 'maestro'],
    ['6011111111111117', 'discover'],
    ['3569990010095841', 'jcb'],
    ['6250946000000016', 'cup'],
    ['6250946000000017', 'cup'], // UnionPay numbers are not Luhn-checked
    ['5066991111111118', 'elo'],
    ['6062828888666688', 'hipercard'],
    ['9826146500000000', 'karenmillen'], // store card: no Luhn
    ['6044100018023838', 'synchrony_plcc'],
  ])('%s is a valid %s number', (number, brand) => {
    expect(validateCardNumber(number)).toEqual({ valid: true, empty: false, brand });
  });

  it.each([
    ['', 'error.va.sf-cc-num.02', null, true],
    ['   ', 'error.va.sf-cc-num.02', null, true],
    [' - ', 'error.va.sf-cc-num.02', null, true],
    // Still typing: fewer digits than the brand's shortest length.
    ['4', 'error.va.sf-cc-num.04', 'visa', false],
    ['4111 1111', 'error.va.sf-cc-num.04', 'visa', false],
    ['411111111111', 'error.va.sf-cc-num.04', 'visa', false],
    ['37000000000000', 'error.va.sf-cc-num.04', 'amex', false],
    ['3600666633334', 'error.va.sf-cc-num.04', 'diners', false],
    // Still typing: no brand yet, but the digits can still become one.
    ['3', 'error.va.sf-cc-num.04', null, false],
    ['22', 'error.va.sf-cc-num.04', null, false],
    // Wrong length for the brand.
    ['41111111111111', 'error.va.sf-cc-num.01', 'visa', false],
    ['41111111111111111', 'error.va.sf-cc-num.01', 'visa', false],
    ['55555555555544440', 'error.va.sf-cc-num.01', 'mc', false],
    ['3700000000000020', 'error.va.sf-cc-num.01', 'amex', false],
    ['360066663333440', 'error.va.sf-cc-num.01', 'diners', false],
    // Failed Luhn.
    ['4111111111111112', 'error.va.sf-cc-num.01', 'visa', false],
    ['5555555555554445', 'error.va.sf-cc-num.01', 'mc', false],
    ['370000000000003', 'error.va.sf-cc-num.01', 'amex', false],
    // No brand matches and none can.
    ['0', 'error.va.sf-cc-num.01', null, false],
    ['0000000000000000', 'error.va.sf-cc-num.01', null, false],
    // Not a card number at all.
    ['4111x11111111111', 'error.va.sf-cc-num.01', null, false],
    ['4111.1111.1111.1111', 'error.va.sf-cc-num.01', null, false],
    ['41111111111111111111', 'error.va.sf-cc-num.01', 'visa', false],
    [`${'4111111111111111'.split('').join('  ')}`, 'error.va.sf-cc-num.01', 'visa', false],
  ])('%j -> %s (brand %s)', (number, errorKey, brand, empty) => {
    expect(validateCardNumber(number)).toEqual({ valid: false, empty, errorKey, brand });
  });

  it('accepts up to 19 digits and 32 characters of input', () => {
    expect(CARD_NUMBER_MAX_DIGITS).toBe(19);
    const spaced = '4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1'; // 31 characters
    expect(validateCardNumber(spaced).valid).toBe(true);
    expect(validateCardNumber(`${spaced} `).valid).toBe(true); // 32
    expect(validateCardNumber(`${spaced}  `)).toMatchObject({
      valid: false,
      errorKey: 'error.va.sf-cc-num.01',
    });
  });

  it('skips the Luhn check when luhn is false', () => {
    expect(validateCardNumber('4111111111111112', { luhn: false })).toEqual({
      valid: true,
      empty: false,
      brand: 'visa',
    });
    expect(validateCardNumber('4111111111111112', { luhn: true }).valid).toBe(false);
  });

  it.each([
    // A known brand that the merchant does not accept.
    ['6703444444444449', ['visa', 'mc'], 'error.va.sf-cc-num.03', 'bcmc'],
    ['6011111111111117', DEFAULT_CARD_BRANDS, 'error.va.sf-cc-num.03', 'discover'],
    ['6011', DEFAULT_CARD_BRANDS, 'error.va.sf-cc-num.03', 'discover'],
    ['5012', ['elo'], 'error.va.sf-cc-num.03', 'maestro'],
    // Could still become an accepted brand: still typing.
    ['5066', ['elo'], 'error.va.sf-cc-num.04', null],
    ['3', DEFAULT_CARD_BRANDS, 'error.va.sf-cc-num.04', null],
    // No brand at all.
    ['0000000000000000', DEFAULT_CARD_BRANDS, 'error.va.sf-cc-num.01', null],
  ])('%s with brands %j -> %s (brand %s)', (number, brands, errorKey, brand) => {
    expect(validateCardNumber(number, { brands })).toEqual({ valid: false, empty: false, errorKey, brand });
  });

  it.each([
    ['6703444444444449', ['maestro'], 'maestro'],
    ['6703444444444449', ['bcmc', 'maestro', 'visa'], 'bcmc'],
    ['4035501000000008', DEFAULT_CARD_BRANDS, 'visa'],
    ['4035501000000008', ['cartebancaire'], 'cartebancaire'],
    ['4001230000000004', DEFAULT_CARD_BRANDS, 'visa'],
    ['4111111111111111', [], 'visa'],
  ])('%s with brands %j is a valid %s number', (number, brands, brand) => {
    expect(validateCardNumber(number, { brands })).toEqual({ valid: true, empty: false, brand });
  });

  it('applies a given brand without detection', () => {
    expect(validateCardNumber('4035501000000008', { brand: 'cartebancaire' })).toEqual({
      valid: true,
      empty: false,
      brand: 'cartebancaire',
    });
    // The bin lookup is the authority: a brand it names need not match the table's prefixes.
    expect(validateCardNumber('5555555555554444', { brand: 'korean_local_card' }).valid).toBe(true);
    expect(validateCardNumber('4111111111111111', { brand: 'amex' })).toEqual({
      valid: false,
      empty: false,
      errorKey: 'error.va.sf-cc-num.01',
      brand: 'amex',
    });
    expect(validateCardNumber('6703444444444449', { brand: 'maestro', brands: ['visa'] })).toEqual({
      valid: false,
      empty: false,
      errorKey: 'error.va.sf-cc-num.03',
      brand: 'maestro',
    });
    // An unknown brand id is ignored: the brand is detected.
    expect(validateCardNumber('4111111111111111', { brand: 'nope' })).toEqual({
      valid: true,
      empty: false,
      brand: 'visa',
    });
  });

  it('treats non-strings as empty (numbers as their digits)', () => {
    expect(validateCardNumber(undefined)).toEqual({
      valid: false,
      empty: true,
      errorKey: 'error.va.sf-cc-num.02',
      brand: null,
    });
    expect(validateCardNumber(null).errorKey).toBe('error.va.sf-cc-num.02');
    expect(validateCardNumber({ number: '4111111111111111' }).errorKey).toBe('error.va.sf-cc-num.02');
    expect(validateCardNumber(4111111111111111).valid).toBe(true);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4111111111111111', undefined, '4111 1111 1111 1111'],
    ['4111 1111-1111 1111', undefined, '4111 1111 1111 1111'],
    ['4111', undefined, '4111'],
    ['41111', undefined, '4111 1'],
    ['4000000000000000006', undefined, '4000 0000 0000 0000 006'],
    ['41111111111111111111111', undefined, '4111 1111 1111 1111 111'],
    ['5555555555554444', undefined, '5555 5555 5555 4444'],
    ['55555555555544449', undefined, '5555 5555 5555 4444'],
    ['370000000000002', undefined, '3700 000000 00002'],
    ['37000', undefined, '3700 0'],
    ['3700000000', undefined, '3700 000000'],
    ['37000000000000299', undefined, '3700 000000 00002'],
    ['36006666333344', undefined, '3600 666633 3344'],
    ['3800000000000006', undefined, '3800 0000 0000 0006'],
    ['6703444444444449', undefined, '6703 4444 4444 4449'],
    ['67034444444444491', undefined, '6703 4444 4444 4449 1'],
    ['4111111111111111', 'amex', '4111 111111 11111'],
    ['370000000000002', 'nope', '3700 000000 00002'],
    ['4111abc1111', undefined, '4111 1111'],
    ['0000000000000000000000', undefined, '0000 0000 0000 0000 000'],
    ['', undefined, ''],
    ['abc', undefined, ''],
  ])('%j (brand %s) -> %j', (number, brand, formatted) => {
    expect(formatCardNumber(number, brand)).toBe(formatted);
  });

  it('returns an empty string for non-strings', () => {
    expect(formatCardNumber(undefined)).toBe('');
    expect(formatCardNumber({})).toBe('');
  });
});

describe('validateExpiryDate', () => {
  it.each([
    ['06/25', 6, 2025], // expires this month: still valid
    ['0625', 6, 2025],
    ['06/2025', 6, 2025],
    [' 06 / 25 ', 6, 2025],
    ['07/25', 7, 2025],
    ['01/26', 1, 2026],
    ['12/30', 12, 2030],
    ['06/55', 6, 2055], // exactly 30 years ahead
    ['03/2030', 3, 2030],
  ])('%j is valid (%i/%i)', (value, month, year) => {
    expect(validateExpiryDate(value, { now: NOW })).toEqual({ valid: true, empty: false, month, year });
  });

  it.each([
    ['', 'error.va.sf-cc-dat.04', true, undefined],
    ['   ', 'error.va.sf-cc-dat.04', true, undefined],
    ['1', 'error.va.sf-cc-dat.05', false, undefined],
    ['06', 'error.va.sf-cc-dat.05', false, undefined],
    ['06/', 'error.va.sf-cc-dat.05', false, undefined],
    ['06/2', 'error.va.sf-cc-dat.05', false, undefined],
    ['6/25', 'error.va.sf-cc-dat.05', false, undefined],
    ['06/025', 'error.va.sf-cc-dat.05', false, undefined],
    ['062025', 'error.va.sf-cc-dat.05', false, undefined],
    ['06-25', 'error.va.sf-cc-dat.05', false, undefined],
    ['ab/cd', 'error.va.sf-cc-dat.05', false, undefined],
    ['13/25', 'error.va.sf-cc-mth.01', false, undefined],
    ['00/30', 'error.va.sf-cc-mth.01', false, undefined],
    ['05/25', 'error.va.sf-cc-dat.01', false, [5, 2025]],
    ['12/24', 'error.va.sf-cc-dat.01', false, [12, 2024]],
    ['06/2024', 'error.va.sf-cc-dat.01', false, [6, 2024]],
    ['06/99', 'error.va.sf-cc-dat.01', false, [6, 1999]], // two-digit years are read in a window around now
    ['07/55', 'error.va.sf-cc-dat.02', false, [7, 2055]],
    ['06/2056', 'error.va.sf-cc-dat.02', false, [6, 2056]],
    ['06/74', 'error.va.sf-cc-dat.02', false, [6, 2074]],
  ])('%j -> %s', (value, errorKey, empty, parsed) => {
    const expected = parsed ? { month: parsed[0], year: parsed[1] } : {};
    expect(validateExpiryDate(value, { now: NOW })).toEqual({ valid: false, empty, errorKey, ...expected });
  });

  it.each([
    ['07/25', '08/25', false],
    ['08/25', '08/25', true],
    ['09/25', '08/25', true],
    ['07/25', '08/2025', false],
    ['07/25', '0825', false],
    ['07/25', 'soon', true], // an unreadable minimum is ignored
    ['07/25', '13/25', true],
  ])('%s with minimumExpiryDate %s is valid: %s', (value, minimumExpiryDate, valid) => {
    const result = validateExpiryDate(value, { now: NOW, minimumExpiryDate });
    expect(result.valid).toBe(valid);
    if (!valid) expect(result.errorKey).toBe('error.va.sf-cc-dat.03');
  });

  it('reports an expired card before a checkout-date failure', () => {
    expect(validateExpiryDate('05/25', { now: NOW, minimumExpiryDate: '08/25' }).errorKey).toBe(
      'error.va.sf-cc-dat.01',
    );
  });

  it('follows the policy', () => {
    expect(validateExpiryDate('', { now: NOW, policy: 'optional' })).toEqual({ valid: true, empty: true });
    expect(validateExpiryDate('', { now: NOW, policy: 'hidden' })).toEqual({ valid: true, empty: true });
    expect(validateExpiryDate('13/99', { now: NOW, policy: 'hidden' })).toEqual({
      valid: true,
      empty: false,
    });
    expect(validateExpiryDate('13/25', { now: NOW, policy: 'optional' }).errorKey).toBe(
      'error.va.sf-cc-mth.01',
    );
    expect(validateExpiryDate('', { now: NOW, policy: 'required' }).errorKey).toBe('error.va.sf-cc-dat.04');
    expect(validateExpiryDate('', { now: NOW, policy: 'bogus' as never }).errorKey).toBe(
      'error.va.sf-cc-dat.04',
    );
  });

  it('moves with now', () => {
    expect(validateExpiryDate('06/25', { now: new Date(2025, 6, 1) }).errorKey).toBe('error.va.sf-cc-dat.01');
    expect(validateExpiryDate('12/25', { now: new Date(2025, 11, 31, 23, 59) }).valid).toBe(true);
    expect(validateExpiryDate('12/25', { now: new Date(2026, 0, 1, 0, 0) }).valid).toBe(false);
  });

  it('uses the current time when now is absent or invalid', () => {
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    expect(validateExpiryDate(`01/${nextYear}`).valid).toBe(true);
    expect(validateExpiryDate(`01/${nextYear}`, { now: new Date(Number.NaN) }).valid).toBe(true);
    expect(validateExpiryDate('01/20').errorKey).toBe('error.va.sf-cc-dat.01');
  });
});

describe('validateSecurityCode', () => {
  it.each([
    ['737', undefined],
    ['7373', undefined],
    ['737', 'visa'],
    ['737', 'mc'],
    ['7373', 'amex'],
    ['737', 'maestro'],
    ['737', 'nope'],
    [' 737 ', 'visa'],
  ])('%j is valid for brand %s', (value, brand) => {
    expect(validateSecurityCode(value, { brand })).toEqual({ valid: true, empty: false });
  });

  it.each([
    ['', undefined, 'error.va.sf-cc-cvc.01', true],
    ['', 'visa', 'error.va.sf-cc-cvc.01', true],
    ['', 'amex', 'error.va.sf-cc-cvc.01', true],
    ['73', 'visa', 'error.va.sf-cc-cvc.02', false],
    ['7373', 'visa', 'error.va.sf-cc-cvc.02', false],
    ['737', 'amex', 'error.va.sf-cc-cvc.02', false],
    ['73737', 'amex', 'error.va.sf-cc-cvc.02', false],
    ['73', undefined, 'error.va.sf-cc-cvc.02', false],
    ['73737', undefined, 'error.va.sf-cc-cvc.02', false],
    ['12345678901', undefined, 'error.va.sf-cc-cvc.02', false],
    ['73a', 'visa', 'error.va.sf-cc-cvc.02', false],
    ['7 3 7', 'visa', 'error.va.sf-cc-cvc.02', false],
    ['12', 'maestro', 'error.va.sf-cc-cvc.02', false], // optional, but what is typed must fit
  ])('%j (brand %s) -> %s', (value, brand, errorKey, empty) => {
    expect(validateSecurityCode(value, { brand })).toEqual({ valid: false, empty, errorKey });
  });

  it('follows the policy, defaulting to the brand', () => {
    expect(validateSecurityCode('', { brand: 'maestro' })).toEqual({ valid: true, empty: true });
    expect(validateSecurityCode('', { brand: 'karenmillen' })).toEqual({ valid: true, empty: true });
    expect(validateSecurityCode('', { brand: 'bcmc' })).toEqual({ valid: true, empty: true });
    expect(validateSecurityCode('12', { brand: 'bcmc' })).toEqual({ valid: true, empty: false });
    expect(validateSecurityCode('', { policy: 'optional' })).toEqual({ valid: true, empty: true });
    expect(validateSecurityCode('', { brand: 'visa', policy: 'optional' })).toEqual({
      valid: true,
      empty: true,
    });
    expect(validateSecurityCode('', { brand: 'maestro', policy: 'required' }).errorKey).toBe(
      'error.va.sf-cc-cvc.01',
    );
    expect(validateSecurityCode('abc', { policy: 'hidden' })).toEqual({ valid: true, empty: false });
  });
});

describe('validateKoreanCardPassword', () => {
  it.each([
    ['12', true, false, undefined],
    [' 12 ', true, false, undefined],
    ['00', true, false, undefined],
    ['', false, true, 'error.va.sf-kcp-pwd.01'],
    ['  ', false, true, 'error.va.sf-kcp-pwd.01'],
    ['1', false, false, 'error.va.sf-kcp-pwd.02'],
    ['123', false, false, 'error.va.sf-kcp-pwd.02'],
    ['ab', false, false, 'error.va.sf-kcp-pwd.02'],
    ['1 2', false, false, 'error.va.sf-kcp-pwd.02'],
  ])('%j -> valid %s', (value, valid, empty, errorKey) => {
    expect(validateKoreanCardPassword(value)).toEqual(
      errorKey ? { valid, empty, errorKey } : { valid, empty },
    );
  });
});

describe('validateGiftCardPin', () => {
  it.each([
    ['73737', true, true, false, undefined],
    ['123', true, true, false, undefined],
    ['1234567890', true, true, false, undefined],
    ['', true, false, true, 'giftcard.pin.empty'],
    ['', false, true, true, undefined],
    ['12', true, false, false, 'giftcard.pin.incomplete'],
    ['12', false, false, false, 'giftcard.pin.incomplete'],
    ['12345678901', true, false, false, 'giftcard.pin.invalid'],
    ['12a45', true, false, false, 'giftcard.pin.invalid'],
  ])('%j (required %s) -> valid %s', (value, required, valid, empty, errorKey) => {
    expect(validateGiftCardPin(value, { required })).toEqual(
      errorKey ? { valid, empty, errorKey } : { valid, empty },
    );
  });

  it('is required by default', () => {
    expect(validateGiftCardPin('')).toEqual({ valid: false, empty: true, errorKey: 'giftcard.pin.empty' });
  });
});

describe('validateGiftCardNumber', () => {
  it.each([
    ['6036280000000000010', true, false, undefined],
    ['6036 2800 0000 0000 010', true, false, undefined],
    ['123456789012345', true, false, undefined],
    ['1'.repeat(32), true, false, undefined],
    ['', false, true, 'error.va.sf-cc-num.02'],
    ['12345678901234', false, false, 'error.va.sf-cc-num.04'],
    ['1'.repeat(33), false, false, 'error.va.sf-cc-num.01'],
    ['60362800000000000a0', false, false, 'error.va.sf-cc-num.01'],
  ])('%j -> valid %s (no brand table, no Luhn)', (value, valid, empty, errorKey) => {
    expect(validateGiftCardNumber(value)).toEqual(errorKey ? { valid, empty, errorKey } : { valid, empty });
  });
});

describe('properties', () => {
  const texts = [
    ['code units', fc.string()],
    ['graphemes', fc.string({ unit: 'grapheme' })],
    ['card-like', fc.stringMatching(/^[0-9 -]{0,40}$/)],
    ['anything', fc.anything()],
  ] as const;

  const validators = [
    ['validateCardNumber', (value: unknown) => validateCardNumber(value)],
    [
      'validateCardNumber (allow-list)',
      (value: unknown) => validateCardNumber(value, { brands: DEFAULT_CARD_BRANDS }),
    ],
    [
      'validateCardNumber (brand)',
      (value: unknown) => validateCardNumber(value, { brand: 'amex', luhn: false }),
    ],
    [
      'validateExpiryDate',
      (value: unknown) => validateExpiryDate(value, { now: NOW, minimumExpiryDate: '08/25' }),
    ],
    ['validateSecurityCode', (value: unknown) => validateSecurityCode(value, { brand: 'amex' })],
    ['validateSecurityCode (no brand)', (value: unknown) => validateSecurityCode(value)],
    ['validateKoreanCardPassword', (value: unknown) => validateKoreanCardPassword(value)],
    ['validateGiftCardPin', (value: unknown) => validateGiftCardPin(value, { required: true })],
  ] as const;

  for (const [name, validate] of validators) {
    for (const [kind, arbitrary] of texts) {
      it(`${name} never throws and returns a boolean valid (${kind})`, () => {
        fc.assert(
          fc.property(arbitrary, (value) => {
            const result = validate(value);
            expect(typeof result.valid).toBe('boolean');
            expect(typeof result.empty).toBe('boolean');
            if (result.valid) expect(result.errorKey).toBeUndefined();
            else expect(result.errorKey).toMatch(/^(error\.va\.|giftcard\.pin\.)/);
          }),
        );
      });
    }
  }

  for (const [kind, arbitrary] of texts) {
    it(`detection, Luhn and formatting never throw (${kind})`, () => {
      fc.assert(
        fc.property(arbitrary, (value) => {
          const brand = detectCardBrand(value);
          expect(brand === null || getCardBrandRules(brand) !== null).toBe(true);
          expect(Array.isArray(detectCardBrands(value))).toBe(true);
          expect(typeof luhnCheck(value)).toBe('boolean');
          expect(typeof formatCardNumber(value)).toBe('string');
          expect(getCardBrandRules(value) === null || typeof value === 'string').toBe(true);
        }),
      );
    });
  }

  it('options of any shape never make a validator throw', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (value, options) => {
        const results = [
          validateCardNumber(value, options as never),
          validateExpiryDate(value, options as never),
          validateSecurityCode(value, options as never),
          validateGiftCardPin(value, options as never),
        ];
        for (const result of results) expect(typeof result.valid).toBe('boolean');
        expect(
          detectCardBrand(value, options as never) === null || typeof detectCardBrand(value) === 'string',
        ).toBe(true);
      }),
    );
  });

  it('a detected brand always matches its pattern, and its rules come first', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,19}$/), (digits) => {
        const brands = detectCardBrands(digits);
        for (const brand of brands) expect(CARD_BRAND_RULES[brand]?.pattern.test(digits)).toBe(true);
        expect(detectCardBrand(digits)).toBe(brands[0] ?? null);
      }),
    );
  });

  it('formatting keeps the digits, in order, and at most 19 of them', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const formatted = formatCardNumber(value);
        const digits = formatted.replace(/ /g, '');
        expect(digits).toMatch(/^\d{0,19}$/);
        expect(value.replace(/\D/g, '').startsWith(digits)).toBe(true);
        expect(formatted).not.toMatch(/^ | $| {2}/);
      }),
    );
  });

  it('a Luhn-valid 16-digit Visa number is always valid; changing its last digit never is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), (middle) => {
        const body = `4${middle}`;
        const check = [...'0123456789'].find((digit) => luhnCheck(body + digit)) ?? '';
        const number = body + check;
        const brand = detectCardBrand(number);
        expect(validateCardNumber(number, { brands: ['visa'] })).toEqual({
          valid: true,
          empty: false,
          brand: 'visa',
        });
        expect(brand).not.toBeNull();
        const wrong = body + String((Number(check) + 1) % 10);
        expect(validateCardNumber(wrong, { brands: ['visa'] }).valid).toBe(false);
      }),
    );
  });

  it('an expiry date is either too old, valid or too far, in month order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1990, max: 2090 }), (month, year) => {
        const value = `${String(month).padStart(2, '0')}/${year}`;
        const result = validateExpiryDate(value, { now: NOW });
        const offset = (year - 2025) * 12 + (month - 6);
        if (offset < 0) expect(result.errorKey).toBe('error.va.sf-cc-dat.01');
        else if (offset > 360) expect(result.errorKey).toBe('error.va.sf-cc-dat.02');
        else expect(result).toEqual({ valid: true, empty: false, month, year });
      }),
    );
  });
});
