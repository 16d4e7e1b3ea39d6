/**
 * IBAN lengths and BBAN structures per country.
 *
 * The structure uses the notation of the SWIFT IBAN registry: a run of `<count><kind>` parts where the
 * kind is `n` (digits 0-9), `a` (upper-case letters A-Z) or `c` (upper-case letters or digits). It
 * describes the BBAN, i.e. everything after the country code and the two check digits, so
 * `length === 4 + sum of the counts` for every entry (a test checks this).
 *
 * `registry: true` marks the 89 countries of the SWIFT IBAN registry. The 12 entries with
 * `registry: false` are countries whose banks issue IBAN-format account numbers outside the registry
 * (the Francophone African banking zones, Angola, Cape Verde, Mozambique, Algeria, Iran); they are
 * accepted because shoppers from those countries paste such numbers.
 */

/** One country's IBAN rules. */
interface IbanCountry {
  /** Total IBAN length in characters, country code and check digits included. */
  readonly length: number;
  /** BBAN structure in SWIFT registry notation, e.g. `8n10n` for Germany. */
  readonly bban: string;
  /** True when the country is part of the SWIFT IBAN registry. */
  readonly registry: boolean;
}

const r = (length: number, bban: string): IbanCountry => Object.freeze({ length, bban, registry: true });
const x = (length: number, bban: string): IbanCountry => Object.freeze({ length, bban, registry: false });

/** IBAN rules keyed by ISO 3166-1 alpha-2 country code (upper case). */
const IBAN_COUNTRIES: Readonly<Record<string, IbanCountry>> = Object.freeze({
  AD: r(24, '4n4n12c'), // Andorra
  AE: r(23, '3n16n'), // United Arab Emirates
  AL: r(28, '8n16c'), // Albania
  AO: x(25, '21n'), // Angola
  AT: r(20, '5n11n'), // Austria
  AZ: r(28, '4a20c'), // Azerbaijan
  BA: r(20, '3n3n8n2n'), // Bosnia and Herzegovina
  BE: r(16, '3n7n2n'), // Belgium
  BF: x(28, '2c22n'), // Burkina Faso
  BG: r(22, '4a4n2n8c'), // Bulgaria
  BH: r(22, '4a14c'), // Bahrain
  BI: r(27, '5n5n11n2n'), // Burundi
  BJ: x(28, '2c22n'), // Benin
  BR: r(29, '8n5n10n1a1c'), // Brazil
  BY: r(28, '4c4n16c'), // Belarus
  CH: r(21, '5n12c'), // Switzerland
  CI: x(28, '2c22n'), // Côte d'Ivoire
  CM: x(27, '23n'), // Cameroon
  CR: r(22, '4n14n'), // Costa Rica
  CV: x(25, '21n'), // Cape Verde
  CY: r(28, '3n5n16c'), // Cyprus
  CZ: r(24, '4n6n10n'), // Czechia
  DE: r(22, '8n10n'), // Germany
  DJ: r(27, '5n5n11n2n'), // Djibouti
  DK: r(18, '4n9n1n'), // Denmark
  DO: r(28, '4c20n'), // Dominican Republic
  DZ: x(26, '22n'), // Algeria
  EE: r(20, '2n14n'), // Estonia
  EG: r(29, '4n4n17n'), // Egypt
  ES: r(24, '4n4n1n1n10n'), // Spain
  FI: r(18, '3n11n'), // Finland
  FK: r(18, '2a12n'), // Falkland Islands
  FO: r(18, '4n9n1n'), // Faroe Islands
  FR: r(27, '5n5n11c2n'), // France
  GB: r(22, '4a6n8n'), // United Kingdom
  GE: r(22, '2a16n'), // Georgia
  GI: r(23, '4a15c'), // Gibraltar
  GL: r(18, '4n9n1n'), // Greenland
  GR: r(27, '3n4n16c'), // Greece
  GT: r(28, '4c20c'), // Guatemala
  HN: r(28, '4a20n'), // Honduras
  HR: r(21, '7n10n'), // Croatia
  HU: r(28, '3n4n1n15n1n'), // Hungary
  IE: r(22, '4a6n8n'), // Ireland
  IL: r(23, '3n3n13n'), // Israel
  IQ: r(23, '4a3n12n'), // Iraq
  IR: x(26, '22n'), // Iran
  IS: r(26, '4n2n6n10n'), // Iceland
  IT: r(27, '1a5n5n12c'), // Italy
  JO: r(30, '4a4n18c'), // Jordan
  KW: r(30, '4a22c'), // Kuwait
  KZ: r(20, '3n13c'), // Kazakhstan
  LB: r(28, '4n20c'), // Lebanon
  LC: r(32, '4a24c'), // Saint Lucia
  LI: r(21, '5n12c'), // Liechtenstein
  LT: r(20, '5n11n'), // Lithuania
  LU: r(20, '3n13c'), // Luxembourg
  LV: r(21, '4a13c'), // Latvia
  LY: r(25, '3n3n15n'), // Libya
  MC: r(27, '5n5n11c2n'), // Monaco
  MD: r(24, '2c18c'), // Moldova
  ME: r(22, '3n13n2n'), // Montenegro
  MG: x(27, '23n'), // Madagascar
  MK: r(19, '3n10c2n'), // North Macedonia
  ML: x(28, '2c22n'), // Mali
  MN: r(20, '4n12n'), // Mongolia
  MR: r(27, '5n5n11n2n'), // Mauritania
  MT: r(31, '4a5n18c'), // Malta
  MU: r(30, '4a2n2n12n3n3a'), // Mauritius
  MZ: x(25, '21n'), // Mozambique
  NI: r(28, '4a20n'), // Nicaragua
  NL: r(18, '4a10n'), // Netherlands
  NO: r(15, '4n6n1n'), // Norway
  OM: r(23, '3n16c'), // Oman
  PK: r(24, '4a16c'), // Pakistan
  PL: r(28, '8n16n'), // Poland
  PS: r(29, '4a21c'), // Palestine
  PT: r(25, '4n4n11n2n'), // Portugal
  QA: r(29, '4a21c'), // Qatar
  RO: r(24, '4a16c'), // Romania
  RS: r(22, '3n13n2n'), // Serbia
  RU: r(33, '9n5n15c'), // Russia
  SA: r(24, '2n18c'), // Saudi Arabia
  SC: r(31, '4a2n2n16n3a'), // Seychelles
  SD: r(18, '2n12n'), // Sudan
  SE: r(24, '3n16n1n'), // Sweden
  SI: r(19, '5n8n2n'), // Slovenia
  SK: r(24, '4n6n10n'), // Slovakia
  SM: r(27, '1a5n5n12c'), // San Marino
  SN: x(28, '2c22n'), // Senegal
  SO: r(23, '4n3n12n'), // Somalia
  ST: r(25, '4n4n11n2n'), // São Tomé and Príncipe
  SV: r(28, '4a20n'), // El Salvador
  TL: r(23, '3n14n2n'), // Timor-Leste
  TN: r(24, '2n3n13n2n'), // Tunisia
  TR: r(26, '5n1n16c'), // Türkiye
  UA: r(29, '6n19c'), // Ukraine
  VA: r(22, '3n15n'), // Vatican City
  VG: r(24, '4a16n'), // British Virgin Islands
  XK: r(20, '4n10n2n'), // Kosovo
  YE: r(30, '4a4n18c'), // Yemen
});

export { IBAN_COUNTRIES };
export type { IbanCountry };
