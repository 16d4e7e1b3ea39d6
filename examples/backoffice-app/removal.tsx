// A row's removal and where its failure is read. While the row is listed, the reason is in the row's
// alert dialog (which stays open). A failed removal refreshes the list (the write's invalidation), so
// a row removed meanwhile elsewhere leaves with its dialog: then the panel says so, in words, once,
// and focus goes to the panel's heading rather than to the page.
import { useRef, useState, type ReactNode } from 'react';
import { ErrorLine, FormError } from './ui';

interface Removal {
  /** Runs the removal of row `id` (named `name`); the promise settles when the write does. */
  run: (id: string, name: string, remove: () => Promise<unknown>) => Promise<unknown>;
  /** The failure inside the row's dialog (nothing once the row has gone). */
  inDialog: ReactNode;
  /** The failure at the panel, when the row had gone already; put it in the panel with `anchor`. */
  atPanel: ReactNode;
}

function useRemoval(error: Error | null, listed: (id: string) => boolean): Removal {
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const gone = error !== null && removing !== null && !listed(removing.id);
  const run = (id: string, name: string, remove: () => Promise<unknown>) => {
    setRemoving({ id, name });
    return remove().catch((failure: unknown) => {
      // The dialog unmounted with its row: the heading of the panel takes focus.
      setTimeout(() => {
        if (document.activeElement === document.body || !document.activeElement)
          anchor.current?.closest('section')?.querySelector<HTMLElement>('h2')?.focus();
      }, 0);
      throw failure;
    });
  };
  return {
    run,
    inDialog: gone ? null : <ErrorLine error={error} />,
    atPanel: (
      <span ref={anchor}>
        {gone && <FormError message={`${removing.name} had been removed already; the list is up to date.`} />}
      </span>
    ),
  };
}

export { useRemoval };
