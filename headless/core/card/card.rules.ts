import type { AddressSchema } from '../validation/address';
import { billingAddressPart } from './card.parts';
import { DEFAULT_CARD_BRANDS, getCardBrandInfo, type FieldPolicy } from '../validation/card-brand-info';
import type { Amount } from '../amount/amount';
import type { CardFieldName, CardPartName, CardPartStatus, CardState, InstallmentOption } from './card.types';

/*
 * The card form's rules: for the current state, which brands it accepts and pays with, the
 * security-code and expiry policies, which fields it asks (hidden fields are valid), the billing
 * address's schema, and every field's validation, recomputed on every change (`revalidate`, which
 * the machine runs in its reducer). What a UI shows of them is in card.view.ts.
 */

const CARD_FIELDS: readonly CardFieldName[] = [
  'cardNumber',
  'expiryDate',
  'expiryMonth',
  'expiryYear',
  'securityCode',
  'holderName',
  'taxNumber',
  'password',
  'socialSecurityNumber',
];

/** What the rules read: the options, the checkout's `scheme` entry and amount, the card's own state. */
type CardRulesInput = Pick<CardState, 'options' | 'context' | 'extra'>;

/**
 * The brands the form accepts: the options', else the checkout's `scheme` method's (what the
 * session accepts), else amex, mc and visa.
 */
function acceptedBrands(state: Pick<CardState, 'options' | 'context'>): string[] {
  if (state.options.brands && state.options.brands.length > 0) return state.options.brands;
  const listed = state.context.paymentMethod?.brands;
  return listed && listed.length > 0 ? [...listed] : [...DEFAULT_CARD_BRANDS];
}

/** The amount: the checkout's, else the options'. */
function amountOf(state: Pick<CardState, 'options' | 'context'>): Amount | undefined {
  return state.context.amount ?? state.options.amount;
}

/**
 * The brand the payment is made with: the stored card's, the shopper's choice for a dual-branded
 * card, the bin lookup's single supported brand, else the brand detected from the prefix.
 */
function effectiveBrand(state: CardRulesInput): string | null {
  const stored = state.options.storedPaymentMethod;
  if (stored) return typeof stored.brand === 'string' ? stored.brand : null;
  const { dualBrands, selectedBrand, binLookup, detectedBrand } = state.extra;
  if (dualBrands) return selectedBrand ?? dualBrands[0];
  const supported = binLookup.brands.filter((brand) => brand.supported);
  if (binLookup.status === 'resolved' && supported.length === 1) return supported[0]!.brand;
  return detectedBrand;
}

/** The security-code and expiry policies of the effective brand: bin lookup first, then the brand table. */
function policiesOf(state: CardRulesInput): { cvcPolicy: FieldPolicy; expiryDatePolicy: FieldPolicy } {
  const brand = effectiveBrand(state);
  const fromLookup = state.extra.binLookup.brands.find((entry) => entry.brand === brand);
  const rules = brand ? getCardBrandInfo(brand) : null;
  return {
    cvcPolicy: fromLookup?.cvcPolicy ?? rules?.cvcPolicy ?? 'required',
    expiryDatePolicy: state.options.storedPaymentMethod
      ? 'hidden'
      : (fromLookup?.expiryDatePolicy ?? rules?.expiryDatePolicy ?? 'required'),
  };
}

/** Installment options for the effective brand, with `card` as the fallback; null when hidden. */
function installmentOptionsOf(state: CardRulesInput): InstallmentOption | null {
  const { installmentOptions } = state.options;
  const amount = amountOf(state);
  if (!installmentOptions || (amount && amount.value === 0)) return null;
  const brand = effectiveBrand(state);
  return (brand ? installmentOptions[brand] : undefined) ?? installmentOptions.card ?? null;
}

/** Which optional parts of the form show. */
interface CardVisibility {
  /** Card number (not for a stored card). */
  cardNumber: boolean;
  /** Expiry date input (a stored card shows it read-only instead). */
  expiryDate: boolean;
  /** Expiry month input (`expiryFields: 'separate'`). */
  expiryMonth: boolean;
  /** Expiry year input (`expiryFields: 'separate'`). */
  expiryYear: boolean;
  /** Security code. */
  securityCode: boolean;
  /** Holder name. */
  holderName: boolean;
  /** Korean tax number and card password. */
  korean: boolean;
  /** Brazilian social security number. */
  socialSecurityNumber: boolean;
  /** Billing address. */
  billingAddress: boolean;
  /** Installments. */
  installments: boolean;
  /** Store-details checkbox. */
  storeDetails: boolean;
}

/** What the form shows for the current state. */
function visibilityOf(state: CardRulesInput): CardVisibility {
  const { options } = state;
  const stored = Boolean(options.storedPaymentMethod);
  const policies = policiesOf(state);
  const korean = options.koreanAuthentication;
  const ssnMode = options.socialSecurityNumberMode ?? 'auto';
  const expiry = !stored && policies.expiryDatePolicy !== 'hidden';
  const separate = options.expiryFields === 'separate';
  return {
    cardNumber: !stored,
    expiryDate: expiry && !separate,
    expiryMonth: expiry && separate,
    expiryYear: expiry && separate,
    securityCode: policies.cvcPolicy !== 'hidden',
    holderName: !stored && Boolean(options.hasHolderName || options.holderNameRequired),
    korean:
      !stored &&
      Boolean(korean?.required) &&
      (korean?.mode === 'show' || state.extra.binLookup.issuingCountryCode === 'KR'),
    socialSecurityNumber:
      !stored &&
      (ssnMode === 'show' || (ssnMode === 'auto' && state.extra.binLookup.showSocialSecurityNumber)),
    billingAddress: !stored && (options.billingAddressMode ?? 'none') !== 'none',
    installments: installmentOptionsOf(state) !== null,
    storeDetails: !stored && Boolean(options.enableStoreDetails),
  };
}

/** The billing address's country now: the shopper's choice, else the options'. */
function billingCountryOf(state: Pick<CardState, 'options' | 'fields'>): string {
  const chosen = state.fields['billingAddress.country']?.value;
  return typeof chosen === 'string' ? chosen : (state.options.billingAddress?.country ?? '');
}

/** The address schema of the billing address's country and mode; null when no address is asked, or while its part loads. */
function billingAddressSchemaOf(
  state: Pick<CardState, 'options' | 'context' | 'extra' | 'fields'>,
): AddressSchema | null {
  const part = billingAddressPart();
  if (!visibilityOf(state).billingAddress || !part || state.extra.billingAddress !== 'ready') return null;
  return part.getAddressSchema(billingCountryOf(state), { mode: state.options.billingAddressMode ?? 'full' });
}

/** Whether any secured field is shown (a stored card with a hidden security code needs none). */
function needsFrames(state: CardRulesInput): boolean {
  const visible = visibilityOf(state);
  return (
    visible.cardNumber || visible.expiryDate || visible.expiryMonth || visible.securityCode || visible.korean
  );
}

/** The card form's optional parts (`card.parts.ts`): the billing address, the installments, the tax ids. */
type CardPart = 'billingAddress' | CardPartName;

/** Whether an optional part shows now, and whether the options say it will (it is prefetched). */
interface CardPartNeed {
  /** The form shows it now: it loads, and the form waits for it. */
  shown: boolean;
  /** The merchant's options switch it on (for some brand, or once the issuer is known): prefetched. */
  expected: boolean;
}

/** Each optional part's need for the current state. */
function cardPartNeedsOf(state: CardRulesInput): Record<CardPart, CardPartNeed> {
  const { options } = state;
  const visible = visibilityOf(state);
  const stored = Boolean(options.storedPaymentMethod);
  const amount = amountOf(state);
  const offered = Object.keys(options.installmentOptions ?? {}).length > 0 && !(amount && amount.value === 0);
  const taxIdsShown = visible.korean || visible.socialSecurityNumber;
  const direct = state.extra.mode === 'direct';
  return {
    billingAddress: { shown: visible.billingAddress, expected: visible.billingAddress },
    installments: { shown: visible.installments, expected: visible.installments || offered },
    taxIds: {
      shown: taxIdsShown,
      expected:
        taxIdsShown ||
        (!stored &&
          (Boolean(options.koreanAuthentication?.required) || options.socialSecurityNumberMode === 'show')),
    },
    // Direct mode's checks: loaded with the direct-mode form (its fields show at once).
    directMode: { shown: direct, expected: direct },
  };
}

/** Where an optional part is: its code 'idle', 'loading', 'ready' or 'error'. */
function cardPartStatusOf(state: CardRulesInput, part: CardPart): CardPartStatus {
  return part === 'billingAddress' ? state.extra.billingAddress : state.extra.parts[part];
}

const CARD_PARTS: readonly CardPart[] = ['billingAddress', 'installments', 'taxIds', 'directMode'];

/**
 * Whether the form waits for a shown part's code (not yet loaded): it is not valid meanwhile, and a
 * submit of an otherwise valid form waits for it, then pays once its fields are checked.
 */
function isCardPending(state: CardRulesInput): boolean {
  const needs = cardPartNeedsOf(state);
  return CARD_PARTS.some((part) => {
    const status = cardPartStatusOf(state, part);
    return needs[part].shown && (status === 'idle' || status === 'loading');
  });
}

/**
 * Whether the card can pay besides its fields: in secured mode, its frames are ready (when it needs
 * any), and no shown part failed to load.
 */
function isCardReady(state: CardRulesInput): boolean {
  if (state.extra.mode === 'secured' && state.extra.securedFields !== 'ready' && needsFrames(state))
    return false;
  const needs = cardPartNeedsOf(state);
  return CARD_PARTS.every((part) => !needs[part].shown || cardPartStatusOf(state, part) !== 'error');
}

export {
  CARD_FIELDS,
  CARD_PARTS,
  acceptedBrands,
  amountOf,
  billingAddressSchemaOf,
  billingCountryOf,
  cardPartNeedsOf,
  cardPartStatusOf,
  effectiveBrand,
  installmentOptionsOf,
  isCardPending,
  isCardReady,
  needsFrames,
  policiesOf,
  visibilityOf,
};
export type { CardPart, CardPartNeed, CardRulesInput, CardVisibility };
