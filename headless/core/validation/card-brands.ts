/**
 * The card brand table: how each brand the payment service knows (by its brand id: `mc`, `visa`,
 * `bcmc`, …) is recognised from the leading digits of the card number and how long its numbers are,
 * joined with what the form shows of it (`card-brand-info.ts`: name, security code label and length,
 * and whether the security code and expiry date are asked for at all).
 *
 * Detection from the number is a hint that makes the form responsive while the shopper types; the
 * payment service's bin lookup is the authority (it can name brands, lengths and policies this table
 * does not know). Brands marked `coBadged` are domestic or debit networks that share a card with a
 * primary scheme (a French Visa that is also Cartes Bancaires, a US Visa debit card that also runs on
 * STAR): they are listed after the primary brand, which is what dual branding offers the shopper.
 */
import {
  DEFAULT_CARD_BRANDS,
  MAX_BRAND_ICONS,
  getCardBrandInfo,
  getVisibleBrandIcons,
  type CardBrand,
  type CardBrandInfo,
  type FieldPolicy,
  type SecurityCodeLabel,
  type VisibleBrandIcons,
} from './card-brand-info';

/** The rules of one brand: what the form shows of it, and how its numbers are recognised. */
interface CardBrandRules extends CardBrandInfo {
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
  /** A network that shares the card with a primary scheme; detected after every primary brand. */
  readonly coBadged: boolean;
}

/** One table row as written below: the defaults fill the rest. */
interface BrandRow {
  brand: CardBrand;
  prefixes: string[];
  lengths: number[];
  numberGroups?: number[];
  luhn?: boolean;
  coBadged?: boolean;
}

/** The whole numbers from `from` to `to`, inclusive. */
const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The rows, most specific first where prefixes overlap (detection also ranks by the length of the
 * matched prefix, so the order only breaks ties). Ranges marked "test range" are the public test
 * numbers' ranges, not the network's full range: those networks are identified by the bin lookup.
 * Every brand of the reference's table (Adyen Web's card types) is here, and detection picks the
 * brand it picks for each prefix its rows name; docs/core-cards.md lists where the data differ, and why.
 */
const ROWS: BrandRow[] = [
  // Store and private-label cards (98…, 6044…): no Luhn check digit, security code optional.
  {
    brand: 'karenmillen',
    prefixes: ['98261465'],
    lengths: [16],
    luhn: false,
  },
  { brand: 'oasis', prefixes: ['982616'], lengths: [16], luhn: false },
  {
    brand: 'warehouse',
    prefixes: ['982633'],
    lengths: [16],
    luhn: false,
  },
  {
    brand: 'synchrony_plcc',
    prefixes: ['6044'], // test range
    lengths: [16],
    luhn: false,
  },
  { brand: 'troy', prefixes: ['9792'], lengths: [16] },
  { brand: 'korean_local_card', prefixes: ['9'], lengths: [16] },
  { brand: 'uatp', prefixes: ['1'], lengths: [15] },
  // Latin American and other domestic brands that sit inside the Visa, Mastercard, Amex and Maestro ranges.
  {
    brand: 'elo',
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
  },
  {
    brand: 'hipercard',
    prefixes: ['606282', '384100', '384140', '384160'],
    lengths: [16, 19],
  },
  {
    brand: 'hiper',
    prefixes: ['637095', '637568', '637599', '637609', '637612'],
    lengths: [16],
  },
  {
    brand: 'cabal',
    prefixes: ['589657', '600691', '603522', '6042-6043', '636908'],
    lengths: range(16, 19),
  },
  {
    brand: 'naranja',
    prefixes: ['377798-377799', '402917-402918', '527571-527572', '589562'],
    lengths: range(16, 19),
  },
  { brand: 'argencard', prefixes: ['501105'], lengths: range(16, 19) },
  {
    brand: 'shopping',
    prefixes: ['2799', '589407', '603488'],
    lengths: range(16, 19),
  },
  { brand: 'codensa', prefixes: ['590712'], lengths: [16] },
  {
    brand: 'meeza',
    prefixes: ['507803-507808', '507810-507811'],
    lengths: [16],
  },
  {
    // The reference's RuPay ranges; those inside JCB (3538), UATP (1) and Discover (65) win by length.
    brand: 'rupay',
    prefixes: [
      '100003',
      '353800-353802',
      '353805-353806',
      '353809',
      '5082',
      '5085-5089',
      '6069',
      '607-608',
      '65215-65219',
      '6522-6525',
      '65285-65289',
      '653003-653004',
      '81720-81721',
      '81723-81725',
      '81727',
      '81729',
      '81733-81738',
      '817406-817410',
    ],
    lengths: [16],
  },
  { brand: 'bijcard', prefixes: ['5100081'], lengths: [16] },
  // European domestic brands.
  { brand: 'visadankort', prefixes: ['4571'], lengths: [16] },
  { brand: 'dankort', prefixes: ['5019'], lengths: [16] },
  { brand: 'forbrugsforeningen', prefixes: ['600722'], lengths: [16] },
  { brand: 'visaalphabankbonus', prefixes: ['450903'], lengths: [16] },
  { brand: 'mcalphabankbonus', prefixes: ['510099'], lengths: [16] },
  {
    brand: 'bcmc',
    prefixes: ['6703', '479658', '606005', '487104', '512788'], // the last two: co-badged test ranges
    lengths: range(16, 19),
  },
  {
    brand: 'maestrouk',
    prefixes: ['6759', '676770', '676774'],
    lengths: [16, 18, 19],
  },
  { brand: 'solo', prefixes: ['6334', '6767'], lengths: [16, 18, 19] },
  {
    brand: 'laser',
    prefixes: ['6304', '6706', '6709', '6771'],
    lengths: range(16, 19),
  },
  {
    brand: 'electron',
    prefixes: ['4026', '417500', '4405', '4508', '4844', '4913', '4917'],
    lengths: [16],
  },
  {
    // V PAY: Visa's European debit cards, whose ranges sit inside Visa's 4.
    brand: 'vpay',
    prefixes: [
      '401',
      '408',
      '413',
      '434-435',
      '441-444',
      '446-447',
      '455',
      '458',
      '460-461',
      '463',
      '466',
      '471',
      '479',
      '482-483',
      '487',
    ],
    lengths: range(13, 19),
  },
  { brand: 'mir', prefixes: ['2200-2204'], lengths: range(16, 19) },
  // International schemes.
  {
    brand: 'amex',
    prefixes: ['34', '37'],
    lengths: [15],
    numberGroups: [4, 6, 5],
  },
  {
    brand: 'diners',
    prefixes: ['300-305', '3095', '36', '38-39'],
    lengths: [14, 16, 17, 18, 19],
    numberGroups: [4, 6, 4],
  },
  { brand: 'jcb', prefixes: ['3528-3589'], lengths: range(16, 19) },
  {
    brand: 'discover',
    prefixes: ['6011', '644-649', '65'],
    lengths: range(16, 19),
  },
  { brand: 'cup', prefixes: ['62', '81'], lengths: range(16, 19), luhn: false },
  { brand: 'mc', prefixes: ['51-55', '2221-2720'], lengths: [16] },
  { brand: 'visa', prefixes: ['4'], lengths: [13, 16, 19] },
  { brand: 'maestro', prefixes: ['50', '56-69'], lengths: range(12, 19) },
  // Co-badged networks: always ranked after the primary brand of the same card.
  {
    brand: 'cartebancaire',
    prefixes: ['4035', '4360', '497'],
    lengths: [16],
    coBadged: true,
  },
  {
    brand: 'girocard',
    prefixes: ['6799'], // representative range
    lengths: range(16, 19),
    coBadged: true,
  },
  {
    brand: 'interac',
    prefixes: ['4506', '4519', '4536', '4724'], // representative Canadian debit ranges
    lengths: [16],
    coBadged: true,
  },
  {
    brand: 'eftpos_australia',
    prefixes: ['468738'], // test range
    lengths: [16],
    coBadged: true,
  },
  // US debit networks (test ranges).
  { brand: 'accel', prefixes: ['400124'], lengths: [16], coBadged: true },
  { brand: 'pulse', prefixes: ['602987'], lengths: [16], coBadged: true },
  {
    brand: 'star',
    prefixes: ['400123', '500853'],
    lengths: [16],
    coBadged: true,
  },
  { brand: 'nyce', prefixes: ['501565'], lengths: [16], coBadged: true },
];

/**
 * A regular expression matching every digit string of `low.length` digits in [low, high]: the head
 * digits they share, then the low end's tail up to 9…9, the whole digits between, the high end's
 * tail from 0…0.
 */
function rangeToRegex(low: string, high: string): string {
  const rest = low.length - 1;
  if (low === high) return low;
  if (/^0*$/.test(low) && /^9*$/.test(high)) return `\\d{${low.length}}`;
  if (rest === 0) return `[${low}-${high}]`;
  const [lowHead, highHead] = [Number(low[0]), Number(high[0])];
  const tail = (from: string, to: string) => `(?:${rangeToRegex(from, to)})`;
  if (lowHead === highHead) return `${lowHead}${tail(low.slice(1), high.slice(1))}`;
  const between = highHead - lowHead > 1 ? `|[${lowHead + 1}-${highHead - 1}]\\d{${rest}}` : '';
  return `${lowHead}${tail(low.slice(1), '9'.repeat(rest))}${between}|${highHead}${tail('0'.repeat(rest), high.slice(1))}`;
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
    ...getCardBrandInfo(row.brand)!,
    prefixes: Object.freeze([...row.prefixes]),
    pattern: prefixPattern(row.prefixes),
    lengths: Object.freeze([...row.lengths]),
    ...(row.numberGroups ? { numberGroups: Object.freeze([...row.numberGroups]) } : {}),
    luhn: row.luhn ?? true,
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

/** US debit networks that a card can carry beside its scheme (dual branding). */
/** The rules of a brand id, or null when the table does not know it. */
function getCardBrandRules(brand: unknown): CardBrandRules | null {
  if (typeof brand !== 'string' || !Object.hasOwn(CARD_BRAND_RULES, brand)) return null;
  return CARD_BRAND_RULES[brand] ?? null;
}

const DEBIT_NETWORKS = Object.freeze(['accel', 'pulse', 'star', 'nyce'] as const);

/** The brands of the debit variant of the card form (Bancontact) when the merchant names none. */
const DEBIT_VARIANT_DEFAULT_BRANDS = Object.freeze(['bcmc', 'maestro', 'visa'] as const);

export {
  CARD_BRANDS,
  CARD_BRAND_RULES,
  DEBIT_NETWORKS,
  DEBIT_VARIANT_DEFAULT_BRANDS,
  DEFAULT_CARD_BRANDS,
  MAX_BRAND_ICONS,
  getCardBrandRules,
  getVisibleBrandIcons,
};
export type { CardBrand, CardBrandRules, FieldPolicy, SecurityCodeLabel, VisibleBrandIcons };
