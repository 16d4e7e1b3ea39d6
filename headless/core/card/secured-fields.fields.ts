/**
 * The secured fields both sides share: which fields live in frames, how long their load and
 * configuration may take, the protocol's version and the frames' URL.
 */

/** The card's fields that live in frames. */
type CardSecuredFieldType =
  'cardNumber' | 'expiryDate' | 'expiryMonth' | 'expiryYear' | 'securityCode' | 'password';
/** ACH's fields that live in frames: the bank account number and the routing number (location id). */
type BankSecuredFieldType = 'encryptedBankAccountNumber' | 'encryptedBankLocationId';
/** A gift card's (or meal voucher's) fields that live in the digits frame: its number and its PIN. */
type GiftCardSecuredFieldType = 'giftcardNumber' | 'giftcardPin';
/** The fields that live in frames. */
type SecuredFieldType = CardSecuredFieldType | BankSecuredFieldType | GiftCardSecuredFieldType;
const CARD_SECURED_FIELD_TYPES: readonly CardSecuredFieldType[] = [
  'cardNumber',
  'expiryDate',
  'expiryMonth',
  'expiryYear',
  'securityCode',
  'password',
];
const BANK_SECURED_FIELD_TYPES: readonly BankSecuredFieldType[] = [
  'encryptedBankAccountNumber',
  'encryptedBankLocationId',
];
const SECURED_FIELD_TYPES: readonly SecuredFieldType[] = [
  ...CARD_SECURED_FIELD_TYPES,
  ...BANK_SECURED_FIELD_TYPES,
  'giftcardNumber',
  'giftcardPin',
];

/** Timeouts of spec section 9: all frames loaded, all configured, and one frame's configuration. */
const SECURED_FIELDS_TIMEOUTS = { loadMs: 30_000, configureMs: 15_000, frameConfigureMs: 6_000 } as const;

/** Protocol version: frame and page must agree. */
const SECURED_FIELDS_VERSION = '4.3.2';

/**
 * The frame's URL (spec section 7): `{host}securedfields/{clientKey}/{version}/securedFields.html?type={type}&d={origin}`,
 * with `&lang={locale}` when the page's locale is known: the frame's document is in the shopper's
 * language and direction from its first paint (its configuration says so again, and follows a switch).
 */
function securedFieldUrl(
  apiUrl: string,
  clientKey: string,
  fieldType: SecuredFieldType,
  parentOrigin: string,
  locale?: string,
): string {
  const url = new URL(
    `securedfields/${encodeURIComponent(clientKey)}/${SECURED_FIELDS_VERSION}/securedFields.html`,
    apiUrl,
  );
  url.searchParams.set('type', fieldType);
  url.searchParams.set('d', parentOrigin);
  if (locale) url.searchParams.set('lang', locale);
  return url.href;
}

export {
  BANK_SECURED_FIELD_TYPES,
  CARD_SECURED_FIELD_TYPES,
  SECURED_FIELDS_TIMEOUTS,
  SECURED_FIELDS_VERSION,
  SECURED_FIELD_TYPES,
  securedFieldUrl,
};
export type { BankSecuredFieldType, CardSecuredFieldType, GiftCardSecuredFieldType, SecuredFieldType };
