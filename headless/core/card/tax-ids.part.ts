/**
 * The card's tax ids, an optional part of its form: the Korean tax number's check (KCP,
 * `koreanAuthentication.required`) and the Brazilian social security number's
 * (`socialSecurityNumberMode`, or the bin lookup's answer). A chunk of its own, loaded when the form
 * shows either field, prefetched when the options say it will (`card.parts.ts`).
 */
export { validateKoreanTaxNumber, validateSocialSecurityNumber } from '../validation/tax-id';
