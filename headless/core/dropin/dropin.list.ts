/**
 * What a drop-in lists (spec sections 1 to 3): from the payment methods (the session's setup answer
 * or the merchant's response, already normalised: stored methods only for scheme, blik, twint and
 * ach supporting Ecommerce, each with its `storedPaymentMethodId`) and the drop-in's options:
 * - the instant types (`googlepay`, `paywithgoogle`, `applepay` only, de-duplicated) the merchant
 *   names, above the 'or pay with' divider and out of the list below;
 * - the stored methods (unless `showStoredPaymentMethods: false`), then the other methods (unless
 *   `showPaymentMethods: false`);
 * - types never shown in a drop-in left out (Click to Pay runs inside the card; Android Pay and
 *   Samsung Pay have no component);
 * - a type the SDK does not know: a redirect method ('Continue to …') when its entry asks nothing,
 *   left out when it has `details` to render (reported once by the drop-in);
 * - each item's line ('Visa •••• 1111' for a stored card) and how it is drawn when open (`panel`);
 * - each item's options: the merchant's `paymentMethodsConfiguration` for its type (`card` for the
 *   card), the stored method it pays with; the card's brand icons (at most 4, else 3 and '+N').
 * Pure.
 */
import type { PaymentMethod, PaymentMethodsResponse, StoredPaymentMethod } from '../checkout/payment-methods';
import { DEFAULT_CARD_BRANDS, getVisibleBrandIcons } from '../validation/card-brand-info';

/** The types a drop-in may show above its divider, as instant payments. */
const INSTANT_PAYMENT_TYPES: readonly string[] = ['googlepay', 'paywithgoogle', 'applepay'];

/** Types a drop-in never lists. */
const NEVER_IN_DROPIN: readonly string[] = ['androidpay', 'samsungpay', 'clicktopay'];

/** Where an item sits. */
type DropinItemKind = 'instant' | 'stored' | 'method';

/**
 * How an open item is drawn: the card form ('card'), the provider's own buttons drawn by its
 * script into the page's containers ('provider': PayPal, Amazon Pay), or the method's form from its
 * definition's layout ('form': every other method, a gift card with its balance).
 */
type DropinPanel = 'card' | 'provider' | 'form';

/** The types whose open item is the provider's own buttons. */
const PROVIDER_PANELS: readonly string[] = ['paypal', 'amazonpay'];

/** How a type's open item is drawn. */
const panelOf = (type: string): DropinPanel =>
  type === 'scheme' ? 'card' : PROVIDER_PANELS.includes(type) ? 'provider' : 'form';

/** One entry of the drop-in's list. */
interface DropinItem {
  /** Unique in the list: `instant:googlepay`, `stored:<id>`, `method:giftcard:1`. */
  key: string;
  /** Above the divider, a stored method, or a method of the list. */
  kind: DropinItemKind;
  /** The payment method's type (the definition that pays). */
  type: string;
  /** Its name: the entry's, else the type. */
  name: string;
  /** Its line in the list: the name, and a stored method's last four digits ('Visa •••• 1111'). */
  label: string;
  /** How it is drawn when open. */
  panel: DropinPanel;
  /** The entry of the payment methods (a stored one for a stored item). */
  paymentMethod: PaymentMethod | StoredPaymentMethod;
  /** The options its method is made with: the merchant's for the type, and the stored method. */
  options: Record<string, unknown>;
  /** The card's brand icons (at most 4, else 3 and `more`; a stored card's own brand); null for other methods. */
  brandIcons: { visible: string[]; more: number } | null;
  /** True for a type the SDK does not know: paid by redirect. */
  fallback: boolean;
}

/** The drop-in's list. */
interface DropinList {
  /** Above the 'or pay with' divider. */
  instant: DropinItem[];
  /** The stored methods. */
  stored: DropinItem[];
  /** The other methods. */
  methods: DropinItem[];
  /** Entries left out because the SDK cannot render them (an unknown type with details): report them once. */
  unrenderable: string[];
}

/** What the list reads of the drop-in's options. */
interface DropinListOptions {
  /** The instant types to show above the divider (only googlepay, paywithgoogle and applepay count). */
  instantPaymentTypes?: readonly string[] | undefined;
  /** Whether stored methods are listed (default true). */
  showStoredPaymentMethods?: boolean | undefined;
  /** Whether the other methods are listed (default true). */
  showPaymentMethods?: boolean | undefined;
  /** Options per type (`card` for the card; a `scheme` key is refused by the checkout's check). */
  paymentMethodsConfiguration?: Readonly<Record<string, Record<string, unknown> | undefined>> | undefined;
}

/** The merchant's configuration key of a type: `card` for the card. */
const configurationKeyOf = (type: string) => (type === 'scheme' ? 'card' : type);

/** Whether an entry asks fields the SDK cannot draw (the payment methods' `details`). */
const hasDetails = (entry: PaymentMethod) => Array.isArray(entry['details']) && entry['details'].length > 0;

/**
 * The list of a drop-in (`isKnown`: whether the SDK has a definition for a type, the registry's
 * `isKnownPaymentMethodType`).
 */
function dropinListOf(
  response: PaymentMethodsResponse,
  options: DropinListOptions,
  isKnown: (type: string) => boolean,
): DropinList {
  const configured = (type: string) => options.paymentMethodsConfiguration?.[configurationKeyOf(type)] ?? {};
  // A stored card shows its own brand; the card item the brands it takes (at most 4, else 3 and '+N').
  const brandIcons = (kind: DropinItemKind, entry: PaymentMethod) => {
    if (entry.type !== 'scheme') return null;
    if (kind !== 'stored') return getVisibleBrandIcons(entry.brands ?? DEFAULT_CARD_BRANDS);
    return typeof entry['brand'] === 'string' ? { visible: [entry['brand']], more: 0 } : null;
  };
  const item = (
    kind: DropinItemKind,
    key: string,
    entry: PaymentMethod,
    own: Record<string, unknown>,
  ): DropinItem => {
    const name = typeof entry.name === 'string' && entry.name ? entry.name : entry.type;
    const lastFour = kind === 'stored' ? entry['lastFour'] : undefined;
    return {
      key,
      kind,
      type: entry.type,
      name,
      label: typeof lastFour === 'string' && lastFour ? `${name} •••• ${lastFour}` : name,
      panel: panelOf(entry.type),
      paymentMethod: entry,
      options: { ...configured(entry.type), ...own },
      brandIcons: brandIcons(kind, entry),
      fallback: !isKnown(entry.type),
    };
  };

  const instantTypes = [...new Set(options.instantPaymentTypes ?? [])].filter((type) =>
    INSTANT_PAYMENT_TYPES.includes(type),
  );
  const unrenderable: string[] = [];
  const shown = response.paymentMethods.filter((entry) => {
    if (NEVER_IN_DROPIN.includes(entry.type)) return false;
    if (isKnown(entry.type) || !hasDetails(entry)) return true;
    unrenderable.push(entry.type);
    return false;
  });
  const listMethods = options.showPaymentMethods !== false;
  const instant = listMethods
    ? instantTypes.flatMap((type) => {
        const entry = shown.find((method) => method.type === type);
        return entry ? [item('instant', `instant:${type}`, entry, {})] : [];
      })
    : [];
  const counts = new Map<string, number>();
  const methods = listMethods
    ? shown
        .filter((entry) => !instantTypes.includes(entry.type))
        .map((entry) => {
          const count = counts.get(entry.type) ?? 0;
          counts.set(entry.type, count + 1);
          return item('method', `method:${entry.type}:${count}`, entry, {});
        })
    : [];
  const stored =
    options.showStoredPaymentMethods === false
      ? []
      : response.storedPaymentMethods.map((entry) =>
          item(
            'stored',
            `stored:${entry.storedPaymentMethodId}`,
            entry,
            entry.type === 'scheme'
              ? { storedPaymentMethod: entry }
              : { storedPaymentMethodId: entry.storedPaymentMethodId },
          ),
        );
  return { instant, stored, methods, unrenderable };
}

/** Every item of a list, in display order: instant, stored, then the other methods. */
function dropinItemsOf(list: DropinList): DropinItem[] {
  return [...list.instant, ...list.stored, ...list.methods];
}

export { INSTANT_PAYMENT_TYPES, NEVER_IN_DROPIN, dropinItemsOf, dropinListOf };
export type { DropinItem, DropinItemKind, DropinList, DropinListOptions, DropinPanel };
