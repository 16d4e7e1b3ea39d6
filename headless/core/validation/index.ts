// Public API of `headless-checkout/validation`: the validation toolkit. Pure validators, formatters,
// the card brand table and the address schemas, for merchants who check data themselves (the core's
// card form uses the ones it needs directly).

export { VALID, toResult } from './result';
export type { ValidationResult } from './result';
export {
  DEFAULT_CARD_BRANDS,
  MAX_BRAND_ICONS,
  getCardBrandInfo,
  getVisibleBrandIcons,
} from './card-brand-info';
export type {
  CardBrand,
  CardBrandInfo,
  FieldPolicy,
  SecurityCodeLabel,
  VisibleBrandIcons,
} from './card-brand-info';
export { CARD_BRANDS, CARD_BRAND_RULES, DEBIT_NETWORKS, DEBIT_VARIANT_DEFAULT_BRANDS } from './card-brands';
export type { CardBrandRules } from './card-brands';
export {
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MAX_INPUT_LENGTH,
  EXPIRY_MAX_YEARS_AHEAD,
  detectCardBrand,
  detectCardBrands,
  formatCardNumber,
  getCardBrandRules,
  luhnCheck,
  validateCardNumber,
  validateExpiryDate,
  validateExpiryMonth,
  validateExpiryYear,
  validateKoreanCardPassword,
  validateSecurityCode,
} from './card';
export type {
  CardNumberOptions,
  CardNumberValidationResult,
  DetectCardBrandOptions,
  ExpiryDateOptions,
  ExpiryDateValidationResult,
  ExpiryYearOptions,
  SecurityCodeOptions,
} from './card';
export { validateGiftCardNumber, validateGiftCardPin } from './gift-card';
export type { GiftCardPinOptions } from './gift-card';
export { validateConsent, validateRequired } from './common';
export type { RequiredOptions } from './common';
export {
  GENDERS,
  MINIMUM_AGE,
  formatDateInput,
  validateCompanyName,
  validateDateOfBirth,
  validateEmail,
  validateFirstName,
  validateGender,
  validateLastName,
  validateRegistrationNumber,
  validateTelephoneNumber,
} from './personal';
export type {
  DateOfBirthOptions,
  DateOfBirthProblem,
  DateOfBirthResult,
  FormatDateInputOptions,
  Gender,
} from './personal';
export {
  DEFAULT_PHONE_PREFIX,
  VOUCHER_TELEPHONE_MAX_LENGTH,
  buildPhoneNumber,
  formatVoucherTelephoneInput,
  validateBlikCode,
  validatePhone,
  validateQiwiTelephoneNumber,
  validateVoucherTelephoneNumber,
} from './phone';
export type { PhoneInput, PhoneValidationResult, ValidatePhoneOptions } from './phone';
export {
  SOCIAL_SECURITY_NUMBER_MAX_LENGTH,
  formatSocialSecurityNumber,
  validateKoreanTaxNumber,
  validateSocialSecurityNumber,
} from './tax-id';
export type {
  BrazilTaxIdKind,
  KoreanTaxNumberKind,
  KoreanTaxNumberResult,
  SocialSecurityNumberResult,
} from './tax-id';
// The bank account checks, by scheme: each a module of its own, so a method's definition brings its
// scheme's checks and texts only.
export { ACH_COUNTRIES, validateAchAccountNumber, validateAchHolderName, validateAchLocationId } from './ach';
export type { AchCountry } from './ach';
export {
  BACS_ACCOUNT_NUMBER_MAX_LENGTH,
  BACS_LOCATION_ID_LENGTH,
  formatBacsAccountNumberInput,
  formatBacsLocationIdInput,
  validateBacsAccountNumber,
  validateBacsForm,
  validateBacsHolderName,
  validateBacsLocationId,
} from './bacs';
export type { BacsField, BacsFormInput, BacsFormResult } from './bacs';
export {
  electronicFormatIban,
  formatIban,
  getIbanCountries,
  getIbanCountryLength,
  validateIban,
} from './iban';
export type { IbanStatus, IbanValidationResult } from './iban';
export { IBAN_COUNTRIES } from './iban-countries';
export type { IbanCountry } from './iban-countries';
export {
  POSTAL_CODE_FORMATS,
  fillNotApplicable,
  getAddressSchema,
  normalizeAddressText,
  trimAddressText,
  validatePostalCode,
} from './address';
export type {
  AddressData,
  AddressField,
  AddressFieldName,
  AddressMode,
  AddressSchema,
  AddressSchemaOptions,
  AddressTextOptions,
  AddressValidationResult,
  PostalCodeFormat,
  PostalCodeOptions,
  PostalCodeValidationResult,
} from './address';
