/**
 * The optional parts of the card form, loaded when its state first shows them, and prefetched as
 * soon as its options say they will show (a seam along a real line: the merchant's options or the
 * payment service switch them on). Each is loaded once per page and kept; a failed load is tried
 * again on the next call.
 * - The billing address (`billing-address.part.ts`): its fields and the countries' rules.
 * - The installments (`installments.part.ts`): the list offered for the brand and its payload.
 * - Direct mode (`direct-mode.part.ts`): the checks of the number, expiry date and security code
 *   typed on the page, the brand detected from the number and its grouping (`mode: 'direct'`).
 * - The tax ids (`tax-ids.part.ts`): the Korean tax number's and the Brazilian social security
 *   number's checks (KCP's `koreanAuthentication`, `socialSecurityNumberMode`).
 */
import type { addressSectionFields, getAddressSchema } from './billing-address.part';
import type { Amount } from '../amount/amount';
import type { InstallmentChoice, InstallmentOption, InstallmentsValue } from './card.types';
import type { validateKoreanTaxNumber, validateSocialSecurityNumber } from './tax-ids.part';
import type * as DirectMode from './direct-mode.part';

/** What the billing address part brings. */
interface BillingAddressPart {
  addressSectionFields: typeof addressSectionFields;
  getAddressSchema: typeof getAddressSchema;
}

/** What the installments part brings. */
interface InstallmentsPart {
  /** The installments list for the brand's offer (empty when hidden). */
  installmentChoicesOf: (
    offered: InstallmentOption | null,
    amount: Amount | undefined,
  ) => InstallmentChoice[];
  /** What the payment sends of the choice, if anything. */
  installmentsPayload: (choice: InstallmentsValue) => { value: number; plan?: 'revolving' } | undefined;
}

/** What the tax ids part brings. */
interface TaxIdsPart {
  validateKoreanTaxNumber: typeof validateKoreanTaxNumber;
  validateSocialSecurityNumber: typeof validateSocialSecurityNumber;
}

/** What the direct mode part brings. */
type DirectModePart = typeof DirectMode;

/** A part's module once loaded (null before), and its load (once per page; a failure is tried again). */
function partLoader<Part>(load: () => Promise<Part>): { get: () => Part | null; load: () => Promise<Part> } {
  let loaded: Part | null = null;
  let loading: Promise<Part> | null = null;
  return {
    get: () => loaded,
    load: () =>
      (loading ??= load().then(
        (part) => (loaded = part),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

const billingAddress = partLoader<BillingAddressPart>(() => import('./billing-address.part'));
const installments = partLoader<InstallmentsPart>(() => import('./installments.part'));
const taxIds = partLoader<TaxIdsPart>(() => import('./tax-ids.part'));
const directMode = partLoader<DirectModePart>(() => import('./direct-mode.part'));

/** The billing address part once loaded; null before. */
const billingAddressPart = (): BillingAddressPart | null => billingAddress.get();
/** Loads the billing address part (its chunk, once per page). */
const loadBillingAddressPart = (): Promise<BillingAddressPart> => billingAddress.load();
/** The installments part once loaded; null before. */
const installmentsPart = (): InstallmentsPart | null => installments.get();
/** Loads the installments part (its chunk, once per page). */
const loadInstallmentsPart = (): Promise<InstallmentsPart> => installments.load();
/** The tax ids part once loaded; null before. */
const taxIdsPart = (): TaxIdsPart | null => taxIds.get();
/** Loads the tax ids part (its chunk, once per page). */
const loadTaxIdsPart = (): Promise<TaxIdsPart> => taxIds.load();
/** The direct mode part once loaded; null before. */
const directModePart = (): DirectModePart | null => directMode.get();
/** Loads the direct mode part (its chunk, once per page). */
const loadDirectModePart = (): Promise<DirectModePart> => directMode.load();

export {
  billingAddressPart,
  directModePart,
  installmentsPart,
  loadBillingAddressPart,
  loadDirectModePart,
  loadInstallmentsPart,
  loadTaxIdsPart,
  taxIdsPart,
};
export type { BillingAddressPart, DirectModePart, InstallmentsPart, TaxIdsPart };
