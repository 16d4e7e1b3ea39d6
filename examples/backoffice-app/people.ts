// People by name: the managers' names, looked up once, for every place the API gives a manager's id.
import { useMemo } from 'react';
import { useBackofficeQuery } from 'headless-checkout/backoffice';
import type { PeopleNames } from './display';

/** Manager id → name (`GET /managers/`); undefined while it loads. */
function useManagerNames(): PeopleNames | undefined {
  const managers = useBackofficeQuery('managers.all', {}, { staleTime: 5 * 60_000 });
  return useMemo(
    () => (managers.data ? new Map(managers.data.map((manager) => [manager.id, manager.name])) : undefined),
    [managers.data],
  );
}

export { useManagerNames };
