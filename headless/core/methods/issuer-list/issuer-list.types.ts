import type { I18n } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/messages';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodDefinition,
  PaymentMethodState,
} from '../payment-method.types';

/** The issuer-list methods: the shopper picks a bank (or wallet), or, with no issuers, just continues. */
const ISSUER_LIST_TYPES = [
  'ideal',
  'onlineBanking_PL',
  'onlineBanking_CZ',
  'onlineBanking_SK',
  'onlinebanking_IN',
  'wallet_IN',
  'billdesk_online',
  'billdesk_wallet',
  'paybybank',
] as const;

/** An issuer-list method's type. */
type IssuerListType = (typeof ISSUER_LIST_TYPES)[number];

/** Whether a payment-service type is an issuer-list method (the drop-in renders it with the issuer list). */
function isIssuerListType(type: string): type is IssuerListType {
  return (ISSUER_LIST_TYPES as readonly string[]).includes(type);
}

/** An issuer (spec section 3: item id, name, icon). */
interface Issuer {
  /** The id the payment sends as `paymentMethod.issuer`. */
  id: string;
  /** The name the shopper reads. */
  name: string;
  /** Not selectable now (the bank is offline). */
  disabled?: boolean | undefined;
  /** A logo's URL. */
  icon?: string | undefined;
}

/** Options of an issuer-list method. */
interface IssuerListOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: IssuerListType;
  /** The issuers to offer; by default the method's entry in the checkout's payment methods. */
  issuers?: readonly Issuer[] | undefined;
  /** Ids of issuers shown as buttons above the list ('Popular banks'), in this order. */
  highlightedIssuers?: readonly string[] | undefined;
  /** The terms' addresses: one per `<link>` of the 'issuerList.terms' text (IMPLEMENTATION_ERROR otherwise). */
  termsUrls?: readonly string[] | undefined;
  /** The method's name ('Continue to {name}'); by default the payment methods' name for it. */
  name?: string | undefined;
}

/** How the shopper picked (or will pick) the issuer: a highlighted button, or the list. */
type IssuerListMode = 'highlighted' | 'list';

/** An issuer as the form shows it. */
interface IssuerItem extends Issuer {
  /** Not selectable now. */
  disabled: boolean;
  /** Shown as a button above the list. */
  highlighted: boolean;
}

/** What an issuer-list form shows, derived from its state. */
interface IssuerListView {
  /** Every issuer, in the list's order. */
  issuers: IssuerItem[];
  /** The highlighted issuers, in the order of `highlightedIssuers`. */
  highlightedIssuers: IssuerItem[];
  /** The chosen issuer's id, or null. */
  selected: string | null;
  /** The shopper's last way of picking; the chosen issuer shows only in that control. */
  mode: IssuerListMode;
  /** The field's label: 'issuerList.bank' or 'issuerList.wallet'. */
  labelKey: MessageKey;
  /** The list's placeholder: 'issuerList.selectBank' or 'issuerList.selectWallet'. */
  placeholderKey: MessageKey;
}

/** A part of the terms text: plain text, or a link to one of the terms' addresses. */
type IssuerTermsPart = { type: 'text'; text: string } | { type: 'link'; text: string; url: string };

/** The issuer-list definition: the method definition plus what its form shows. */
interface IssuerListDefinition extends PaymentMethodDefinition<
  IssuerListOptions,
  undefined,
  never,
  'issuer'
> {
  /** What the form shows for a state. */
  view: (state: PaymentMethodState<IssuerListOptions>) => IssuerListView;
  /**
   * The terms text ('issuerList.terms') with its `<link>`s pointing at `termsUrls` in order; null
   * without URLs or while the messages load. Throws IMPLEMENTATION_ERROR when the text's links and
   * the URLs differ in number (spec section 8).
   */
  terms: (
    i18n: Pick<I18n, 'formatRich'>,
    termsUrls: readonly string[] | undefined,
  ) => IssuerTermsPart[] | null;
}

export { ISSUER_LIST_TYPES, isIssuerListType };
export type {
  Issuer,
  IssuerItem,
  IssuerListDefinition,
  IssuerListMode,
  IssuerListOptions,
  IssuerListType,
  IssuerListView,
  IssuerTermsPart,
};
