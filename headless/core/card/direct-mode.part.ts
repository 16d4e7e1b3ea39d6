/**
 * The card's direct mode, a part of its form that the merchant's options switch on (`mode:
 * 'direct'`: the number, expiry date and security code typed on the page, encrypted there): the
 * checks of those fields, the brand detected from the typed number, the number's grouping and the
 * brands' lengths (when a typed field is complete, so focus may move on). In
 * secured mode (the default) the frames check and format the fields, so a page never loads them.
 * A chunk of its own, loaded with the direct-mode form (`card.parts.ts`), as jose is with its first
 * encryption.
 */
export {
  detectCardBrand,
  formatCardNumber,
  validateCardNumber,
  validateExpiryDate,
  validateExpiryMonth,
  validateExpiryYear,
  validateKoreanCardPassword,
  validateSecurityCode,
} from '../validation/card';
export { getCardBrandRules } from '../validation/card-brands';
