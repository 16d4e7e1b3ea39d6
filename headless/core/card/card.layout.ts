import type { FormLayout, LayoutField, LayoutSection } from '../form/form.layout';
import type { MessageKey } from '../i18n/messages';
import { getCardBrandInfo } from '../validation/card-brand-info';
import { effectiveBrand, policiesOf } from './card.rules';
import type { CardFieldName, CardState } from './card.types';
import { isFieldVisible } from './card.view';
import { CARD_SECURED_FIELD_TYPES } from './secured-fields.fields';

/*
 * The card form's layout, as every other method's (form/form.layout.ts): which fields show, in
 * the focus order of spec section 5 (holder name first when on top, number, expiry and security
 * code on one row, holder name, Korean tax number and password, social security number), each
 * with its label, placeholder, autofill token, keyboard and, in secured mode, its frame. A skin
 * draws it; the billing address (an optional part: useAddressFields), the dual-brand choice and
 * the installments are the card's own state, drawn where the skin puts them.
 */

/** What each card field is, whatever the state: its label, placeholder, autofill token and keyboard. */
const CARD_FIELD_HINTS: Readonly<
  Record<
    CardFieldName,
    { labelKey: MessageKey; placeholderKey?: MessageKey; autoComplete: string; numeric: boolean }
  >
> = {
  cardNumber: { labelKey: 'creditCard.numberField.title', autoComplete: 'cc-number', numeric: true },
  expiryDate: {
    labelKey: 'creditCard.expiryDateField.title',
    placeholderKey: 'creditCard.expiryDateField.placeholder',
    autoComplete: 'cc-exp',
    numeric: true,
  },
  expiryMonth: {
    labelKey: 'creditCard.expiryDateField.month',
    placeholderKey: 'creditCard.expiryDateField.month.placeholder',
    autoComplete: 'cc-exp-month',
    numeric: true,
  },
  expiryYear: {
    labelKey: 'creditCard.expiryDateField.year',
    placeholderKey: 'creditCard.expiryDateField.year.placeholder',
    autoComplete: 'cc-exp-year',
    numeric: true,
  },
  securityCode: { labelKey: 'creditCard.securityCodeField.title', autoComplete: 'cc-csc', numeric: true },
  holderName: {
    labelKey: 'creditCard.holderName',
    placeholderKey: 'creditCard.holderName.placeholder',
    autoComplete: 'cc-name',
    numeric: false,
  },
  taxNumber: {
    labelKey: 'creditCard.taxNumber',
    placeholderKey: 'creditCard.taxNumber.placeholder',
    autoComplete: 'off',
    numeric: true,
  },
  password: {
    labelKey: 'creditCard.encryptedPassword.label',
    placeholderKey: 'creditCard.encryptedPassword.placeholder',
    autoComplete: 'off',
    numeric: true,
  },
  socialSecurityNumber: { labelKey: 'socialSecurityNumber', autoComplete: 'off', numeric: false },
};

const SECURED: ReadonlySet<string> = new Set(CARD_SECURED_FIELD_TYPES);

/** Whether a card field is typed in a frame now (secured mode: number, expiry, security code, password). */
function isCardFieldSecured(state: Pick<CardState, 'extra'>, field: CardFieldName): boolean {
  return state.extra.mode === 'secured' && SECURED.has(field);
}

/** One card field as the layout shows it. */
function cardLayoutField(state: CardState, field: CardFieldName): LayoutField {
  const { labelKey, placeholderKey, autoComplete, numeric } = CARD_FIELD_HINTS[field];
  const secured = isCardFieldSecured(state, field);
  const layoutField: LayoutField = {
    field,
    kind: secured ? 'secured' : field === 'password' ? 'password' : 'text',
    labelKey,
    autoComplete,
    ...(numeric ? { inputMode: 'numeric' as const } : {}),
    ...(placeholderKey ? { placeholderKey } : {}),
    ...(secured ? { securedType: field } : {}),
  };
  if (field !== 'securityCode') return layoutField;
  // The security code: '(optional)' in its title when the brand's policy says so, and a hint
  // naming the code (CVC, CVV, CID) and where it is printed (4 digits on the front for amex).
  const brand = effectiveBrand(state);
  const rules = brand ? getCardBrandInfo(brand) : null;
  const digits = Math.max(...(rules?.securityCodeLengths ?? [3]));
  return {
    ...layoutField,
    labelKey:
      policiesOf(state).cvcPolicy === 'optional'
        ? 'creditCard.securityCodeField.title.optional'
        : 'creditCard.securityCodeField.title',
    hintKey:
      digits === 4
        ? 'creditCard.securityCodeField.contextualText.4digits'
        : 'creditCard.securityCodeField.contextualText.3digits',
    hintCode: rules?.securityCodeLabel ?? 'CVC',
  };
}

/**
 * The card's layout now: the `card` section's rows (only the fields shown), then the store-details
 * box when offered.
 */
function cardLayout(state: CardState): FormLayout {
  const onTop = Boolean(state.options.positionHolderNameOnTop);
  const rows: CardFieldName[][] = [
    ...(onTop ? [['holderName'] as CardFieldName[]] : []),
    ['cardNumber'],
    ['expiryDate', 'expiryMonth', 'expiryYear', 'securityCode'],
    ...(onTop ? [] : [['holderName'] as CardFieldName[]]),
    ['taxNumber'],
    ['password'],
    ['socialSecurityNumber'],
  ];
  const card: LayoutSection = {
    name: 'card',
    rows: rows
      .map((row) => row.filter((field) => isFieldVisible(state, field)).map((f) => cardLayoutField(state, f)))
      .filter((row) => row.length > 0),
  };
  const store = state.fields.storePaymentMethod;
  if (!store || store.visibility === 'hidden') return [card];
  return [
    card,
    {
      name: 'storeDetails',
      rows: [[{ field: 'storePaymentMethod', kind: 'checkbox', labelKey: 'storeDetails' }]],
    },
  ];
}

export { CARD_FIELD_HINTS, cardLayout, isCardFieldSecured };
