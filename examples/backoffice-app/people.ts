// People and agencies by name: the managers' names, looked up once, for every place the API gives a
// manager's id; the names of the agencies a screen shows by id, read in one bulk call.
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

/** Agency id → name for the given ids (`GET /agencies/bulk`); undefined while it loads. */
function useAgencyNames(ids: readonly string[]): PeopleNames | undefined {
  const sorted = useMemo(() => [...new Set(ids)].sort(), [ids]);
  const agencies = useBackofficeQuery(
    'agencies.bulk',
    { query: { ids: sorted } },
    { enabled: sorted.length > 0, staleTime: 5 * 60_000 },
  );
  return useMemo(() => {
    if (sorted.length === 0) return new Map<string, string>();
    return agencies.data ? new Map(agencies.data.map((agency) => [agency.id, agency.name])) : undefined;
  }, [sorted, agencies.data]);
}

export { useAgencyNames, useManagerNames };
