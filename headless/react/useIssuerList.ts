import { useRef } from 'react';
import type { IssuerItem, IssuerListMode, IssuerListType, IssuerTermsPart } from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { merge, type Merged } from './prop-getters';
import type { UsePaymentMethodOptions } from './use-method-machine';
import { useI18n } from './useI18n';
import { METHOD_REGISTRY } from './method-registry';
import { usePaymentMethodAs, type UsePaymentMethodResult } from './usePaymentMethod';

/** Options of useIssuerList (see docs/use-issuer-list.md). */
type UseIssuerListOptions = UsePaymentMethodOptions<IssuerListType>;

/** The props of a highlighted issuer's button. */
interface IssuerButtonProps {
  type: 'button';
  'aria-pressed': boolean;
  'data-state': 'on' | 'off';
  disabled: boolean;
  onClick: () => void;
}

/** The props of a Radix `Select.Root` (or any select taking `value` / `onValueChange`). */
interface IssuerSelectProps {
  name: 'issuer';
  value: string;
  onValueChange: (value: string) => void;
  onOpenChange: (open: boolean) => void;
  required: boolean;
  disabled: boolean;
}

/** The props of the select's trigger (Radix `Select.Trigger`): id, ARIA, focus and blur. */
interface IssuerTriggerProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string;
  'aria-invalid': true | undefined;
  'aria-required': true;
  onFocus: () => void;
  onBlur: () => void;
}

/** What useIssuerList returns: usePaymentMethod's result plus the issuers and their controls. */
interface UseIssuerListResult extends UsePaymentMethodResult<IssuerListType> {
  /** Every issuer in the list's order (`disabled` ones are not selectable); empty: the method has none. */
  issuers: IssuerItem[];
  /** The highlighted issuers, shown as buttons above the list ('Popular banks'). */
  highlightedIssuers: IssuerItem[];
  /** The chosen issuer's id, or null. */
  selected: string | null;
  /** The shopper's last way of picking: the chosen issuer shows only in that control; kept for the next visit. */
  mode: IssuerListMode;
  /** The field's label ('Bank' or 'Wallet'). */
  label: string;
  /** The list's placeholder ('Select your bank' / 'Select your wallet'). */
  placeholder: string;
  /** The terms text's parts (text, and links to `termsUrls`); null without `termsUrls`. */
  terms: IssuerTermsPart[] | null;
  /** Chooses an issuer (a disabled or unknown one is ignored); `source` 'list' (default) or 'highlighted'. */
  selectIssuer: (id: string, source?: IssuerListMode) => void;
  /** Props for a highlighted issuer's button: `aria-pressed` when it holds the choice. */
  getIssuerButtonProps: <P extends object>(id: string, userProps?: P) => Merged<P, IssuerButtonProps>;
  /** Props for the select's root (Radix `Select.Root`): the value chosen from the list. */
  getIssuerSelectProps: <P extends object>(userProps?: P) => Merged<P, IssuerSelectProps>;
  /** Props for the select's trigger: named by the label, described by the error. */
  getIssuerTriggerProps: <P extends object>(userProps?: P) => Merged<P, IssuerTriggerProps>;
}

/**
 * An issuer-list method (iDEAL, online banking PL/CZ/SK/IN, wallets, BillDesk, Pay by Bank): the
 * shopper picks a bank from highlighted buttons or the list, or, with no issuers, just continues.
 * The issuers come from the checkout's payment methods (or the `issuers` option).
 */
function useIssuerList(type: IssuerListType, options: UseIssuerListOptions = {}): UseIssuerListResult {
  const checkout = useCheckoutContext('useIssuerList');
  const method = usePaymentMethodAs('useIssuerList', type, options, { registry: METHOD_REGISTRY });
  const { t } = useI18n();
  const open = useRef(false);
  const { state, definition, setField, blurField, meta } = method;
  const view = state && definition ? definition.view(state) : null;
  const terms = definition ? definition.terms(checkout.i18n, state?.options.termsUrls) : null;
  const selected = view?.selected ?? null;
  const mode = view?.mode ?? 'list';
  const busy = method.status === 'loading' || method.status === 'redirect' || method.status === 'success';
  const id = (suffix = '') => `${method.getLabelProps('issuer').htmlFor}${suffix}`;
  const selectable = (issuerId: string) =>
    view?.issuers.some((item) => item.id === issuerId && !item.disabled);
  const selectIssuer = (issuerId: string, source: IssuerListMode = 'list') => {
    if (selectable(issuerId)) setField('issuer', issuerId, source);
  };

  return {
    ...method,
    issuers: view?.issuers ?? [],
    highlightedIssuers: view?.highlightedIssuers ?? [],
    selected,
    mode,
    label: view ? t(view.labelKey) : '',
    placeholder: view ? t(view.placeholderKey) : '',
    terms,
    selectIssuer,
    getIssuerButtonProps: (issuerId, userProps) => {
      const pressed = mode === 'highlighted' && selected === issuerId;
      return merge(userProps, {
        type: 'button' as const,
        'aria-pressed': pressed,
        'data-state': pressed ? ('on' as const) : ('off' as const),
        disabled: busy || !selectable(issuerId),
        onClick: () => selectIssuer(issuerId, 'highlighted'),
      });
    },
    getIssuerSelectProps: (userProps) => {
      const { onValueChange, onOpenChange, ...others } = (userProps ?? {}) as Partial<IssuerSelectProps>;
      const user = { onValueChange, onOpenChange };
      return merge(others as typeof userProps, {
        name: 'issuer' as const,
        value: mode === 'list' ? (selected ?? '') : '',
        // Your callbacks run first (they are not events: nothing cancels ours).
        onValueChange: (value: string) => {
          user.onValueChange?.(value);
          selectIssuer(value, 'list');
        },
        // While the list is open focus is inside it: leaving the trigger then is not leaving the field.
        onOpenChange: (next: boolean) => {
          user.onOpenChange?.(next);
          open.current = next;
        },
        required: true,
        disabled: busy,
      });
    },
    getIssuerTriggerProps: (userProps) =>
      merge(userProps, {
        id: id(),
        'aria-labelledby': id('-label'),
        'aria-describedby': id('-error'),
        'aria-invalid': meta('issuer').error !== '' || undefined,
        'aria-required': true as const,
        onFocus: () => method.machine?.send({ type: 'field.focused', field: 'issuer' }),
        onBlur: () => {
          if (!open.current) blurField('issuer');
        },
      }),
  };
}

export { useIssuerList };
export type {
  IssuerButtonProps,
  IssuerSelectProps,
  IssuerTriggerProps,
  UseIssuerListOptions,
  UseIssuerListResult,
};
