/** A payment amount in minor units (cents for EUR, yen for JPY, fils for KWD). */
interface Amount {
  /** The value in the currency's minor units. */
  value: number;
  /** ISO 4217 currency code. */
  currency: string;
}

// Currencies without minor units (spec section 9: IDR, JPY, KRW, VND "and similar").
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'CVE',
  'DJF',
  'GNF',
  'IDR',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
// Currencies with three decimals.
const THREE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BHD',
  'IQD',
  'JOD',
  'KWD',
  'LYD',
  'OMR',
  'TND',
]);
// MRO (the old Mauritanian ouguiya) divides into 5 khoums and is counted in tenths.
const ONE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['MRO']);

/** How many minor units make one major unit of `currency` (1, 10, 100 or 1000). */
function getMinorUnitDivisor(currency: string): number {
  const code = typeof currency === 'string' ? currency.toUpperCase() : '';
  if (ZERO_DECIMAL_CURRENCIES.has(code)) return 1;
  if (ONE_DECIMAL_CURRENCIES.has(code)) return 10;
  if (THREE_DECIMAL_CURRENCIES.has(code)) return 1000;
  return 100;
}

/** The amount in major units: `{ value: 1999, currency: 'EUR' }` -> 19.99. */
function toMajorUnits({ value, currency }: Amount): number {
  return value / getMinorUnitDivisor(currency);
}

/** The amount in minor units from a major-unit number: (19.99, 'EUR') -> 1999. */
function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * getMinorUnitDivisor(currency));
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount for display in `locale` (default en-US): `{ value: 1999, currency: 'EUR' }`
 * in de-DE -> '19,99 €'. Decimals follow the minor-unit divisor. An unknown currency code falls
 * back to the number and the code; a non-finite value gives an empty string.
 */
function formatAmount(amount: Amount, locale = 'en-US'): string {
  if (!amount || !Number.isFinite(amount.value) || typeof amount.currency !== 'string') return '';
  const currency = amount.currency.toUpperCase();
  const divisor = getMinorUnitDivisor(currency);
  const digits = Math.round(Math.log10(divisor));
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      const number = (amount.value / divisor).toFixed(digits);
      return `${number} ${currency}`;
    }
    formatters.set(key, formatter);
  }
  return formatter.format(amount.value / divisor);
}

export { formatAmount, getMinorUnitDivisor, toMajorUnits, toMinorUnits };
export type { Amount };
