import { useCallback, useEffect, useRef, useState } from 'react';
import { framesStatusOf } from 'headless-checkout/core';
import type { SecuredMethodMachine } from './method-hook.types';

/**
 * Loading a form's frames again after they failed (`csfLoadFailure`, `csfConfigFailure`): each
 * reload is a new count (the frames' effect depends on it, so it makes new frames and a new
 * connection), the form's frames back to `loading`; once they are ready, focus goes to the first.
 */
function useFramesReload(
  machine: SecuredMethodMachine | null,
  status: string,
  focusFirst: () => void,
): { reloads: number; reloadSecuredFields: () => void } {
  const [reloads, setReloads] = useState(0);
  const focusWhenReady = useRef(false);
  const focus = useRef(focusFirst);
  useEffect(() => {
    focus.current = focusFirst;
  });
  const reloadSecuredFields = useCallback(() => {
    const current = machine ? framesStatusOf(machine.getSnapshot() as never) : null;
    if (!machine || (current !== 'csfLoadFailure' && current !== 'csfConfigFailure')) return;
    focusWhenReady.current = true;
    machine.send({ type: 'securedFields.statusChanged', status: 'loading' });
    setReloads((count) => count + 1);
  }, [machine]);
  // After a reload the shopper goes on where they meant to: in the first field, once it is ready.
  useEffect(() => {
    if (!focusWhenReady.current || status === 'loading') return;
    focusWhenReady.current = false;
    if (status === 'ready') focus.current();
  }, [status]);
  return { reloads, reloadSecuredFields };
}

export { useFramesReload };
