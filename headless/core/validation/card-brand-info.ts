/**
 * What a card form shows of each brand, by brand id: its display name, what its security code is
 * called and how long it is, and whether the security code and expiry date are asked for. The page
 * needs only this part of the brand table; how a number is recognised (prefixes, lengths, Luhn) is in
 * `card-brands.ts`, which the secured-field frames and direct mode load.
 */

/** A brand id as the payment service names it: `'visa'`, `'mc'`, `'amex'`, `'bcmc'`, … */
type CardBrand = string;

/** Whether a card field is asked for: `'required'`, `'optional'` (may stay blank) or `'hidden'` (not shown). */
type FieldPolicy = 'required' | 'optional' | 'hidden';

/** What the brand calls its security code. */
type SecurityCodeLabel = 'CVC' | 'CVV' | 'CID' | 'CAV';

/** What the page shows of one brand. */
interface CardBrandInfo {
  /** Brand id, e.g. `'mc'`. */
  readonly brand: CardBrand;
  /** Display name, e.g. `'Mastercard'`. */
  readonly name: string;
  /** What the security code is called on the card. */
  readonly securityCodeLabel: SecurityCodeLabel;
  /** Allowed security code lengths, ascending. */
  readonly securityCodeLengths: readonly number[];
  /** Whether the security code is asked for. */
  readonly cvcPolicy: FieldPolicy;
  /** Whether the expiry date is asked for. */
  readonly expiryDatePolicy: FieldPolicy;
}

/** One entry as written below: the label defaults to CVC, the code to 3 digits, the policies to required. */
interface InfoRow {
  name: string;
  label?: SecurityCodeLabel;
  codeLengths?: readonly number[];
  cvc?: FieldPolicy;
  expiry?: FieldPolicy;
}

const ROWS: Record<CardBrand, InfoRow> = {
  karenmillen: { name: 'Karen Millen', cvc: 'optional' },
  oasis: { name: 'Oasis', cvc: 'optional' },
  warehouse: { name: 'Warehouse', cvc: 'optional' },
  synchrony_plcc: { name: 'Synchrony PLCC', label: 'CVV', cvc: 'optional', expiry: 'optional' },
  troy: { name: 'Troy', label: 'CVV' },
  korean_local_card: { name: 'Korean local card', cvc: 'optional' },
  uatp: { name: 'UATP', cvc: 'optional' },
  elo: { name: 'Elo', label: 'CVV' },
  hipercard: { name: 'Hipercard' },
  hiper: { name: 'Hiper' },
  cabal: { name: 'Cabal', label: 'CVV' },
  naranja: { name: 'Naranja', label: 'CVV' },
  argencard: { name: 'Argencard', label: 'CVV' },
  shopping: { name: 'Tarjeta Shopping', label: 'CVV' },
  codensa: { name: 'Codensa' },
  meeza: { name: 'Meeza', label: 'CVV' },
  rupay: { name: 'RuPay', label: 'CVV' },
  bijcard: { name: 'de Bijenkorf Card' },
  visadankort: { name: 'Visa/Dankort', label: 'CVV' },
  dankort: { name: 'Dankort' },
  forbrugsforeningen: { name: 'Forbrugsforeningen' },
  visaalphabankbonus: { name: 'Alpha Bank Bonus Visa', label: 'CVV' },
  mcalphabankbonus: { name: 'Alpha Bank Bonus Mastercard' },
  bcmc: { name: 'Bancontact card', cvc: 'hidden' },
  maestrouk: { name: 'Maestro UK' },
  solo: { name: 'Solo' },
  laser: { name: 'Laser', cvc: 'optional' },
  electron: { name: 'Visa Electron', label: 'CVV' },
  vpay: { name: 'V PAY', label: 'CVV' },
  mir: { name: 'Mir' },
  amex: { name: 'American Express', label: 'CID', codeLengths: [4] },
  diners: { name: 'Diners Club', label: 'CVV' },
  jcb: { name: 'JCB', label: 'CAV' },
  discover: { name: 'Discover', label: 'CID' },
  cup: { name: 'UnionPay' },
  mc: { name: 'Mastercard' },
  visa: { name: 'Visa', label: 'CVV' },
  maestro: { name: 'Maestro', cvc: 'optional' },
  cartebancaire: { name: 'Cartes Bancaires' },
  girocard: { name: 'girocard', cvc: 'optional' },
  interac: { name: 'Interac', label: 'CVV' },
  eftpos_australia: { name: 'eftpos Australia' },
  accel: { name: 'Accel', label: 'CVV' },
  pulse: { name: 'Pulse', label: 'CVV' },
  star: { name: 'STAR', label: 'CVV' },
  nyce: { name: 'NYCE', label: 'CVV' },
  // Named only by the bin lookup (no prefixes in the brand table): meal and benefit cards without an expiry date.
  ticket: { name: 'Ticket', expiry: 'hidden' },
};

/** The security code's length when a brand names none. */
const DEFAULT_CODE_LENGTHS: readonly number[] = Object.freeze([3]);

// The lengths are shared by every answer (and by the brand table's rules): none may change them.
for (const row of Object.values(ROWS)) if (row.codeLengths) Object.freeze(row.codeLengths);

/** What the page shows of `brand`, or null for a brand the table does not know. */
function getCardBrandInfo(brand: unknown): CardBrandInfo | null {
  const row = typeof brand === 'string' && Object.hasOwn(ROWS, brand) ? ROWS[brand]! : null;
  return row
    ? {
        brand: brand as CardBrand,
        name: row.name,
        securityCodeLabel: row.label ?? 'CVC',
        securityCodeLengths: row.codeLengths ?? DEFAULT_CODE_LENGTHS,
        cvcPolicy: row.cvc ?? 'required',
        expiryDatePolicy: row.expiry ?? 'required',
      }
    : null;
}

/** The brands a card form accepts when the merchant names none. */
const DEFAULT_CARD_BRANDS = Object.freeze(['amex', 'mc', 'visa'] as const);

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

export { DEFAULT_CARD_BRANDS, MAX_BRAND_ICONS, getCardBrandInfo, getVisibleBrandIcons };
export type { CardBrand, CardBrandInfo, FieldPolicy, SecurityCodeLabel, VisibleBrandIcons };
