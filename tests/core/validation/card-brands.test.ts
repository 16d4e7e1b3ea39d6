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
import {
  detectCardBrand,
  detectCardBrands,
  getCardBrandRules,
  luhnCheck,
  validateCardNumber,
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
  codensa: '5907120000000009',
  meeza: '5078030000000003',
  rupay: '6070000000000002',
  bijcard: '5100081112223332',
  visadankort: '4571000000000001',
  dankort: '5019555544445555',
  bcmc: '6703444444444449',
  maestrouk: '6759000000000000',
  laser: '6304000000000000',
  electron: '4917000000000004',
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
  it('holds about 40 brands, each id once, and the record mirrors the array', () => {
    expect(CARD_BRANDS.length).toBeGreaterThanOrEqual(40);
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
