/**
 * The optional parts of the card form, loaded when its state first shows them (a seam along a real
 * line: the merchant's options switch them on). The billing address (`billing-address.part.ts`):
 * its fields and the countries' rules. Loaded once per page and kept; a failed load is tried again
 * on the next call.
 */
import type { addressSectionFields, getAddressSchema } from './billing-address.part';

/** What the billing address part brings. */
interface BillingAddressPart {
  addressSectionFields: typeof addressSectionFields;
  getAddressSchema: typeof getAddressSchema;
}

let billingAddress: BillingAddressPart | null = null;
let loadingBillingAddress: Promise<BillingAddressPart> | null = null;

/** The billing address part once loaded; null before. */
function billingAddressPart(): BillingAddressPart | null {
  return billingAddress;
}

/** Loads the billing address part (its chunk, once per page). */
function loadBillingAddressPart(): Promise<BillingAddressPart> {
  loadingBillingAddress ??= import('./billing-address.part').then(
    (part) => (billingAddress = part),
    (error: unknown) => {
      loadingBillingAddress = null;
      throw error;
    },
  );
  return loadingBillingAddress;
}

export { billingAddressPart, loadBillingAddressPart };
export type { BillingAddressPart };
