// Agencies (with their agents), agents, managers and teams.
import { useState } from 'react';
import {
  useAgencies,
  useAgency,
  useAgents,
  useBackofficeQuery,
  useManagers,
  useTeams,
} from 'headless-checkout/backoffice';
import { countryName, enumLabel, formatNumber } from './display';
import { useManagerNames } from './people';
import { href } from './router';
import { Disclosure, ErrorLine, More, Panel, ScreenHeading, Status, Table } from './ui';

const TABS = [
  ['agencies', 'Agencies'],
  ['agents', 'Agents'],
  ['managers', 'Managers'],
  ['teams', 'Teams'],
] as const;

const PAGE = { count: 25 };

function AgencyAgents({ id }: { id: string }) {
  const agency = useAgency(id, ['agents']);
  if (agency.isPending) return <Status>Loading agents…</Status>;
  return (
    <>
      <ErrorLine error={agency.error} />
      <Table caption="Agents" rows={agency.data?.agents} columns={['name', 'email', 'phone']} />
    </>
  );
}

function Agencies() {
  const agencies = useAgencies({ ...PAGE, withStats: true });
  const [open, setOpen] = useState<string | null>(null);
  const items = agencies.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Panel title={`Agencies (${agencies.data?.pages[0]?.total ?? '…'})`}>
      <ErrorLine error={agencies.error} />
      <ul className="bo-list">
        {items.map((agency) => (
          <li key={agency.id}>
            <Disclosure
              open={open === agency.id}
              onToggle={() => setOpen(open === agency.id ? null : agency.id)}
            >
              {agency.name}
            </Disclosure>{' '}
            <span className="bo-muted">
              {countryName(agency.country)} · {formatNumber(agency.stats?.agents ?? 0)} agents ·{' '}
              {formatNumber(agency.stats?.creators ?? 0)} creators ·{' '}
              {enumLabel('contactMethod', agency.contactMethod)}: {agency.contact}
            </span>
            {open === agency.id && <AgencyAgents id={agency.id} />}
          </li>
        ))}
      </ul>
      <More query={agencies} label="More agencies" />
    </Panel>
  );
}

function Agents() {
  const agents = useAgents({ ...PAGE, withStats: true });
  const items = agents.data?.pages.flatMap((page) => page.items) ?? [];
  // The agencies' names, not their ids: one bulk read for the agencies of the loaded agents.
  const agencyIds = [...new Set(items.map((agent) => agent.agencyId))].sort();
  const agencies = useBackofficeQuery(
    'agencies.bulk',
    { query: { ids: agencyIds } },
    { enabled: agencyIds.length > 0, staleTime: 5 * 60_000 },
  );
  const names = new Map(agencies.data?.map((agency) => [agency.id, agency.name]));
  const rows = items.map((agent) => ({
    ...agent,
    agency: names.get(agent.agencyId) ?? (agencies.isPending ? 'Loading…' : 'Unknown agency'),
    creators: agent.stats?.creators ?? 0,
  }));
  return (
    <Panel title={`Agents (${agents.data?.pages[0]?.total ?? '…'})`}>
      <ErrorLine error={agents.error} />
      <Table caption="Agents" rows={rows} columns={['name', 'email', 'phone', 'agency', 'creators']} />
      <More query={agents} label="More agents" />
    </Panel>
  );
}

function Managers() {
  const managers = useManagers({ ...PAGE, parts: ['team', 'stats'] });
  const rows = managers.data?.pages.flatMap((page) =>
    page.items.map((manager) => ({
      ...manager,
      team: manager.team?.name ?? null,
      creators: manager.stats?.creators ?? 0,
    })),
  );
  return (
    <Panel title={`Managers (${managers.data?.pages[0]?.total ?? '…'})`}>
      <ErrorLine error={managers.error} />
      <Table caption="Managers" rows={rows} columns={['name', 'email', 'role', 'team', 'creators']} />
      <More query={managers} label="More managers" />
    </Panel>
  );
}

function Teams() {
  const teams = useTeams();
  const people = useManagerNames();
  return (
    <Panel title={`Teams (${teams.data?.length ?? '…'})`}>
      <ErrorLine error={teams.error} />
      <Table
        caption="Teams"
        rows={teams.data}
        columns={['name', 'role', 'managerCount', 'leadManagerId']}
        people={people}
      />
    </Panel>
  );
}

function Directory({ tab = 'agencies' }: { tab?: string }) {
  const tabLabel = TABS.find(([route]) => route === tab)?.[1] ?? 'Agencies';
  return (
    <>
      <ScreenHeading title={`${tabLabel} · Agencies and people`}>Agencies and people</ScreenHeading>
      <nav aria-label="Directory">
        <ul className="bo-tabs">
          {TABS.map(([route, label]) => (
            <li key={route}>
              <a href={href('directory', route)} aria-current={tab === route ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'agents' ? (
        <Agents />
      ) : tab === 'managers' ? (
        <Managers />
      ) : tab === 'teams' ? (
        <Teams />
      ) : (
        <Agencies />
      )}
    </>
  );
}

export { Directory };
