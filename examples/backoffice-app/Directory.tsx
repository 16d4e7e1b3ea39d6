// Agencies (with their agents), agents, managers and teams; each created, changed and deleted here
// (DirectoryEdit.tsx).
import { useState } from 'react';
import {
  useAgencies,
  useAgency,
  useAgents,
  useBackofficeQuery,
  useManagers,
  useTeams,
} from 'headless-checkout/backoffice';
import {
  AgencyActions,
  AgentActions,
  ManagerActions,
  NewAgency,
  NewManager,
  NewTeam,
  TeamActions,
} from './DirectoryEdit';
import { RecordLink } from './DirectoryRecord';
import { countryName, enumLabel, formatNumber } from './display';
import { useManagerNames } from './people';
import { href } from './router';
import { AgencyCreators, DirectoryFigures } from './Stats';
import { FindBox, PagedList, loaded, useFind } from './lists';
import { Disclosure, ErrorLine, Panel, ScreenHeading, Status, Table } from './ui';

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
      <Table
        caption="Agents"
        rows={agency.data?.agents}
        columns={['name', 'email', 'phone']}
        actions={(agent) => <AgentActions agent={agent} />}
      />
    </>
  );
}

function Agencies() {
  // Agencies whose name contains the words found (a new agency is found by its name at once).
  const find = useFind();
  const agencies = useAgencies({
    ...PAGE,
    withStats: true,
    ...(find.find
      ? { filtersjson: { queryOp: 'AND', filters: [{ field: 'name', op: 'contains', value: find.find }] } }
      : {}),
  });
  const [open, setOpen] = useState<string | null>(null);
  const { items, total } = loaded(agencies);
  return (
    <Panel title={`Agencies (${total ?? '…'})`}>
      <div className="bo-row">
        <FindBox label="Agency name contains" name="Agencies" state={find} />
        <NewAgency onCreated={(agency) => find.show(agency.name)} />
      </div>
      <PagedList query={agencies} more="More agencies">
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
              <RecordLink tab="agencies" id={agency.id} name={agency.name} />
              <AgencyActions agency={agency} />
              {open === agency.id && <AgencyAgents id={agency.id} />}
              {open === agency.id && <AgencyCreators id={agency.id} name={agency.name} />}
            </li>
          ))}
        </ul>
      </PagedList>
    </Panel>
  );
}

function Agents() {
  const agents = useAgents({ ...PAGE, withStats: true });
  const { items, total } = loaded(agents);
  // The agencies' names, not their ids: one bulk read for the agencies of the loaded agents.
  const agencyIds = [...new Set(items.map((agent) => agent.agencyId))].sort();
  const agencies = useBackofficeQuery(
    'agencies.bulk',
    { query: { ids: agencyIds } },
    { enabled: agencyIds.length > 0, staleTime: 5 * 60_000 },
  );
  const names = new Map(agencies.data?.map((agency) => [agency.id, agency.name]));
  const byId = new Map(items.map((agent) => [agent.id, agent]));
  const rows = items.map((agent) => ({
    ...agent,
    agency: names.get(agent.agencyId) ?? (agencies.isPending ? 'Loading…' : 'Unknown agency'),
    creators: agent.stats?.creators ?? 0,
  }));
  return (
    <Panel title={`Agents (${total ?? '…'})`}>
      <PagedList query={agents} more="More agents">
        <Table
          caption="Agents"
          rows={rows}
          columns={['name', 'email', 'phone', 'agency', 'creators']}
          actions={(row) => (
            <>
              <RecordLink tab="agents" id={row.id} name={row.name} />{' '}
              <AgentActions agent={byId.get(row.id)!} />
            </>
          )}
        />
      </PagedList>
    </Panel>
  );
}

function Managers() {
  const managers = useManagers({ ...PAGE, parts: ['team', 'stats'] });
  const { items, total } = loaded(managers);
  const byId = new Map(items.map((manager) => [manager.id, manager]));
  const rows = items.map((manager) => ({
    ...manager,
    team: manager.team?.name ?? null,
    creators: manager.stats?.creators ?? 0,
  }));
  return (
    <Panel title={`Managers (${total ?? '…'})`}>
      <NewManager />
      <PagedList query={managers} more="More managers">
        <Table
          caption="Managers"
          rows={managers.data && rows}
          columns={['name', 'email', 'role', 'team', 'creators']}
          actions={(row) => (
            <>
              <RecordLink tab="managers" id={row.id} name={row.name} />{' '}
              <ManagerActions manager={byId.get(row.id)!} />
            </>
          )}
        />
      </PagedList>
    </Panel>
  );
}

function Teams() {
  const teams = useTeams();
  const people = useManagerNames();
  return (
    <Panel title={`Teams (${teams.data?.length ?? '…'})`}>
      <NewTeam />
      <ErrorLine error={teams.error} />
      <Table
        caption="Teams"
        rows={teams.data}
        columns={['name', 'role', 'managerCount', 'leadManagerId']}
        people={people}
        actions={(team) => <TeamActions team={team} />}
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
      <DirectoryFigures tab={tab} />
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
