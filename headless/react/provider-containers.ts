import { useCallback, useMemo, useRef } from 'react';

/** The elements a provider draws into (its buttons), placed by the caller through refs. */
interface ProviderContainers<Name extends string> {
  /** One ref per container, stable across renders. */
  refs: Record<Name, (element: HTMLElement | null) => void>;
  /** The element placed for a container now (what the core's effects draw into); undefined when none. */
  container: (name: string) => HTMLElement | undefined;
}

/** The containers a provider's buttons are drawn into (PayPal's, Amazon Pay's), by name. */
function useProviderContainers<Name extends string>(names: readonly Name[]): ProviderContainers<Name> {
  const elements = useRef(new Map<string, HTMLElement>());
  const key = names.join(' ');
  const refs = useMemo(
    () =>
      Object.fromEntries(
        key.split(' ').map((name) => [
          name,
          (element: HTMLElement | null) => {
            if (element) elements.current.set(name, element);
            else elements.current.delete(name);
          },
        ]),
      ) as Record<Name, (element: HTMLElement | null) => void>,
    [key],
  );
  const container = useCallback((name: string) => elements.current.get(name), []);
  return { refs, container };
}

export { useProviderContainers };
export type { ProviderContainers };
