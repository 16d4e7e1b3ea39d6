import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  CARD_BRAND_RULES,
  DEBIT_NETWORKS,
  DEBIT_VARIANT_DEFAULT_BRANDS,
  DEFAULT_CARD_BRANDS,
  MAX_BRAND_ICONS,
  getVisibleBrandIcons,
} from '../../../headless/core/validation/card-brands';
import { getCardBrandInfo } from '../../../headless/core/validation/card-brand-info';
import {
  detectCardBrand,
  detectCardBrands,
  getCardBrandRules,
  luhnCheck,
  validateCardNumber,
  validateSecurityCode,
} from '../../../headless/core/validation/card';

/**
 * One sample number per brand in the table. Public test numbers where one exists (payment-service,
 * scheme and acquirer test cards), otherwise a Luhn-valid number built on one of the brand's prefixes.
 */
const SAMPLES: Record<string, string> = {
  karenmillen: '9826146500000009',
  oasis: '9826160000000005',
  warehouse: '9826330000000004',
  synchrony_plcc: '6044100018023838', // public test number; fails Luhn, the brand does not use it
  troy: '9792000000000003',
  korean_local_card: '9490220006611406',
  uatp: '135410014004955',
  elo: '5066991111111118',
  hipercard: '6062828888666688',
  hiper: '6370950000000005',
  cabal: '6042000000000007',
  naranja: '5895620000000002',
  argencard: '5011050000000001',
  shopping: '2799000000000001',
  codensa: '5907120000000009',
  meeza: '5078030000000003',
  rupay: '6070000000000002',
  bijcard: '5100081112223332',
  visadankort: '4571000000000001',
  dankort: '5019555544445555',
  forbrugsforeningen: '6007220000000004',
  visaalphabankbonus: '4509030000000005',
  mcalphabankbonus: '5100990000000000',
  bcmc: '6703444444444449',
  maestrouk: '6759000000000000',
  solo: '6767000000000000',
  laser: '6304000000000000',
  electron: '4917000000000004',
  vpay: '4130000000000005',
  mir: '2200000000000004',
  amex: '370000000000002',
  diners: '36006666333344',
  jcb: '3569990010095841',
  discover: '6011111111111117',
  cup: '6250946000000016',
  mc: '5555555555554444',
  visa: '4111111111111111',
  maestro: '6731012345678906',
  cartebancaire: '4035501000000008',
  girocard: '6799000000000002',
  interac: '4506000000000001',
  eftpos_australia: '4687380100010006',
  accel: '4001240000000003',
  pulse: '6029870000000000',
  star: '4001230000000004',
  nyce: '5015650000000004',
};

const indexOf = (brand: string) => CARD_BRANDS.findIndex((rules) => rules.brand === brand);

describe('the brand table', () => {
  it('holds the 46 brands, each id once, and the record mirrors the array', () => {
    expect(CARD_BRANDS.length).toBe(46);
    const ids = CARD_BRANDS.map((rules) => rules.brand);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(CARD_BRAND_RULES).sort()).toEqual([...ids].sort());
    for (const rules of CARD_BRANDS) expect(CARD_BRAND_RULES[rules.brand]).toBe(rules);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CARD_BRANDS)).toBe(true);
    expect(Object.isFrozen(CARD_BRAND_RULES)).toBe(true);
    expect(Object.isFrozen(CARD_BRAND_RULES.visa)).toBe(true);
    expect(Object.isFrozen(CARD_BRAND_RULES.visa?.lengths)).toBe(true);
  });

  it('has a sample number for every brand, and no sample for a brand it lacks', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(CARD_BRANDS.map((rules) => rules.brand).sort());
  });

  it.each(CARD_BRANDS.map((rules) => [rules.brand, rules] as const))(
    '%s: rows are well formed',
    (_brand, rules) => {
      expect(rules.name.length).toBeGreaterThan(0);
      expect(rules.prefixes.length).toBeGreaterThan(0);
      for (const prefix of rules.prefixes) {
        expect(prefix).toMatch(/^\d+(-\d+)?$/);
        const [low = '', high = low] = prefix.split('-');
        expect(high.length).toBe(low.length);
        expect(low <= high).toBe(true);
      }
      expect([...rules.lengths]).toEqual([...rules.lengths].sort((a, b) => a - b));
      expect(Math.min(...rules.lengths)).toBeGreaterThanOrEqual(12);
      expect(Math.max(...rules.lengths)).toBeLessThanOrEqual(19);
      expect(['CVC', 'CVV', 'CID', 'CAV']).toContain(rules.securityCodeLabel);
      for (const length of rules.securityCodeLengths) {
        expect(length).toBeGreaterThanOrEqual(3);
        expect(length).toBeLessThanOrEqual(10);
      }
      expect(['required', 'optional', 'hidden']).toContain(rules.cvcPolicy);
      expect(['required', 'optional', 'hidden']).toContain(rules.expiryDatePolicy);
      if (rules.numberGroups) {
        expect(rules.numberGroups.reduce((sum, size) => sum + size, 0)).toBe(Math.min(...rules.lengths));
      }
    },
  );

  it.each(Object.entries(SAMPLES))('%s is detected from %s', (brand, number) => {
    const rules = CARD_BRAND_RULES[brand];
    expect(rules?.pattern.test(number)).toBe(true);
    expect(detectCardBrands(number)).toContain(brand);
    // Primary brands come first; a co-badged network comes right after the card's primary brand.
    if (rules?.coBadged) expect(detectCardBrands(number)[0]).not.toBe(brand);
    else expect(detectCardBrands(number)[0]).toBe(brand);
    // Always detectable when the merchant accepts only that brand, and then a valid number.
    expect(detectCardBrand(number, { brands: [brand] })).toBe(brand);
    expect(validateCardNumber(number, { brands: [brand] })).toEqual({ valid: true, empty: false, brand });
    expect(rules?.lengths).toContain(number.length);
    expect(luhnCheck(number) || rules?.luhn === false).toBe(true);
  });

  it.each(CARD_BRANDS.map((rules) => [rules.brand, rules] as const))(
    '%s: the pattern matches while typing, once its prefix is complete',
    (_brand, rules) => {
      for (const prefix of rules.prefixes) {
        const [low = ''] = prefix.split('-');
        expect(rules.pattern.test(low)).toBe(true);
        expect(rules.pattern.test(`${low}1`)).toBe(true);
      }
      expect(rules.pattern.test('')).toBe(false);
    },
  );

  it.each([
    ['2221-2720 (mc)', 'mc', ['2220', '2721'], ['2221', '2500', '2720']],
    ['51-55 (mc)', 'mc', ['50', '56'], ['51', '55']],
    ['3528-3589 (jcb)', 'jcb', ['3527', '3590'], ['3528', '3589']],
    ['644-649 (discover)', 'discover', ['643'], ['644', '649']],
    ['506699-506778 (elo)', 'elo', ['506698', '506779'], ['506699', '506700', '506778']],
  ])('range %s: pattern bounds', (_name, brand, outside, inside) => {
    const pattern = CARD_BRAND_RULES[brand]?.pattern;
    for (const digits of inside) expect(pattern?.test(digits)).toBe(true);
    for (const digits of outside) expect(pattern?.test(digits)).toBe(false);
  });

  it('honours the spec facts on lengths, labels and policies', () => {
    expect(CARD_BRAND_RULES.visa?.lengths).toEqual([13, 16, 19]);
    expect(CARD_BRAND_RULES.mc?.lengths).toEqual([16]);
    expect(CARD_BRAND_RULES.amex?.lengths).toEqual([15]);
    expect(CARD_BRAND_RULES.amex?.securityCodeLabel).toBe('CID');
    expect(CARD_BRAND_RULES.amex?.securityCodeLengths).toEqual([4]);
    expect(CARD_BRAND_RULES.diners?.lengths[0]).toBe(14);
    for (const brand of ['maestro', 'laser', 'uatp', 'karenmillen', 'oasis', 'warehouse']) {
      expect(CARD_BRAND_RULES[brand]?.cvcPolicy).toBe('optional');
    }
    expect(CARD_BRAND_RULES.bcmc?.cvcPolicy).toBe('hidden');
    expect(CARD_BRAND_RULES.visa?.cvcPolicy).toBe('required');
    expect(CARD_BRAND_RULES.visa?.expiryDatePolicy).toBe('required');
    for (const brand of ['karenmillen', 'oasis', 'warehouse', 'synchrony_plcc']) {
      expect(CARD_BRAND_RULES[brand]?.luhn).toBe(false);
    }
    expect(CARD_BRAND_RULES.visa?.luhn).toBe(true);
  });

  it('lists overlapping brands before the broader ones', () => {
    for (const specific of ['elo', 'hipercard', 'cabal', 'naranja']) {
      for (const broad of ['visa', 'mc', 'discover', 'maestro', 'amex']) {
        expect(indexOf(specific)).toBeLessThan(indexOf(broad));
      }
    }
    expect(indexOf('visadankort')).toBeLessThan(indexOf('visa'));
    expect(indexOf('electron')).toBeLessThan(indexOf('visa'));
    expect(indexOf('bcmc')).toBeLessThan(indexOf('maestro'));
    expect(indexOf('maestrouk')).toBeLessThan(indexOf('maestro'));
    expect(indexOf('cup')).toBeLessThan(indexOf('maestro'));
    expect(indexOf('karenmillen')).toBeLessThan(indexOf('oasis'));
    expect(indexOf('troy')).toBeLessThan(indexOf('korean_local_card'));
    for (const specific of ['vpay', 'visaalphabankbonus'])
      expect(indexOf(specific)).toBeLessThan(indexOf('visa'));
    expect(indexOf('mcalphabankbonus')).toBeLessThan(indexOf('mc'));
    for (const specific of ['solo', 'shopping', 'forbrugsforeningen']) {
      expect(indexOf(specific)).toBeLessThan(indexOf('maestro'));
    }
  });

  it('exposes the brand constants of the spec', () => {
    expect(DEFAULT_CARD_BRANDS).toEqual(['amex', 'mc', 'visa']);
    expect(DEBIT_NETWORKS).toEqual(['accel', 'pulse', 'star', 'nyce']);
    expect(DEBIT_VARIANT_DEFAULT_BRANDS).toEqual(['bcmc', 'maestro', 'visa']);
    expect(MAX_BRAND_ICONS).toBe(4);
    for (const brand of [...DEFAULT_CARD_BRANDS, ...DEBIT_NETWORKS, ...DEBIT_VARIANT_DEFAULT_BRANDS]) {
      expect(getCardBrandRules(brand)).not.toBeNull();
    }
    for (const brand of DEBIT_NETWORKS) expect(CARD_BRAND_RULES[brand]?.coBadged).toBe(true);
  });
});

/** `prefix` padded with zeros to `length - 1` digits, then its Luhn check digit. */
function luhnNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The last digit changed, so the Luhn check fails. */
const breakLuhn = (number: string) => `${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`;

describe('the brands of the reference table (Adyen Web) that were missing', () => {
  // brand, name, one number per prefix, lengths, code label, code lengths, cvc policy, expiry policy
  it.each([
    [
      'vpay',
      'V PAY',
      ['4010000000000000', '4130000000000005', '4870000000000009'],
      [13, 14, 15, 16, 17, 18, 19],
      'CVV',
      [3],
      'required',
      'required',
    ],
    [
      'solo',
      'Solo',
      ['6767000000000000', '6334000000000004'],
      [16, 18, 19],
      'CVC',
      [3],
      'required',
      'required',
    ],
    [
      'shopping',
      'Tarjeta Shopping',
      ['2799000000000001', '5894070000000001', '6034880000000002'],
      [16, 17, 18, 19],
      'CVV',
      [3],
      'required',
      'required',
    ],
    [
      'forbrugsforeningen',
      'Forbrugsforeningen',
      ['6007220000000004'],
      [16],
      'CVC',
      [3],
      'required',
      'required',
    ],
    [
      'visaalphabankbonus',
      'Alpha Bank Bonus Visa',
      ['4509030000000005'],
      [16],
      'CVV',
      [3],
      'required',
      'required',
    ],
    [
      'mcalphabankbonus',
      'Alpha Bank Bonus Mastercard',
      ['5100990000000000'],
      [16],
      'CVC',
      [3],
      'required',
      'required',
    ],
  ] as const)(
    '%s (%s): detection, lengths, Luhn and security code',
    (brand, name, numbers, lengths, label, codeLengths, cvcPolicy, expiryDatePolicy) => {
      const rules = CARD_BRAND_RULES[brand]!;
      expect(rules).toMatchObject({ brand, name, luhn: true, coBadged: false, cvcPolicy, expiryDatePolicy });
      expect(rules.lengths).toEqual(lengths);
      expect(rules.securityCodeLabel).toBe(label);
      expect(rules.securityCodeLengths).toEqual(codeLengths);
      expect(getCardBrandInfo(brand)).toEqual({
        brand,
        name,
        securityCodeLabel: label,
        securityCodeLengths: codeLengths,
        cvcPolicy,
        expiryDatePolicy,
      });
      for (const number of numbers) {
        expect(luhnCheck(number)).toBe(true);
        // Detected from the complete prefix on, and as the whole number, among every brand of the table.
        const prefix = rules.prefixes
          .map((entry) => entry.split('-')[0]!)
          .find((low) => number.startsWith(low))!;
        expect(detectCardBrand(prefix)).toBe(brand);
        expect(detectCardBrand(number)).toBe(brand);
        expect(validateCardNumber(number)).toEqual({ valid: true, empty: false, brand });
        expect(validateCardNumber(breakLuhn(number))).toEqual({
          valid: false,
          empty: false,
          errorKey: 'error.va.sf-cc-num.01',
          brand,
        });
        // Every allowed length is valid; one digit short of the shortest is still typing; any other length is wrong.
        for (let length = 12; length <= 19; length += 1) {
          const candidate = luhnNumber(number.slice(0, 6), length);
          const result = validateCardNumber(candidate);
          if (lengths.includes(length as never)) expect(result).toEqual({ valid: true, empty: false, brand });
          else if (length < lengths[0]) expect(result.errorKey).toBe('error.va.sf-cc-num.04');
          else expect(result.errorKey).toBe('error.va.sf-cc-num.01');
        }
      }
      expect(validateSecurityCode('737', { brand })).toEqual({ valid: true, empty: false });
      expect(validateSecurityCode('7373', { brand })).toEqual({
        valid: false,
        empty: false,
        errorKey: 'error.va.sf-cc-cvc.02',
      });
      expect(validateSecurityCode('', { brand })).toEqual({
        valid: false,
        empty: true,
        errorKey: 'error.va.sf-cc-cvc.01',
      });
    },
  );

  it('ticket: named only by the bin lookup, with no expiry date and no detection rules', () => {
    expect(getCardBrandInfo('ticket')).toEqual({
      brand: 'ticket',
      name: 'Ticket',
      securityCodeLabel: 'CVC',
      securityCodeLengths: [3],
      cvcPolicy: 'required',
      expiryDatePolicy: 'hidden',
    });
    expect(getCardBrandRules('ticket')).toBeNull();
    expect(detectCardBrand('4111111111111111', { brands: ['ticket'] })).toBeNull();
  });
});

describe('detection picks the brand the reference picks', () => {
  // The reference ranks the brands whose prefix matches by the length of their longest prefix; ours by
  // the length of the prefix matched, which picks the same brand for every prefix its rows name.
  it.each([
    // V PAY inside Visa's 4 (its 437 and 439 are in the reference's prefix list, not in its pattern: Visa).
    ['4130000000000005', 'vpay'],
    ['4010000000000000', 'vpay'],
    ['4444333322221111', 'vpay'],
    ['4111111111111111', 'visa'],
    ['4370000000000004', 'visa'],
    ['4390000000000000', 'visa'],
    ['4011780000000006', 'elo'],
    ['4796580000000001', 'bcmc'],
    ['4571000000000001', 'visadankort'],
    ['4509030000000005', 'visaalphabankbonus'],
    ['4509040000000004', 'visa'],
    // Solo and Maestro UK inside Maestro's 6.
    ['6767000000000000', 'solo'],
    ['6768000000000009', 'maestro'],
    ['6759000000000000', 'maestrouk'],
    // Mastercard's 51 and 2-series.
    ['5100990000000000', 'mcalphabankbonus'],
    ['5100081112223332', 'bijcard'],
    ['5100980000000001', 'mc'],
    ['2799000000000001', 'shopping'],
    ['2720990000000007', 'mc'],
    // The Argentine and Danish brands among Maestro's 50 and 56-69.
    ['5894070000000001', 'shopping'],
    ['5896570000000008', 'cabal'],
    ['5895620000000002', 'naranja'],
    ['6034880000000002', 'shopping'],
    ['6035220000000000', 'cabal'],
    ['6007220000000004', 'forbrugsforeningen'],
    ['6006910000000001', 'cabal'],
    ['6042000000000007', 'cabal'],
    ['5011050000000001', 'argencard'],
    ['5019555544445555', 'dankort'],
    // RuPay's ranges inside JCB, UATP, Discover, UnionPay and Maestro.
    ['3538000000000005', 'rupay'],
    ['3538030000000002', 'jcb'],
    ['1000030000000005', 'rupay'],
    ['135410014004955', 'uatp'],
    ['6521500000000006', 'rupay'],
    ['6521400000000009', 'discover'],
    ['6530030000000003', 'rupay'],
    ['6530050000000001', 'discover'],
    ['8172700000000000', 'rupay'],
    ['8172600000000002', 'cup'],
    ['8174100000000001', 'rupay'],
    ['5082000000000000', 'rupay'],
    ['5083000000000009', 'maestro'],
    ['6069000000000005', 'rupay'],
  ])('%s -> %s', (number, brand) => {
    expect(luhnCheck(number)).toBe(true);
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('picks a brand the merchant accepts: V PAY only when accepted, Visa otherwise', () => {
    expect(detectCardBrands('4130000000000005')).toEqual(['vpay', 'visa']);
    expect(detectCardBrand('4130000000000005', { brands: DEFAULT_CARD_BRANDS })).toBe('visa');
    expect(detectCardBrand('4130000000000005', { brands: ['visa', 'vpay'] })).toBe('vpay');
    expect(validateCardNumber('4130000000000005', { brands: DEFAULT_CARD_BRANDS })).toEqual({
      valid: true,
      empty: false,
      brand: 'visa',
    });
    expect(detectCardBrands('6767000000000000')).toEqual(['solo', 'maestro']);
    expect(detectCardBrand('6767000000000000', { brands: ['maestro'] })).toBe('maestro');
    expect(detectCardBrands('6007220000000004')).toEqual(['forbrugsforeningen', 'maestro']);
    expect(detectCardBrands('5100990000000000')).toEqual(['mcalphabankbonus', 'mc']);
  });

  it('follows the reference where the table disagreed: Maestro UK asks for the code, Argencard is 16-19 digits', () => {
    expect(CARD_BRAND_RULES.maestrouk?.cvcPolicy).toBe('required');
    expect(validateSecurityCode('', { brand: 'maestrouk' }).valid).toBe(false);
    expect(CARD_BRAND_RULES.argencard?.lengths).toEqual([16, 17, 18, 19]);
    expect(validateCardNumber(luhnNumber('501105', 19))).toEqual({
      valid: true,
      empty: false,
      brand: 'argencard',
    });
    expect(CARD_BRAND_RULES.rupay?.lengths).toEqual([16]);
  });

  it.each(['visa', 'mc', 'amex', 'maestro', 'bcmc', 'cup', 'diners', 'discover', 'jcb'])(
    'the public test number of %s is still that brand',
    (brand) => {
      expect(detectCardBrand(SAMPLES[brand]!)).toBe(brand);
    },
  );
});

describe('detection over any digit string', () => {
  const digitString = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 25 });
  const brandIds = CARD_BRANDS.map((rules) => rules.brand);

  it('never throws, and finds exactly the brands whose pattern matches, best first', () => {
    fc.assert(
      fc.property(digitString, (digits) => {
        const found = detectCardBrands(digits);
        const matching = CARD_BRANDS.filter((rules) => rules.pattern.test(digits)).map(
          (rules) => rules.brand,
        );
        expect([...found].sort()).toEqual([...matching].sort());
        expect(detectCardBrand(digits)).toBe(found[0] ?? null);
        // Primary brands first, and among them the longest matched prefix first.
        const coBadged = found.map((brand) => CARD_BRAND_RULES[brand]!.coBadged);
        expect(coBadged).toEqual([...coBadged].sort((a, b) => Number(a) - Number(b)));
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws with any allow-list, and detects only brands of it', () => {
    fc.assert(
      fc.property(digitString, fc.subarray(brandIds), (digits, brands) => {
        const brand = detectCardBrand(digits, { brands });
        if (brands.length === 0) expect(brand).toBe(detectCardBrand(digits));
        else expect(brand === null || brands.includes(brand)).toBe(true);
        expect(brand).toBe(
          detectCardBrands(digits).find((id) => brands.length === 0 || brands.includes(id)) ?? null,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with the patterns at both ends of every prefix range, and just outside them', () => {
    for (const rules of CARD_BRANDS) {
      for (const prefix of rules.prefixes) {
        const [low = '', high = low] = prefix.split('-');
        const width = low.length;
        const around = [
          Number(low) - 1,
          Number(low),
          Number(low) + 1,
          Number(high) - 1,
          Number(high),
          Number(high) + 1,
        ]
          .map((value) => String(value).padStart(width, '0'))
          .filter((digits) => digits.length === width && Number(digits) >= 0);
        for (const digits of around) {
          expect(rules.pattern.test(digits), `${rules.brand} ${digits}`).toBe(
            detectCardBrands(digits).includes(rules.brand),
          );
        }
        expect(rules.pattern.test(low)).toBe(true);
        expect(rules.pattern.test(high)).toBe(true);
      }
    }
  });

  it('is the same with spaces and dashes between the digits', () => {
    fc.assert(
      fc.property(digitString, (digits) => {
        const spaced = digits.replace(/(\d{4})(?=\d)/g, '$1 ').replace(/ (\d)/, '-$1');
        expect(detectCardBrands(spaced)).toEqual(detectCardBrands(digits));
      }),
    );
  });
});

describe('getVisibleBrandIcons', () => {
  it.each([
    [[], [], 0],
    [['visa'], ['visa'], 0],
    [['amex', 'mc', 'visa'], ['amex', 'mc', 'visa'], 0],
    [['amex', 'mc', 'visa', 'maestro'], ['amex', 'mc', 'visa', 'maestro'], 0],
    [['amex', 'mc', 'visa', 'maestro', 'bcmc'], ['amex', 'mc', 'visa'], 2],
    [['amex', 'mc', 'visa', 'maestro', 'bcmc', 'jcb', 'cup'], ['amex', 'mc', 'visa'], 4],
  ])('%j shows %j and +%i', (brands, visible, more) => {
    expect(getVisibleBrandIcons(brands)).toEqual({ visible, more });
  });

  it('does not change its input', () => {
    const brands = ['amex', 'mc', 'visa', 'maestro', 'bcmc'];
    getVisibleBrandIcons(brands);
    expect(brands).toHaveLength(5);
  });

  it('never shows more than MAX_BRAND_ICONS and accounts for every brand', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (brands) => {
        const { visible, more } = getVisibleBrandIcons(brands);
        expect(visible.length).toBeLessThanOrEqual(MAX_BRAND_ICONS);
        expect(visible.length + more).toBe(brands.length);
        expect(visible).toEqual(brands.slice(0, visible.length));
      }),
    );
  });

  it('never throws, for any input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const { visible, more } = getVisibleBrandIcons(value as string[]);
        expect(Array.isArray(visible)).toBe(true);
        expect(typeof more).toBe('number');
      }),
    );
  });
});

describe('the brand info (getCardBrandInfo)', () => {
  it('names every brand of the table, with its label, code lengths and policies', () => {
    for (const rules of CARD_BRANDS) {
      const info = getCardBrandInfo(rules.brand);
      expect(info, rules.brand).not.toBeNull();
      expect(info!.name.length, rules.brand).toBeGreaterThan(0);
      expect(rules).toMatchObject(info!);
    }
  });

  it.each([
    ['amex', 'American Express', 'CID', [4], 'required'],
    ['visa', 'Visa', 'CVV', [3], 'required'],
    ['bcmc', 'Bancontact card', 'CVC', [3], 'hidden'],
    ['maestro', 'Maestro', 'CVC', [3], 'optional'],
  ])('%s: %s, %s of %j digits, security code %s', (brand, name, label, lengths, cvcPolicy) => {
    expect(getCardBrandInfo(brand)).toEqual({
      brand,
      name,
      securityCodeLabel: label,
      securityCodeLengths: lengths,
      cvcPolicy,
      expiryDatePolicy: 'required',
    });
  });

  it('shares its lengths frozen: neither the info nor the brand table can be changed through them', () => {
    expect(Object.isFrozen(getCardBrandInfo('amex')!.securityCodeLengths)).toBe(true);
    expect(Object.isFrozen(getCardBrandInfo('visa')!.securityCodeLengths)).toBe(true);
    for (const rules of CARD_BRANDS)
      expect(Object.isFrozen(rules.securityCodeLengths), rules.brand).toBe(true);
    expect(() => (getCardBrandInfo('amex')!.securityCodeLengths as number[]).push(5)).toThrow(TypeError);
    expect(getCardBrandInfo('amex')!.securityCodeLengths).toEqual([4]);
  });

  it.each([['unknown'], [''], [42], [null], ['toString'], ['__proto__']])('knows nothing of %j', (brand) => {
    expect(getCardBrandInfo(brand)).toBeNull();
  });
});
