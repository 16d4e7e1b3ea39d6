import { createElement, useEffect, useId, useSyncExternalStore } from 'react';
import { useI18n } from 'headless-checkout';
import type { AddressFields as AddressFieldsView, AddressFieldsProps } from './AddressFields';
import type { DualBrandChoice as DualBrandChoiceView, DualBrandChoiceProps } from './DualBrandChoice';
import type { InstallmentsSelect as InstallmentsView, InstallmentsSelectProps } from './InstallmentsSelect';
import { SelectStandIn, useEarlyUse } from './SelectStandIn';

/*
 * The card form's optional parts in the skin: the billing address fields, the installments select
 * and the dual-brand choice, each a chunk of its own, loaded with the core's part (when the form's
 * state first shows it) and prefetched when the options say it will show (`card.parts`): a plain
 * card page downloads none of them. Loaded once per page and kept; a failed load is tried again
 * the next time a form needs it. A server render shows a part whose view the page preloaded
 * (`preloadCardFormParts`, on the server and before hydrating), else what shows while it loads.
 */

/** The views by part. */
interface PartViews {
  billingAddress: typeof AddressFieldsView;
  installments: typeof InstallmentsView;
  dualBrand: typeof DualBrandChoiceView;
}

/** A part of the card form the skin draws. */
type CardFormPart = keyof PartViews;

const IMPORTS: { [Part in CardFormPart]: () => Promise<PartViews[Part]> } = {
  billingAddress: () => import('./AddressFields').then((module) => module.AddressFields),
  installments: () => import('./InstallmentsSelect').then((module) => module.InstallmentsSelect),
  dualBrand: () => import('./DualBrandChoice').then((module) => module.DualBrandChoice),
};

const loaded: Partial<PartViews> = {};
const loading: Partial<Record<CardFormPart, Promise<unknown>>> = {};
const listeners = new Set<() => void>();

/** Loads a part's view (once per page; a failure is tried again on the next call). */
function loadPart<Part extends CardFormPart>(part: Part): Promise<PartViews[Part]> {
  loading[part] ??= IMPORTS[part]().then(
    (view) => {
      loaded[part] = view;
      for (const listener of listeners) listener();
      return view;
    },
    (error: unknown) => {
      delete loading[part];
      throw error;
    },
  );
  return loading[part] as Promise<PartViews[Part]>;
}

/**
 * Loads the views of the card form's optional parts (all by default), so a server render draws
 * them and the client hydrates the same: await it on the server and before hydrating, with the
 * core's parts (`loadBillingAddressPart`, `loadInstallmentsPart`).
 */
function preloadCardFormParts(
  parts: readonly CardFormPart[] = ['billingAddress', 'installments', 'dualBrand'],
): Promise<void> {
  return Promise.all(parts.map((part) => loadPart(part))).then(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * A part's view once loaded (null before); loads it while `wanted`. The view is the module's own
 * component, the same on every render (drawn with `createElement`).
 */
function usePartView<Part extends CardFormPart>(part: Part, wanted: boolean): PartViews[Part] | null {
  const get = () => loaded[part] ?? null;
  const view = useSyncExternalStore(subscribe, get, get);
  useEffect(() => {
    // A failure shows nowhere here: the core's part is the form's error; the next need tries again.
    if (wanted) loadPart(part).catch(() => undefined);
  }, [part, wanted]);
  return view;
}

/**
 * The billing address of the card form (`useAddressFields` laid out for the country), loaded with
 * the address part: shows once the form shows the address and its code has loaded.
 */
function AddressFields(props: AddressFieldsProps) {
  const { billingAddress } = props.card.parts;
  const view = usePartView('billingAddress', billingAddress.expected);
  return view && billingAddress.shown ? createElement(view, props) : null;
}

/** The dual-brand choice (a radio group), loaded when the bin lookup first answers two brands. */
function DualBrandChoice(props: DualBrandChoiceProps) {
  const view = usePartView('dualBrand', props.card.dualBrands !== null);
  return view && props.card.dualBrands ? createElement(view, props) : null;
}

/**
 * The installments select, loaded with the installments part (prefetched when the options offer
 * installments). While it loads, the same field (its label and a combobox trigger,
 * `data-state="loading"`) holds its place, on the server too, so nothing moves; a focus, a click or
 * an opening key meanwhile is kept: the select takes focus and opens once it is there.
 */
function InstallmentsSelect(props: InstallmentsSelectProps) {
  const { card, className } = props;
  const { t } = useI18n();
  const id = useId();
  const [early, keep] = useEarlyUse({ focused: false, open: false });
  const view = usePartView('installments', card.parts.installments.expected);
  if (!card.visible.installments) return null;
  if (view && card.installmentChoices.length > 0)
    return createElement(view, { ...props, defaultOpen: early.open, autoFocus: early.focused || early.open });
  return (
    <div className={className ? `hc-field ${className}` : 'hc-field'} data-field="installments">
      <div className="hc-field__header">
        <label id={`${id}-label`} htmlFor={`${id}-trigger`} className="hc-field__label">
          {t('installments')}
        </label>
      </div>
      <SelectStandIn
        id={`${id}-trigger`}
        labelId={`${id}-label`}
        placeholder={t('installments')}
        early={keep}
      />
    </div>
  );
}

export { AddressFields, DualBrandChoice, InstallmentsSelect, preloadCardFormParts };
export type { CardFormPart };
