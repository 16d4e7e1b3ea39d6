/**
 * The sandbox's own small card brand table: how the service recognises a brand from the leading
 * digits of a number it has no test card for, and the brand's lengths, security code and policies.
 * It follows the usual scheme ranges (visa 4…, mc 51-55 and 2221-2720, amex 34/37, bcmc 6703, elo
 * 506699…, cup 62…). The sandbox is the other side of the wire, so it keeps its own table rather
 * than importing the SDK's.
 */

/** Whether a card field is asked for. */
type FieldPolicy = 'required' | 'optional' | 'hidden';

/** The rules of one brand. */
interface CardBrandRule {
  /** Brand id as the payment service names it: 'visa', 'mc', 'amex', … */
  brand: string;
  /** Display name, used as the payment's name ('VISA', 'MasterCard', …). */
  name: string;
  /** Issuer prefixes: digit strings ('4') or inclusive ranges of equal-length prefixes ('2221-2720'). */
  prefixes: readonly string[];
  /** Allowed numbers of digits. */
  lengths: readonly number[];
  /** Number of digits of the security code (amex 4, else 3). */
  cvcLength: number;
  /** Whether the security code is asked for. */
  cvcPolicy: FieldPolicy;
  /** Whether the expiry date is asked for. */
  expiryDatePolicy: FieldPolicy;
  /** Whether the number must pass the Luhn check. */
  luhn: boolean;
  /** A network that only shares a card with a primary scheme (never detected on its own). */
  coBadged: boolean;
}

type RuleRow = Pick<CardBrandRule, 'brand' | 'name' | 'prefixes' | 'lengths'> & Partial<CardBrandRule>;

const span = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

const ROWS: RuleRow[] = [
  { brand: 'visa', name: 'VISA', prefixes: ['4'], lengths: [13, 16, 19] },
  { brand: 'mc', name: 'MasterCard', prefixes: ['51-55', '2221-2720'], lengths: [16] },
  { brand: 'amex', name: 'American Express', prefixes: ['34', '37'], lengths: [15], cvcLength: 4 },
  {
    brand: 'diners',
    name: 'Diners Club',
    prefixes: ['300-305', '3095', '36', '38-39'],
    lengths: span(14, 19),
  },
  { brand: 'jcb', name: 'JCB', prefixes: ['3528-3589'], lengths: span(16, 19) },
  { brand: 'discover', name: 'Discover', prefixes: ['6011', '644-649', '65'], lengths: span(16, 19) },
  { brand: 'cup', name: 'UnionPay', prefixes: ['62', '81'], lengths: span(16, 19), luhn: false },
  {
    brand: 'maestro',
    name: 'Maestro',
    prefixes: ['50', '56-69'],
    lengths: span(12, 19),
    cvcPolicy: 'optional',
  },
  { brand: 'bcmc', name: 'Bancontact card', prefixes: ['6703'], lengths: span(16, 19), cvcPolicy: 'hidden' },
  { brand: 'elo', name: 'Elo', prefixes: ['506699-506778', '509000-509999'], lengths: [16] },
  {
    brand: 'cartebancaire',
    name: 'Carte Bancaire',
    prefixes: ['4035', '4360', '497'],
    lengths: [16],
    coBadged: true,
  },
];

/** Every brand's rules. */
const SANDBOX_CARD_BRANDS: readonly CardBrandRule[] = ROWS.map((row) => ({
  cvcLength: 3,
  cvcPolicy: 'required',
  expiryDatePolicy: 'required',
  luhn: true,
  coBadged: false,
  ...row,
}));

const BY_BRAND = new Map(SANDBOX_CARD_BRANDS.map((rule) => [rule.brand, rule]));

/** The rules of a brand id. */
function brandRule(brand: string): CardBrandRule | undefined {
  return BY_BRAND.get(brand);
}

/** How many leading digits of `digits` a prefix (or prefix range) matches; 0 when it does not. */
function matchedPrefixLength(digits: string, prefix: string): number {
  const [low = '', high = low] = prefix.split('-');
  if (digits.length < low.length) return 0;
  const head = Number(digits.slice(0, low.length));
  return head >= Number(low) && head <= Number(high) ? low.length : 0;
}

/**
 * The brand a number (or its first 6 to 11 digits) belongs to by prefix: the primary brand with
 * the longest matching prefix, or undefined. Co-badged networks are never detected on their own.
 */
function detectBrand(digits: string): CardBrandRule | undefined {
  let best: CardBrandRule | undefined;
  let bestLength = 0;
  for (const rule of SANDBOX_CARD_BRANDS) {
    if (rule.coBadged) continue;
    for (const prefix of rule.prefixes) {
      const length = matchedPrefixLength(digits, prefix);
      if (length > bestLength) {
        best = rule;
        bestLength = length;
      }
    }
  }
  return best;
}

/** True when a digit string passes the Luhn (mod 10) check. */
function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export { SANDBOX_CARD_BRANDS, brandRule, detectBrand, passesLuhn };
export type { CardBrandRule, FieldPolicy };
