import type { AddressFieldName } from '../validation/address';
import { getCardBrandInfo, getVisibleBrandIcons } from '../validation/card-brand-info';
import type { ValidationResult } from '../validation/result';
import {
  CARD_FIELDS,
  acceptedBrands,
  CARD_PARTS,
  amountOf,
  billingAddressSchemaOf,
  cardPartNeedsOf,
  cardPartStatusOf,
  effectiveBrand,
  installmentOptionsOf,
  policiesOf,
  visibilityOf,
  type CardPart,
  type CardPartNeed,
} from './card.rules';
import type { CardPartStatus } from './card.types';
import { directModePart, installmentsPart } from './card.parts';
import type { CardFieldName, CardState, InstallmentChoice } from './card.types';

/*
 * The card form's view: what a UI shows of its state by the rules (card.rules.ts): the errors
 * shown (after blur or submit), the focus order and auto-advance, the installments list, the brand
 * icons, and the snapshots a component subscribes to.
 */

/**
 * The installments list for the brand (1 as the one-time payment, every other number as an
 * installments plan with its amount per installment, the revolving plan when offered): from the
 * installments part (`card.parts.ts`), so empty while it loads, and when installments are hidden.
 */
function installmentChoicesOf(state: CardState): InstallmentChoice[] {
  return installmentsPart()?.installmentChoicesOf(installmentOptionsOf(state), amountOf(state)) ?? [];
}

/** One error the form shows. */
interface ShownError {
  /** The field, or `billingAddress.<field>`. */
  field: CardFieldName | `billingAddress.${AddressFieldName}`;
  /** The message key. */
  errorKey: NonNullable<ValidationResult['errorKey']>;
  /** Values for its placeholders. */
  errorValues?: ValidationResult['errorValues'];
}

/** Whether a field's error is shown: after the shopper leaves it, or after a submit. */
function isErrorShown(
  state: CardState,
  field: CardFieldName | `billingAddress.${AddressFieldName}`,
): boolean {
  const current = state.fields[field];
  if (!current || current.visibility === 'hidden' || current.errorKey === null) return false;
  // Unsupported card shows at once: the shopper must know before typing on.
  if (field === 'cardNumber' && state.extra.binLookup.unsupported) return true;
  return state.submitted || (current.touched && !current.focused);
}

/** Every error shown now, in focus order (the card's fields, then the billing address): the error panel's content. */
function shownErrors(state: CardState): ShownError[] {
  const errors: ShownError[] = [];
  for (const name of Object.keys(state.fields)) {
    if (name === 'storePaymentMethod') continue;
    const field = name as ShownError['field'];
    if (!isErrorShown(state, field)) continue;
    const { errorKey, errorValues } = state.fields[field]!;
    errors.push({ field, errorKey: errorKey!, ...(errorValues ? { errorValues: { ...errorValues } } : {}) });
  }
  return errors;
}

/**
 * The focus order of spec section 5: number, expiry (or month then year), security code, holder name (first when on
 * top), Korean tax number and password, or social security number; only fields shown now.
 */
function focusOrder(state: CardState): CardFieldName[] {
  return state.order.filter((field): field is CardFieldName =>
    (CARD_FIELDS as readonly string[]).includes(field),
  );
}

/** The field after `field` in the focus order (auto-advance when a field is complete), or null. */
function nextFieldAfter(state: CardState, field: CardFieldName): CardFieldName | null {
  const order = focusOrder(state);
  const index = order.indexOf(field);
  return index >= 0 ? (order[index + 1] ?? null) : null;
}

/** A card field's state (every card field is declared, hidden or not). */
const fieldOf = (state: CardState, field: CardFieldName) => state.fields[field]!;

/**
 * Direct mode: whether a field is valid and nothing more can be typed (the number at the brand's
 * longest length, the security code at its length, the expiry date, month or year), so focus may move on.
 */
function isFieldComplete(state: CardState, field: CardFieldName): boolean {
  const { value, errorKey, empty } = fieldOf(state, field);
  // A typed value is there in direct mode only, whose part knows the brands' lengths.
  const direct = directModePart();
  if (errorKey !== null || empty || typeof value !== 'string' || !direct) return false;
  const digits = value.replace(/\D/g, '');
  const brand = effectiveBrand(state);
  const rules = brand ? direct.getCardBrandRules(brand) : null;
  if (field === 'cardNumber') return digits.length === Math.max(...(rules?.lengths ?? [16]));
  if (field === 'securityCode') return digits.length === Math.max(...(rules?.securityCodeLengths ?? [3]));
  return ['expiryDate', 'expiryMonth', 'expiryYear', 'password'].includes(field);
}

/**
 * The form-level view of the state: what a form renders besides the fields' own values. Two views
 * compare equal (shallowly) when a keystroke changed only a field's value.
 */
function cardFormSnapshot(state: CardState): Record<string, unknown> {
  const address: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(state.fields))
    if (name.startsWith('billingAddress.') || name === 'storePaymentMethod') address[name] = field;
  return {
    extra: state.extra,
    submitted: state.submitted,
    payment: state.payment,
    options: state.options,
    context: state.context,
    valid: state.valid,
    order: state.order,
    address: JSON.stringify(address),
    errors: JSON.stringify(shownErrors(state)),
  };
}

/** Whether a field is shown in the form now. */
function isFieldVisible(state: CardState, field: CardFieldName): boolean {
  return fieldOf(state, field).visibility !== 'hidden';
}

/** One field's view: what its component renders; compares equal (shallowly) when nothing of it changed. */
function cardFieldSnapshot(state: CardState, field: CardFieldName): Record<string, unknown> {
  return {
    field: fieldOf(state, field),
    shown: isErrorShown(state, field),
    mode: state.extra.mode,
    securedFields: state.extra.securedFields,
  };
}

/** The brand icons to show: the accepted brands (at most 4, else 3 and '+N'). */
function brandIconsOf(state: Pick<CardState, 'options' | 'context'>): { visible: string[]; more: number } {
  return getVisibleBrandIcons(acceptedBrands(state));
}

/** What a card form shows of its state, for any markup (the method hooks' `view` of `scheme`). */
interface CardView {
  /** The brand the payment is made with. */
  brand: string | null;
  /** The two brands of a dual-branded card (let the shopper pick one), else null. */
  dualBrands: [string, string] | null;
  /** The security code's name on the card: CVC, CVV, CID or CAV. */
  securityCodeLabel: string;
  /** The security code's length for the brand (4 on the front for amex, else 3 on the back). */
  securityCodeDigits: number;
  /** Which optional parts of the form show. */
  visible: ReturnType<typeof visibilityOf>;
  /** The security code and expiry policies ('required' | 'optional' | 'hidden'). */
  policies: ReturnType<typeof policiesOf>;
  /** Accepted brand icons: at most 4, else 3 and `more` ('+N'). */
  brandIcons: ReturnType<typeof brandIconsOf>;
  /** The billing address form for the chosen country and mode, or null when not asked. */
  billingAddressSchema: ReturnType<typeof billingAddressSchemaOf>;
  /** The installments list to offer; empty when hidden. */
  installmentChoices: InstallmentChoice[];
  /** Installment options of the brand (null when hidden). */
  installmentOptions: ReturnType<typeof installmentOptionsOf>;
  /** Every error shown now (after blur or submit), in the focus order: the error panel's content. */
  shownErrors: ShownError[];
  /**
   * The form's optional parts (billing address, installments, tax ids): whether each shows now,
   * whether the options say it will (a UI prefetches its own code for it then), and its code's status.
   */
  parts: Record<CardPart, CardPartView>;
}

/** An optional part of the card form, for a UI. */
interface CardPartView extends CardPartNeed {
  /** Its code: 'idle', 'loading', 'ready' or 'error'. */
  status: CardPartStatus;
}

/** The form's optional parts, for a UI. */
function cardPartsOf(state: CardState): Record<CardPart, CardPartView> {
  const needs = cardPartNeedsOf(state);
  const parts = {} as Record<CardPart, CardPartView>;
  for (const part of CARD_PARTS) parts[part] = { ...needs[part], status: cardPartStatusOf(state, part) };
  return parts;
}

/** The card form's view of a state. */
function cardViewOf(state: CardState): CardView {
  const brand = effectiveBrand(state);
  const rules = brand ? getCardBrandInfo(brand) : null;
  return {
    brand,
    dualBrands: state.extra.dualBrands,
    securityCodeLabel: rules?.securityCodeLabel ?? 'CVC',
    securityCodeDigits: Math.max(...(rules?.securityCodeLengths ?? [3])),
    visible: visibilityOf(state),
    policies: policiesOf(state),
    brandIcons: brandIconsOf(state),
    billingAddressSchema: billingAddressSchemaOf(state),
    installmentChoices: installmentChoicesOf(state),
    installmentOptions: installmentOptionsOf(state),
    shownErrors: shownErrors(state),
    parts: cardPartsOf(state),
  };
}

export {
  cardViewOf,
  brandIconsOf,
  cardFieldSnapshot,
  cardFormSnapshot,
  focusOrder,
  installmentChoicesOf,
  isErrorShown,
  isFieldComplete,
  isFieldVisible,
  nextFieldAfter,
  shownErrors,
};
export type { CardPartView, CardView, ShownError };
export type { InstallmentChoice } from './card.types';
