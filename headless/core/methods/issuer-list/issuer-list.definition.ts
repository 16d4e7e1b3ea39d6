import * as v from 'valibot';
import { checkOptions } from '../options-check';
import { formValues } from '../../form/form.view';
import { CheckoutError } from '../../errors/checkout-error';
import type { FormLayout } from '../../form/form.layout';
import type { FormFields } from '../../form/form.machine';
import type { MessageKey } from '../../i18n/messages';
import type { PaymentMethodContext, PaymentMethodState } from '../payment-method.types';
import {
  ISSUER_LIST_TYPES,
  type Issuer,
  type IssuerItem,
  type IssuerListDefinition,
  type IssuerListOptions,
  type IssuerListType,
  type IssuerListView,
  type IssuerTermsPart,
} from './issuer-list.types';
import { messages } from '../../i18n/compiled/en-US.issuer-list';

/** Per type: the name shown when the payment methods give none, and whether it lists banks or wallets. */
const ISSUER_LISTS: Record<IssuerListType, { name: string; kind: 'bank' | 'wallet' }> = {
  ideal: { name: 'iDEAL', kind: 'bank' },
  onlineBanking_PL: { name: 'Online Banking PL', kind: 'bank' },
  onlineBanking_CZ: { name: 'Online Banking CZ', kind: 'bank' },
  onlineBanking_SK: { name: 'Online Banking SK', kind: 'bank' },
  onlinebanking_IN: { name: 'Online Banking India', kind: 'bank' },
  wallet_IN: { name: 'Wallets India', kind: 'wallet' },
  billdesk_online: { name: 'BillDesk Online Banking', kind: 'bank' },
  billdesk_wallet: { name: 'BillDesk Wallet', kind: 'wallet' },
  paybybank: { name: 'Pay by Bank', kind: 'bank' },
};

const KEYS = {
  bank: { label: 'issuerList.bank', placeholder: 'issuerList.selectBank' },
  wallet: { label: 'issuerList.wallet', placeholder: 'issuerList.selectWallet' },
} as const satisfies Record<string, { label: MessageKey; placeholder: MessageKey }>;

const IssuerSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: v.string(),
  disabled: v.optional(v.boolean()),
  icon: v.optional(v.string()),
});

const OptionsSchema = v.looseObject({
  issuers: v.optional(v.array(IssuerSchema)),
  highlightedIssuers: v.optional(v.array(v.string())),
  termsUrls: v.optional(v.array(v.pipe(v.string(), v.url()))),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

/** The issuers offered: the options', else the method's entry in the payment methods (malformed ones left out). */
function issuersOf(options: IssuerListOptions, context: PaymentMethodContext): Issuer[] {
  if (options.issuers) return [...options.issuers];
  const listed: unknown = context.paymentMethod?.issuers;
  return Array.isArray(listed) ? listed.filter((item): item is Issuer => v.is(IssuerSchema, item)) : [];
}

/** The method's name. */
function nameOf(options: IssuerListOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? ISSUER_LISTS[options.type].name;
}

/**
 * The form's one field, the issuer, when there are issuers: required (shown after blur or submit,
 * 'issuerList.invalid'), one of the enabled issuers; a disabled issuer is not taken at all.
 * Without issuers the form has no field and is always valid.
 */
function fields(options: IssuerListOptions, context: PaymentMethodContext): FormFields<'issuer'> {
  const issuers = issuersOf(options, context);
  if (issuers.length === 0) return {};
  const enabled = new Set(issuers.filter((issuer) => !issuer.disabled).map((issuer) => issuer.id));
  return {
    issuer: {
      schema: v.pipe(
        v.string('issuerList.invalid'),
        v.nonEmpty('issuerList.invalid'),
        v.check((id) => enabled.has(id), 'issuerList.invalid'),
      ),
      initialValue: '',
      accepts: (value) => typeof value === 'string' && enabled.has(value),
    },
  };
}

/** The terms text's parts, its `<link>`s pointing at the URLs in order. */
function terms(
  i18n: Parameters<IssuerListDefinition['terms']>[0],
  termsUrls: readonly string[] | undefined,
): IssuerTermsPart[] | null {
  if (!termsUrls || termsUrls.length === 0) return null;
  let links = 0;
  const formatted = i18n.formatRich<{ link: number; text: string }>('issuerList.terms', {
    link: (chunks) => ({
      link: links++,
      text: chunks.map((chunk) => (typeof chunk === 'string' ? chunk : chunk.text)).join(''),
    }),
  });
  // No parts at all: the messages are still loading (even an empty text has one part).
  if (formatted.length === 0) return null;
  if (links !== termsUrls.length) {
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      `The terms text 'issuerList.terms' has ${links} <link> placeholder(s) but ${termsUrls.length} termsUrls were given`,
    );
  }
  return formatted.map((part) =>
    typeof part === 'string'
      ? { type: 'text', text: part }
      : { type: 'link', text: part.text, url: termsUrls[part.link]! },
  );
}

/** The issuer-list methods (spec sections 2, 3, 5): one definition, configured per type. */
const issuerListDefinition: IssuerListDefinition = {
  types: ISSUER_LIST_TYPES,
  messages,
  check: (options) => checkOptions(OptionsSchema, options),
  fields,
  payload: (state) => {
    const { options } = state;
    const { issuer } = formValues(state);
    return {
      paymentMethod: { type: options.type, ...(typeof issuer === 'string' ? { issuer } : {}) },
      ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
    };
  },
  label: nameOf,
  // An issuer-list method pays on the bank's page: 'Continue to ING' once a bank is chosen, else
  // 'Continue to iDEAL' ('Preauthorize with …' at amount 0).
  continueTo: (state: PaymentMethodState<IssuerListOptions>) => {
    const chosen = state.fields.issuer;
    const issuer =
      chosen && chosen.errorKey === null
        ? issuersOf(state.options, state.context).find((item) => item.id === chosen.value)
        : undefined;
    return issuer?.name ?? nameOf(state.options, state.context);
  },
  remember: ['issuer'],
  needsPaymentMethods: (options) => options.issuers === undefined,
  layout: (state) => layout(issuerListDefinition.view(state), state.options.termsUrls),
  view: (state) => {
    const { options, context } = state;
    const highlightedIds = options.highlightedIssuers ?? [];
    const issuers: IssuerItem[] = issuersOf(options, context).map((issuer) => ({
      ...issuer,
      disabled: Boolean(issuer.disabled),
      highlighted: highlightedIds.includes(issuer.id),
    }));
    const highlightedIssuers = highlightedIds.flatMap((id) => issuers.filter((issuer) => issuer.id === id));
    const field = state.fields.issuer;
    const selected = field && typeof field.value === 'string' && field.value !== '' ? field.value : null;
    const source = field?.source;
    const mode =
      source === 'highlighted' || source === 'list'
        ? source
        : highlightedIssuers.length > 0
          ? 'highlighted'
          : 'list';
    const keys = KEYS[ISSUER_LISTS[options.type].kind];
    return {
      issuers,
      highlightedIssuers,
      selected,
      mode,
      labelKey: keys.label,
      placeholderKey: keys.placeholder,
    };
  },
  terms,
};

/**
 * The form as a layout: the issuer as a select of every bank (an offline one shown, not
 * selectable), the highlighted ones also as buttons; nothing to fill in without issuers (the
 * shopper just continues to the method).
 */
function layout(view: IssuerListView, termsUrls: readonly string[] | undefined): FormLayout {
  // The terms ('By continuing you agree with the <link>terms and conditions</link>'), under the list.
  const notice =
    termsUrls && termsUrls.length > 0 ? { key: 'issuerList.terms' as const, links: termsUrls } : null;
  if (view.issuers.length === 0) return notice ? [{ name: 'terms', rows: [], notice }] : [];
  const highlighted = view.highlightedIssuers.map((issuer) => issuer.id);
  return [
    {
      name: 'issuer',
      rows: [
        [
          {
            field: 'issuer',
            kind: 'select',
            labelKey: view.labelKey,
            placeholderKey: view.placeholderKey,
            options: view.issuers.map((issuer) => ({
              value: issuer.id,
              label: issuer.name,
              ...(issuer.disabled ? { disabled: true } : {}),
            })),
            ...(highlighted.length > 0
              ? { highlighted: { values: highlighted, headingKey: 'issuerList.highlighted' as const } }
              : {}),
          },
        ],
      ],
      ...(notice ? { notice } : {}),
    },
  ];
}

export { issuerListDefinition };
