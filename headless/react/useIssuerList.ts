import type { IssuerListMode, IssuerListType, IssuerTermsPart } from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import type { Merged } from './prop-getters';
import type { FieldSelectProps, FieldTriggerProps, OptionButtonProps } from './select-field-props';
import type { UsePaymentMethodOptions } from './method-hook.types';
import { useLoadedMethod, type UsePaymentMethodResult } from './usePaymentMethod';

/** Options of useIssuerList (see docs/use-issuer-list.md). */
type UseIssuerListOptions = UsePaymentMethodOptions<IssuerListType>;

/** The props of a highlighted issuer's button. */
type IssuerButtonProps = OptionButtonProps;
/** The props of a Radix `Select.Root` (or any select taking `value` / `onValueChange`). */
type IssuerSelectProps = FieldSelectProps;
/** The props of the select's trigger (Radix `Select.Trigger`): id, ARIA, focus and blur. */
type IssuerTriggerProps = FieldTriggerProps;

/**
 * What useIssuerList returns: usePaymentMethod's result (the issuers, the highlighted ones, the
 * choice and how it was made, the label and placeholder keys in `view`), the terms, and the
 * issuer field's getters.
 */
interface UseIssuerListResult extends UsePaymentMethodResult<IssuerListType> {
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
 * method hook under its name, with the issuer field's getters named for it. The shopper picks a
 * bank from highlighted buttons or the list, or, with no issuers, just continues. The issuers come
 * from the checkout's payment methods (or the `issuers` option).
 */
function useIssuerList(type: IssuerListType, options: UseIssuerListOptions = {}): UseIssuerListResult {
  const checkout = useCheckoutContext('useIssuerList');
  const method = useLoadedMethod('useIssuerList', type, options);
  const { definition, state } = method;
  return {
    ...method,
    terms: definition ? definition.terms(checkout.i18n, state?.options.termsUrls) : null,
    selectIssuer: (id, source) => method.selectOption('issuer', id, source),
    getIssuerButtonProps: (id, userProps) => method.getOptionButtonProps('issuer', id, userProps),
    getIssuerSelectProps: (userProps) => method.getSelectProps('issuer', userProps) as never,
    getIssuerTriggerProps: (userProps) => method.getSelectTriggerProps('issuer', userProps),
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
