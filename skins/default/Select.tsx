import { lazy, Suspense } from 'react';
import type { SelectProps } from './select-parts';
import { SelectStandIn, useEarlyUse } from './SelectStandIn';

/**
 * Radix Select and what it needs (floating-ui, focus and scroll management): a part of a form that
 * options or the payment service switch on (the billing address, installments, a bank list), so
 * it loads with the first select a form shows, not with every card page.
 */
const SelectView = lazy(() => import('./SelectView').then((module) => ({ default: module.SelectView })));

/**
 * A select styled by the skin, built on Radix Select: a combobox trigger named by `labelId` (point
 * a `<label>` at `id` too), its listbox in a portal inside the skin's root so the theme tokens
 * apply, the locale's direction, keyboard use, `data-state` and `data-invalid` for styling. Radix's
 * code loads with the first select shown; until then (and on the server) the same trigger shows.
 */
function Select(props: SelectProps) {
  const [early, keep] = useEarlyUse({ focused: props.autoFocus ?? false, open: props.defaultOpen ?? false });
  return (
    <Suspense fallback={<SelectStandIn {...props} early={keep} />}>
      <SelectView {...props} defaultOpen={early.open} autoFocus={early.focused || early.open} />
    </Suspense>
  );
}

export { Select };
export type { SelectOption, SelectProps } from './select-parts';
