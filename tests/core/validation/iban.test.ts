import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../../headless/core/i18n/messages/en-US';
import {
  electronicFormatIban,
  formatIban,
  getIbanCountries,
  getIbanCountryLength,
  validateIban,
} from '../../../headless/core/validation/iban';
import type { IbanStatus } from '../../../headless/core/validation/iban';
import { IBAN_COUNTRIES } from '../../../headless/core/validation/iban-countries';

const ERROR_KEY = 'sepaDirectDebit.ibanField.invalid';

/** Example IBANs of the SWIFT registry and of national bank publications: all valid. */
const VALID_IBANS = [
  'AD1200012030200359100100',
  'AE070331234567890123456',
  'AL47212110090000000235698741',
  'AT611904300234573201',
  'AZ21NABZ00000000137010001944',
  'BA391290079401028494',
  'BE68539007547034',
  'BG80BNBG96611020345678',
  'BH67BMAG00001299123456',
  'BI1320001100010000123456789',
  'BR1800360305000010009795493C1',
  'BY13NBRB3600900000002Z00AB00',
  'CH9300762011623852957',
  'CR05015202001026284066',
  'CY17002001280000001200527600',
  'CZ6508000000192000145399',
  'DE89370400440532013000',
  'DJ2110002010010409943020008',
  'DK5000400440116243',
  'DO28BAGR00000001212453611324',
  'EE382200221020145685',
  'EG380019000500000000263180002',
  'ES9121000418450200051332',
  'FI2112345600000785',
  'FK88SC123456789012',
  'FO6264600001631634',
  'FR1420041010050500013M02606',
  'GB29NWBK60161331926819',
  'GE29NB0000000101904917',
  'GI75NWBK000000007099453',
  'GL8964710001000206',
  'GR1601101250000000012300695',
  'GT82TRAJ01020000001210029690',
  'HN88CABF00000000000250005469',
  'HR1210010051863000160',
  'HU42117730161111101800000000',
  'IE29AIBK93115212345678',
  'IL620108000000099999999',
  'IQ98NBIQ850123456789012',
  'IS140159260076545510730339',
  'IT60X0542811101000000123456',
  'JO94CBJO0010000000000131000302',
  'KW81CBKU0000000000001234560101',
  'KZ86125KZT5004100100',
  'LB62099900000001001901229114',
  'LC55HEMM000100010012001200023015',
  'LI21088100002324013AA',
  'LT121000011101001000',
  'LU280019400644750000',
  'LV80BANK0000435195001',
  'LY38021001000000123456789',
  'MC5811222000010123456789030',
  'MD24AG000225100013104168',
  'ME25505000012345678951',
  'MK07250120000058984',
  'MN580050099123456789',
  'MR1300020001010000123456753',
  'MT84MALT011000012345MTLCAST001S',
  'MU17BOMM0101101030300200000MUR',
  'NI79BAMC00000000000003123123',
  'NL91ABNA0417164300',
  'NO9386011117947',
  'OM040280000012345678901',
  'PK36SCBL0000001123456702',
  'PL61109010140000071219812874',
  'PS92PALS000000000400123456702',
  'PT50000201231234567890154',
  'QA58DOHB00001234567890ABCDEFG',
  'RO49AAAA1B31007593840000',
  'RS35260005601001611379',
  'RU0204452560040702810412345678901',
  'SA0380000000608010167519',
  'SC18SSCB11010000000000001497USD',
  'SD8811123456789012',
  'SE4550000000058398257466',
  'SI56263300012039086',
  'SK3112000000198742637541',
  'SM86U0322509800000000270100',
  'SO061000001123123456789',
  'ST68000100010051845310112',
  'SV62CENR00000000000000700025',
  'TL380080012345678910157',
  'TN5910006035183598478831',
  'TR330006100519786457841326',
  'UA213223130000026007233566001',
  'VA59001123000012345678',
  'VG96VPVG0000012345678901',
  'XK051212012345678906',
  'YE09CBKU0000000000001234560101',
  // Outside the SWIFT registry.
  'AO06004400006729503010102',
  'BF42BF0840101300463574000390',
  'BJ66BJ0610100100144390000769',
  'CI93CI0080111301134291200589',
  'CM2110003001000500000605306',
  'CV64000300004547069110176',
  'DZ580002100001113000000570',
  'IR580540105180021273113007',
  'MG4600005030010101914016056',
  'ML13ML0160120102600100668497',
  'MZ59000301080016367102371',
  'SN08SN0100152000048500003035',
];

describe('IBAN country table', () => {
  it('holds about 95 countries, 89 of them from the SWIFT registry', () => {
    const codes = Object.keys(IBAN_COUNTRIES);
    expect(codes.length).toBeGreaterThanOrEqual(95);
    expect(codes.filter((code) => IBAN_COUNTRIES[code]?.registry)).toHaveLength(89);
  });

  it.each(Object.entries(IBAN_COUNTRIES))('%s: length is 4 plus the BBAN structure', (code, country) => {
    expect(code).toMatch(/^[A-Z]{2}$/);
    expect(country.bban).toMatch(/^(?:\d+[nac])+$/);
    const bbanLength = [...country.bban.matchAll(/(\d+)[nac]/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(country.length).toBe(4 + bbanLength);
  });

  it.each([
    ['DE', '8n10n', 22],
    ['NL', '4a10n', 18],
    ['GB', '4a6n8n', 22],
    ['FR', '5n5n11c2n', 27],
    ['IT', '1a5n5n12c', 27],
    ['NO', '4n6n1n', 15],
    ['LC', '4a24c', 32],
    ['RU', '9n5n15c', 33],
  ])('%s has structure %s and length %i', (code, bban, length) => {
    expect(IBAN_COUNTRIES[code]).toMatchObject({ bban, length });
  });

  it('has one valid example for every country of the table', () => {
    const covered = new Set(VALID_IBANS.map((iban) => iban.slice(0, 2)));
    expect(Object.keys(IBAN_COUNTRIES).filter((code) => !covered.has(code))).toEqual([]);
  });
});

describe('validateIban', () => {
  it.each(VALID_IBANS)('%s is valid', (iban) => {
    expect(validateIban(iban)).toEqual({ valid: true, status: 'VALID', empty: false });
  });

  it.each([
    ['DE89 3704 0044 0532 0130 00', 'spaces'],
    ['de89370400440532013000', 'lower case'],
    ['  nl91 abna 0417 1643 00  ', 'lower case, spaces around'],
    ['GB29\tNWBK\u00a06016 1331 9268 19', 'tab and no-break space'],
    ['fr14 2004 1010 0505 0001 3m02 606', 'lower-case letter inside the BBAN'],
  ])('accepts %j (%s)', (iban) => {
    expect(validateIban(iban).status).toBe('VALID');
  });

  it.each<[string, IbanStatus, boolean]>([
    ['', 'UNKNOWN', true],
    ['   ', 'UNKNOWN', true],
    ['D', 'UNKNOWN', false],
    ['d ', 'UNKNOWN', false],
  ])('%j is not judged yet: %s, empty %s, no error', (iban, status, empty) => {
    expect(validateIban(iban)).toEqual({ valid: false, status, empty });
  });

  it.each<[string, IbanStatus]>([
    ['XX89370400440532013000', 'INVALID_COUNTRY'],
    ['US12', 'INVALID_COUNTRY'],
    ['12', 'INVALID_COUNTRY'],
    ['DE', 'TOO_SHORT'],
    ['DE89', 'TOO_SHORT'],
    ['DE89 3704 0044 0532 0130 0', 'TOO_SHORT'],
    ['NL91ABNA041716430', 'TOO_SHORT'],
    ['DE893704004405320130000', 'TOO_LONG'],
    ['NL91ABNA04171643001', 'TOO_LONG'],
    ['DE89-3704-0044-0532-0130-00', 'TOO_LONG'],
    // mod-97 failures: one digit changed
    ['DE89370400440532013001', 'INVALID_IBAN'],
    ['GB29NWBK60161331926818', 'INVALID_IBAN'],
    ['NL91ABNA0417164301', 'INVALID_IBAN'],
    // structure failures with a correct mod-97 checksum
    ['DE0537040044053201300A', 'INVALID_IBAN'], // letter where DE has digits only
    ['NL5312340417164300', 'INVALID_IBAN'], // digits where the NL bank code has letters
    ['GB18NWBK6016133192681X', 'INVALID_IBAN'], // letter in the GB account number
    ['DE99370400440532013014', 'INVALID_IBAN'], // check digits 99 (never issued) pass mod 97
    ['DE02370400440532013014', 'VALID'], // the same account with its real check digits
  ])('%s gives %s', (iban, status) => {
    const result = validateIban(iban);
    expect(result.status).toBe(status);
    expect(result.valid).toBe(status === 'VALID');
    expect(result.empty).toBe(false);
    if (status === 'VALID') expect(result.errorKey).toBeUndefined();
    else expect(result.errorKey).toBe(ERROR_KEY);
  });

  it('uses an error key that exists in the catalogue', () => {
    expect(enUS).toHaveProperty(ERROR_KEY);
  });

  it.each([null, undefined, 42, {}, [], true])(
    'treats the non-string %j as unknown or invalid, never throws',
    (input) => {
      const result = validateIban(input);
      expect(result.valid).toBe(false);
    },
  );

  it('never throws and always returns a boolean valid, for any string', () => {
    const check = (input: unknown) => {
      const result = validateIban(input);
      expect(typeof result.valid).toBe('boolean');
      expect(typeof result.empty).toBe('boolean');
      expect(['VALID', 'TOO_SHORT', 'INVALID_COUNTRY', 'INVALID_IBAN', 'TOO_LONG', 'UNKNOWN']).toContain(
        result.status,
      );
      expect(result.valid).toBe(result.status === 'VALID');
      if (result.status !== 'VALID' && result.status !== 'UNKNOWN') expect(result.errorKey).toBe(ERROR_KEY);
    };
    fc.assert(fc.property(fc.string(), check));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), check));
    fc.assert(fc.property(fc.anything(), check));
  });

  it('accepts every valid IBAN in any grouping and case (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID_IBANS), fc.boolean(), fc.boolean(), (iban, lower, spaced) => {
        let input = lower ? iban.toLowerCase() : iban;
        if (spaced) input = formatIban(input);
        expect(validateIban(input).valid).toBe(true);
      }),
    );
  });
});

describe('formatIban and electronicFormatIban', () => {
  it.each([
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['de89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
    ['NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'],
    ['fr1420041010050500013m02606', 'FR14 2004 1010 0505 0001 3M02 606'],
    ['BE685390075470 34', 'BE68 5390 0754 7034'],
    ['DE8', 'DE8'],
    ['', ''],
  ])('formatIban(%j) is %j', (input, expected) => {
    expect(formatIban(input)).toBe(expected);
  });

  it.each([
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    [' gb29 nwbk 6016 1331 9268 19 ', 'GB29NWBK60161331926819'],
    ['nl91\tabna\n0417164300', 'NL91ABNA0417164300'],
  ])('electronicFormatIban(%j) is %j', (input, expected) => {
    expect(electronicFormatIban(input)).toBe(expected);
  });

  it.each([null, undefined, {}, []])('gives an empty string for the non-string %j', (input) => {
    expect(formatIban(input)).toBe('');
    expect(electronicFormatIban(input)).toBe('');
  });

  it('never throws; formatted groups are at most 4 characters and round-trip (property)', () => {
    const check = (input: unknown) => {
      const formatted = formatIban(input);
      expect(typeof formatted).toBe('string');
      expect(typeof electronicFormatIban(input)).toBe('string');
      for (const group of formatted.split(' ')) expect(Array.from(group).length).toBeLessThanOrEqual(4);
      expect(electronicFormatIban(formatted)).toBe(electronicFormatIban(input));
    };
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9 ]{0,40}$/), check));
    fc.assert(fc.property(fc.string(), check));
    fc.assert(fc.property(fc.anything(), check));
  });
});

describe('getIbanCountryLength and getIbanCountries', () => {
  it.each([
    ['DE', 22],
    ['de', 22],
    [' nl ', 18],
    ['GB', 22],
    ['FR', 27],
    ['NO', 15],
    ['LC', 32],
    ['RU', 33],
    ['US', undefined],
    ['XX', undefined],
    ['', undefined],
    ['DEU', undefined],
  ])('getIbanCountryLength(%j) is %s', (code, length) => {
    expect(getIbanCountryLength(code)).toBe(length);
  });

  it('lists the codes sorted, one per table entry, as a fresh array', () => {
    const codes = getIbanCountries();
    expect(codes).toEqual([...codes].sort());
    expect(codes).toHaveLength(Object.keys(IBAN_COUNTRIES).length);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'NL', 'GB', 'FR', 'IT', 'ES', 'CH']));
    codes.pop();
    expect(getIbanCountries()).toHaveLength(Object.keys(IBAN_COUNTRIES).length);
  });

  it('never throws for any country code (property)', () => {
    const check = (input: unknown) => {
      const length = getIbanCountryLength(input);
      expect(length === undefined || (Number.isInteger(length) && length >= 15 && length <= 34)).toBe(true);
    };
    fc.assert(fc.property(fc.string(), check));
    fc.assert(fc.property(fc.anything(), check));
  });
});
