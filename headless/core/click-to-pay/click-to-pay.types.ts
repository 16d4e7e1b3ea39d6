/**
 * Click to Pay's data (spec section 3): the schemes (visa, mc), the shopper identity, the cards of a
 * profile, the checkout result, and the part of each scheme's JavaScript SDK (spec section 7) the
 * machine calls, behind one interface so Node tests drive it with a fake scheme SDK.
 */

/** The Click to Pay schemes (spec section 9). */
type ClickToPayScheme = 'visa' | 'mc';

/** The schemes, in the order their SDKs are asked (the first to recognise or match wins). */
const CLICK_TO_PAY_SCHEMES: readonly ClickToPayScheme[] = ['visa', 'mc'];

/** The schemes' names, as the shopper reads them ('Enter the code Visa sent to …'). */
const CLICK_TO_PAY_SCHEME_NAMES: Readonly<Record<ClickToPayScheme, string>> = {
  visa: 'Visa',
  mc: 'Mastercard',
};

/** How a shopper is identified: an email address or a mobile phone number. */
type ShopperIdentityType = 'email' | 'mobilePhone';

/** The shopper identity the merchant knows, or the shopper types at login. */
interface ShopperIdentity {
  /** The email address or the mobile phone number (with its country code, e.g. +31612345678). */
  value: string;
  /** Which one `value` is. */
  type: ShopperIdentityType;
}

/** A card of the shopper's Click to Pay profile (spec section 3). */
interface ClickToPayCard {
  /** When the card was last used (ISO date), if the scheme says. */
  dateOfCardLastUsed: string | null;
  /** The card number's last four digits. */
  panLastFour: string;
  /** The scheme's id of the card. */
  srcDigitalCardId: string;
  /** The card's scheme. */
  scheme: ClickToPayScheme;
  /** The card art's URL, if any. */
  artUri: string | null;
  /** The profile's correlation id (sent with the payment). */
  srcCorrelationId: string;
  /** Visa's token id, when the card is tokenised. */
  tokenId: string | null;
  /** True when the card may not be used: status not ACTIVE, or expiry before the current month. */
  isExpired: boolean;
  /** Expiry month, two digits. */
  panExpirationMonth: string;
  /** Expiry year, four digits. */
  panExpirationYear: string;
  /** The card's name for the shopper (e.g. "Visa Gold"). */
  descriptorName: string | null;
  /** The scheme's status of the card (ACTIVE, SUSPENDED, EXPIRED…). */
  status: string;
}

/** What the payment carries of a Click to Pay checkout (spec section 3). */
type ClickToPayCheckoutResult = {
  /** The card's scheme. */
  srcScheme: ClickToPayScheme;
  /** The profile's correlation id. */
  srcCorrelationId: string;
} & (
  | { srcTokenReference: string; srcCheckoutPayload?: never; srcDigitalCardId?: never }
  | { srcCheckoutPayload: string; srcTokenReference?: never; srcDigitalCardId?: never }
  | { srcDigitalCardId: string; srcTokenReference?: never; srcCheckoutPayload?: never }
);

/** A card as a scheme's SDK lists it in a profile (`maskedCards`). */
interface SchemeMaskedCard {
  /** The scheme's id of the card. */
  srcDigitalCardId: string;
  /** Last four digits. */
  panLastFour: string;
  /** Expiry month. */
  panExpirationMonth: string;
  /** Expiry year. */
  panExpirationYear: string;
  /** When it was last used (ISO date). */
  dateOfCardLastUsed?: string;
  /** Visa's token id of a tokenised card. */
  tokenId?: string;
  /** The card's display data. */
  digitalCardData: {
    /** ACTIVE, SUSPENDED, EXPIRED… */
    status: string;
    /** Card art. */
    artUri?: string;
    /** Display name. */
    descriptorName?: string;
  };
}

/** What `getSrcProfile` answers. */
interface SchemeProfileAnswer {
  /** The shopper's profiles, each with its cards. */
  profiles: ReadonlyArray<{ maskedCards: readonly SchemeMaskedCard[] }>;
  /** The correlation id of this session with the scheme. */
  srcCorrelationId: string;
}

/** What `checkout` answers. */
interface SchemeCheckoutAnswer {
  /** COMPLETE when the shopper confirmed; CANCEL, CHANGE_CARD, SWITCH_CONSUMER, ERROR… otherwise. */
  dcfActionCode: string;
  /** The encrypted payload of a card paid without a token (Visa). */
  encryptedPayload?: string;
}

/** The initialisation a scheme's SDK gets (the merchant's ids, the amount, the locale). */
interface SchemeInitParams {
  /** The merchant's DPA id with the scheme (visaSrciDpaId, mcDpaId). */
  srciDpaId: string;
  /** The initiator id (visaSrcInitiatorId, mcSrcClientId). */
  srcInitiatorId: string;
  /** A transaction id shared by the schemes for this checkout. */
  srciTransactionId: string;
  /** The DPA's transaction options: amount, currency, locale. */
  dpaTransactionOptions: {
    /** The amount, in major units as a string (e.g. "120.00"). */
    transactionAmount?: { transactionAmount: string; transactionCurrencyCode: string };
    /** The shopper's locale, e.g. en_US. */
    dpaLocale: string;
  };
}

/**
 * One scheme's SDK, adapted to one shape (the Visa and Mastercard SDKs differ in names and
 * answers; `click-to-pay.sdk.ts` adapts them). Calls reject with the scheme's error, whose
 * `reason` the machine reads.
 */
interface ClickToPaySchemeSdk {
  /** The scheme. */
  scheme: ClickToPayScheme;
  /** Initialises the SDK for this checkout. */
  init: (params: SchemeInitParams) => Promise<void>;
  /** Whether this browser is recognised, with the id tokens of the recognised shopper. */
  isRecognized: () => Promise<{ recognized: boolean; idTokens?: readonly string[] }>;
  /** Whether the identity is enrolled with the scheme. */
  identityLookup: (identity: ShopperIdentity) => Promise<{ consumerPresent: boolean }>;
  /** Sends a one-time password to the identity looked up last; answers where it went. */
  initiateIdentityValidation: () => Promise<{ maskedValidationChannel?: string }>;
  /** Checks the one-time password; answers the shopper's id token. */
  completeIdentityValidation: (otp: string) => Promise<{ idToken: string }>;
  /** The shopper's profile and cards. */
  getSrcProfile: (idTokens: readonly string[]) => Promise<SchemeProfileAnswer>;
  /** Pays with a card through the scheme's checkout (DCF). */
  checkout: (params: { srcDigitalCardId: string; srcCorrelationId: string }) => Promise<SchemeCheckoutAnswer>;
  /** Forgets this browser (the shopper's 'not you'). */
  unbindAppInstance: () => Promise<void>;
}

export { CLICK_TO_PAY_SCHEMES, CLICK_TO_PAY_SCHEME_NAMES };
export type {
  ClickToPayCard,
  ClickToPayCheckoutResult,
  ClickToPayScheme,
  ClickToPaySchemeSdk,
  SchemeCheckoutAnswer,
  SchemeInitParams,
  SchemeMaskedCard,
  SchemeProfileAnswer,
  ShopperIdentity,
  ShopperIdentityType,
};
