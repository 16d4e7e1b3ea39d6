/**
 * The card brand table: how each brand the payment service knows (by its brand id: `mc`, `visa`,
 * `bcmc`, …) is recognised from the leading digits of the card number, how long its numbers are,
 * what its security code is called and how long it is, and whether the security code and expiry
 * date are asked for at all.
 *
 * Detection from the number is a hint that makes the form responsive while the shopper types; the
 * payment service's bin lookup is the authority (it can name brands, lengths and policies this table
 * does not know). Brands marked `coBadged` are domestic or debit networks that share a card with a
 * primary scheme (a French Visa that is also Cartes Bancaires, a US Visa debit card that also runs on
 * STAR): they are listed after the primary brand, which is what dual branding offers the shopper.
 */

/** A brand id as the payment service names it: `'visa'`, `'mc'`, `'amex'`, `'bcmc'`, … */
type CardBrand = string;

/** Whether a card field is asked for: `'required'`, `'optional'` (may stay blank) or `'hidden'` (not shown). */
type FieldPolicy = 'required' | 'optional' | 'hidden';

/** What the brand calls its security code. */
type SecurityCodeLabel = 'CVC' | 'CVV' | 'CID' | 'CAV';

/** The rules of one brand. */
interface CardBrandRules {
  /** Brand id, e.g. `'mc'`. */
  readonly brand: CardBrand;
  /** Display name, e.g. `'Mastercard'`. */
  readonly name: string;
  /**
   * Issuer identification prefixes: a digit string (`'4'`, `'6703'`) or an inclusive range of
   * prefixes of equal length (`'2221-2720'`). A longer matching prefix is a more specific match.
   */
  readonly prefixes: readonly string[];
  /**
   * The prefixes as one regular expression over the leading digits (anchored at the start only), so it
   * matches a number while it is being typed, as soon as the prefix is complete: `/^(?:4)/` matches
   * `'4'`, `'4111'` and `'4111111111111111'`. Built from `prefixes`.
   */
  readonly pattern: RegExp;
  /** Allowed numbers of digits, ascending. */
  readonly lengths: readonly number[];
  /** How the number is printed, as digit groups (amex `[4, 6, 5]`); absent: groups of 4. */
  readonly numberGroups?: readonly number[];
  /** Whether the number must pass the Luhn check (some store and domestic cards do not use it). */
  readonly luhn: boolean;
  /** What the security code is called on the card. */
  readonly securityCodeLabel: SecurityCodeLabel;
  /** Allowed security code lengths, ascending. */
  readonly securityCodeLengths: readonly number[];
  /** Whether the security code is asked for. */
  readonly cvcPolicy: FieldPolicy;
  /** Whether the expiry date is asked for. */
  readonly expiryDatePolicy: FieldPolicy;
  /** A network that shares the card with a primary scheme; detected after every primary brand. */
  readonly coBadged: boolean;
}

/** One table row as written below: the defaults fill the rest. */
interface BrandRow {
  brand: CardBrand;
  name: string;
  prefixes: string[];
  lengths: number[];
  numberGroups?: number[];
  luhn?: boolean;
  label?: SecurityCodeLabel;
  codeLengths?: number[];
  cvc?: FieldPolicy;
  expiry?: FieldPolicy;
  coBadged?: boolean;
}

/** The whole numbers from `from` to `to`, inclusive. */
const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The rows, most specific first where prefixes overlap (detection also ranks by the length of the
 * matched prefix, so the order only breaks ties). Ranges marked "test range" are the public test
 * numbers' ranges, not the network's full range: those networks are identified by the bin lookup.
 */
const ROWS: BrandRow[] = [
  // Store and private-label cards (98…, 6044…): no Luhn check digit, security code optional.
  {
    brand: 'karenmillen',
    name: 'Karen Millen',
    prefixes: ['98261465'],
    lengths: [16],
    luhn: false,
    cvc: 'optional',
  },
  { brand: 'oasis', name: 'Oasis', prefixes: ['982616'], lengths: [16], luhn: false, cvc: 'optional' },
  {
    brand: 'warehouse',
    name: 'Warehouse',
    prefixes: ['982633'],
    lengths: [16],
    luhn: false,
    cvc: 'optional',
  },
  {
    brand: 'synchrony_plcc',
    name: 'Synchrony PLCC',
    prefixes: ['6044'], // test range
    lengths: [16],
    luhn: false,
    label: 'CVV',
    cvc: 'optional',
    expiry: 'optional',
  },
  { brand: 'troy', name: 'Troy', prefixes: ['9792'], lengths: [16], label: 'CVV' },
  { brand: 'korean_local_card', name: 'Korean local card', prefixes: ['9'], lengths: [16], cvc: 'optional' },
  { brand: 'uatp', name: 'UATP', prefixes: ['1'], lengths: [15], cvc: 'optional' },
  // Latin American and other domestic brands that sit inside the Visa, Mastercard, Amex and Maestro ranges.
  {
    brand: 'elo',
    name: 'Elo',
    prefixes: [
      '401178-401179',
      '431274',
      '438935',
      '451416',
      '457393',
      '457631-457632',
      '504175',
      '506699-506778',
      '509000-509999',
      '627780',
      '636297',
      '636368',
      '650031-650033',
      '650035-650051',
      '650405-650439',
      '650485-650538',
      '650541-650598',
      '650700-650718',
      '650720-650727',
      '650901-650978',
      '651652-651679',
      '655000-655019',
      '655021-655058',
    ],
    lengths: [16],
    label: 'CVV',
  },
  {
    brand: 'hipercard',
    name: 'Hipercard',
    prefixes: ['606282', '384100', '384140', '384160'],
    lengths: [16, 19],
  },
  {
    brand: 'hiper',
    name: 'Hiper',
    prefixes: ['637095', '637568', '637599', '637609', '637612'],
    lengths: [16],
  },
  {
    brand: 'cabal',
    name: 'Cabal',
    prefixes: ['589657', '600691', '603522', '6042-6043', '636908'],
    lengths: range(16, 19),
    label: 'CVV',
  },
  {
    brand: 'naranja',
    name: 'Naranja',
    prefixes: ['377798-377799', '402917-402918', '527571-527572', '589562'],
    lengths: range(16, 19),
    label: 'CVV',
  },
  { brand: 'argencard', name: 'Argencard', prefixes: ['501105'], lengths: [16], label: 'CVV' },
  { brand: 'codensa', name: 'Codensa', prefixes: ['590712'], lengths: [16] },
  {
    brand: 'meeza',
    name: 'Meeza',
    prefixes: ['507803-507808', '507810-507811'],
    lengths: [16],
    label: 'CVV',
  },
  {
    brand: 'rupay',
    name: 'RuPay',
    prefixes: ['508', '6069', '607-608', '6521-6528', '6530', '817'],
    lengths: [16],
    label: 'CVV',
  },
  { brand: 'bijcard', name: 'de Bijenkorf Card', prefixes: ['5100081'], lengths: [16] },
  // European domestic brands.
  { brand: 'visadankort', name: 'Visa/Dankort', prefixes: ['4571'], lengths: [16], label: 'CVV' },
  { brand: 'dankort', name: 'Dankort', prefixes: ['5019'], lengths: [16] },
  {
    brand: 'bcmc',
    name: 'Bancontact card',
    prefixes: ['6703', '479658', '606005', '487104', '512788'], // the last two: co-badged test ranges
    lengths: range(16, 19),
    cvc: 'hidden',
  },
  {
    brand: 'maestrouk',
    name: 'Maestro UK',
    prefixes: ['6759', '676770', '676774'],
    lengths: [16, 18, 19],
    cvc: 'optional',
  },
  {
    brand: 'laser',
    name: 'Laser',
    prefixes: ['6304', '6706', '6709', '6771'],
    lengths: range(16, 19),
    cvc: 'optional',
  },
  {
    brand: 'electron',
    name: 'Visa Electron',
    prefixes: ['4026', '417500', '4405', '4508', '4844', '4913', '4917'],
    lengths: [16],
    label: 'CVV',
  },
  { brand: 'mir', name: 'Mir', prefixes: ['2200-2204'], lengths: range(16, 19) },
  // International schemes.
  {
    brand: 'amex',
    name: 'American Express',
    prefixes: ['34', '37'],
    lengths: [15],
    numberGroups: [4, 6, 5],
    label: 'CID',
    codeLengths: [4],
  },
  {
    brand: 'diners',
    name: 'Diners Club',
    prefixes: ['300-305', '3095', '36', '38-39'],
    lengths: [14, 16, 17, 18, 19],
    numberGroups: [4, 6, 4],
    label: 'CVV',
  },
  { brand: 'jcb', name: 'JCB', prefixes: ['3528-3589'], lengths: range(16, 19), label: 'CAV' },
  {
    brand: 'discover',
    name: 'Discover',
    prefixes: ['6011', '644-649', '65'],
    lengths: range(16, 19),
    label: 'CID',
  },
  { brand: 'cup', name: 'UnionPay', prefixes: ['62', '81'], lengths: range(16, 19), luhn: false },
  { brand: 'mc', name: 'Mastercard', prefixes: ['51-55', '2221-2720'], lengths: [16] },
  { brand: 'visa', name: 'Visa', prefixes: ['4'], lengths: [13, 16, 19], label: 'CVV' },
  { brand: 'maestro', name: 'Maestro', prefixes: ['50', '56-69'], lengths: range(12, 19), cvc: 'optional' },
  // Co-badged networks: always ranked after the primary brand of the same card.
  {
    brand: 'cartebancaire',
    name: 'Cartes Bancaires',
    prefixes: ['4035', '4360', '497'],
    lengths: [16],
    coBadged: true,
  },
  {
    brand: 'girocard',
    name: 'girocard',
    prefixes: ['6799'], // representative range
    lengths: range(16, 19),
    cvc: 'optional',
    coBadged: true,
  },
  {
    brand: 'interac',
    name: 'Interac',
    prefixes: ['4506', '4519', '4536', '4724'], // representative Canadian debit ranges
    lengths: [16],
    label: 'CVV',
    coBadged: true,
  },
  {
    brand: 'eftpos_australia',
    name: 'eftpos Australia',
    prefixes: ['468738'], // test range
    lengths: [16],
    coBadged: true,
  },
  // US debit networks (test ranges).
  { brand: 'accel', name: 'Accel', prefixes: ['400124'], lengths: [16], label: 'CVV', coBadged: true },
  { brand: 'pulse', name: 'Pulse', prefixes: ['602987'], lengths: [16], label: 'CVV', coBadged: true },
  {
    brand: 'star',
    name: 'STAR',
    prefixes: ['400123', '500853'],
    lengths: [16],
    label: 'CVV',
    coBadged: true,
  },
  { brand: 'nyce', name: 'NYCE', prefixes: ['501565'], lengths: [16], label: 'CVV', coBadged: true },
];

/** True when `source` has a `|` outside every group. */
function hasTopLevelAlternation(source: string): boolean {
  let depth = 0;
  for (const char of source) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' && depth === 0) return true;
  }
  return false;
}

/** Wraps an alternation in a non-capturing group so it can be prefixed. */
const group = (source: string): string => (hasTopLevelAlternation(source) ? `(?:${source})` : source);

/** A character class for the digits `low` to `high`. */
const digitClass = (low: number, high: number): string =>
  low === high ? `${low}` : high - low === 1 ? `[${low}${high}]` : `[${low}-${high}]`;

/** Any `count` digits. */
const anyDigits = (count: number): string => (count === 1 ? '\\d' : `\\d{${count}}`);

/** A regular-expression alternation matching every digit string of `low.length` digits in [low, high]. */
function rangeToRegex(low: string, high: string): string {
  if (low === high) return low;
  const rest = low.length - 1;
  if (/^0*$/.test(low) && /^9*$/.test(high)) return anyDigits(low.length);
  const lowHead = Number(low[0]);
  const highHead = Number(high[0]);
  if (rest === 0) return digitClass(lowHead, highHead);
  const lowTail = low.slice(1);
  const highTail = high.slice(1);
  if (lowHead === highHead) return `${lowHead}${group(rangeToRegex(lowTail, highTail))}`;
  const parts = [`${lowHead}${group(rangeToRegex(lowTail, '9'.repeat(rest)))}`];
  if (highHead - lowHead > 1) parts.push(`${digitClass(lowHead + 1, highHead - 1)}${anyDigits(rest)}`);
  parts.push(`${highHead}${group(rangeToRegex('0'.repeat(rest), highTail))}`);
  return parts.join('|');
}

/** The prefix pattern of a brand: its prefixes and ranges as one start-anchored expression. */
function prefixPattern(prefixes: readonly string[]): RegExp {
  const alternatives = prefixes.map((prefix) => {
    const [low = '', high = low] = prefix.split('-');
    return rangeToRegex(low, high);
  });
  return new RegExp(`^(?:${alternatives.join('|')})`);
}

/** Freezes one row into its rules. */
function toRules(row: BrandRow): CardBrandRules {
  const rules: CardBrandRules = {
    brand: row.brand,
    name: row.name,
    prefixes: Object.freeze([...row.prefixes]),
    pattern: prefixPattern(row.prefixes),
    lengths: Object.freeze([...row.lengths]),
    ...(row.numberGroups ? { numberGroups: Object.freeze([...row.numberGroups]) } : {}),
    luhn: row.luhn ?? true,
    securityCodeLabel: row.label ?? 'CVC',
    securityCodeLengths: Object.freeze([...(row.codeLengths ?? [3])]),
    cvcPolicy: row.cvc ?? 'required',
    expiryDatePolicy: row.expiry ?? 'required',
    coBadged: row.coBadged ?? false,
  };
  return Object.freeze(rules);
}

/** Every brand's rules, in detection order (most specific first; co-badged networks last). */
const CARD_BRANDS: readonly CardBrandRules[] = Object.freeze(ROWS.map(toRules));

/** Every brand's rules by brand id. */
const CARD_BRAND_RULES: Readonly<Record<CardBrand, CardBrandRules>> = Object.freeze(
  Object.fromEntries(CARD_BRANDS.map((rules) => [rules.brand, rules])),
);

/** The brands a card form accepts when the merchant names none. */
const DEFAULT_CARD_BRANDS = Object.freeze(['amex', 'mc', 'visa'] as const);

/** US debit networks that a card can carry beside its scheme (dual branding). */
const DEBIT_NETWORKS = Object.freeze(['accel', 'pulse', 'star', 'nyce'] as const);

/** The brands of the debit variant of the card form (Bancontact) when the merchant names none. */
const DEBIT_VARIANT_DEFAULT_BRANDS = Object.freeze(['bcmc', 'maestro', 'visa'] as const);

/** The most brand icons shown beside the card number field. */
const MAX_BRAND_ICONS = 4;

/** Which brand icons to show, and how many more there are. */
interface VisibleBrandIcons {
  /** Brands whose icon is shown, in the given order. */
  visible: CardBrand[];
  /** How many brands are not shown (0 when all are); shown as `'+N'` (`creditCard.brands.more`). */
  more: number;
}

/**
 * Brand icons to show for a list of accepted brands: all of them when there are `MAX_BRAND_ICONS`
 * (4) or fewer, otherwise the first 3 and the count of the rest (`{ visible: [a, b, c], more: 2 }`).
 */
function getVisibleBrandIcons(brands: readonly CardBrand[]): VisibleBrandIcons {
  const list = Array.isArray(brands)
    ? brands.filter((brand): brand is string => typeof brand === 'string')
    : [];
  if (list.length <= MAX_BRAND_ICONS) return { visible: [...list], more: 0 };
  const shown = MAX_BRAND_ICONS - 1;
  return { visible: list.slice(0, shown), more: list.length - shown };
}

export {
  CARD_BRANDS,
  CARD_BRAND_RULES,
  DEBIT_NETWORKS,
  DEBIT_VARIANT_DEFAULT_BRANDS,
  DEFAULT_CARD_BRANDS,
  MAX_BRAND_ICONS,
  getVisibleBrandIcons,
};
export type { CardBrand, CardBrandRules, FieldPolicy, SecurityCodeLabel, VisibleBrandIcons };
