/**
 * The card's billing address, an optional part of its form (spec section 5: `billingAddressMode`
 * 'full' or 'partial'): the address section's fields and the countries' rules. A chunk of its own,
 * loaded when the form shows the address (`card.parts.ts`): a card page without one never loads it.
 */
export { addressSectionFields } from '../form/address-section';
export { getAddressSchema } from '../validation/address';
