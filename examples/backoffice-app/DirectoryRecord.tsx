// One agency, agent or manager of the directory (#/directory/agencies/ag_00001): its facts and its
// socials (the shared Socials panel, driven by the owner kind).
import { useBackofficeQuery, type Social, type SocialOwner } from 'headless-checkout/backoffice';
import { href } from './router';
import { Socials } from './Socials';
import { ErrorLine, Facts, Panel, ScreenHeading, Status } from './ui';

/** The directory tabs that have a page per record, and what their records are. */
const RECORD_KINDS = {
  agencies: { owner: 'agency', word: 'Agency', tab: 'Agencies' },
  agents: { owner: 'agent', word: 'Agent', tab: 'Agents' },
  managers: { owner: 'manager', word: 'Manager', tab: 'Managers' },
} as const satisfies Record<string, { owner: SocialOwner; word: string; tab: string }>;
type RecordTab = keyof typeof RECORD_KINDS;

/** A link to a record's page, named after the record ("Details of Nova Agency"). */
function RecordLink({ tab, id, name }: { tab: RecordTab; id: string; name: string }) {
  return (
    <a href={href('directory', tab, id)}>
      Details<span className="bo-visually-hidden"> of {name}</span>
    </a>
  );
}

interface Loaded {
  data: { id: string; name: string; socials?: Social[] | undefined } | undefined;
  facts: Record<string, unknown> | undefined;
  isPending: boolean;
  error: Error | null;
}

function RecordView({ tab, id, record }: { tab: RecordTab; id: string; record: Loaded }) {
  const kind = RECORD_KINDS[tab];
  const title = record.data?.name ?? kind.word;
  return (
    <>
      <p>
        <a href={href('directory', tab)}>← Back to the {kind.tab.toLowerCase()}</a>
      </p>
      <ScreenHeading title={`${title} · ${kind.word}`}>{title}</ScreenHeading>
      {!record.data && record.isPending && <Status>Loading the {kind.word.toLowerCase()}…</Status>}
      <ErrorLine error={record.error} />
      {record.data && (
        <>
          <Panel title={kind.word}>
            <Facts of={record.facts} />
          </Panel>
          <Socials
            owner={kind.owner}
            ownerId={id}
            ownerName={record.data.name}
            socials={record.data.socials}
          />
        </>
      )}
    </>
  );
}

const PARTS = { parts: ['socials' as const] };

function AgencyRecord({ id }: { id: string }) {
  const query = useBackofficeQuery('agencies.get', { path: { id }, query: PARTS });
  const data = query.data;
  const facts = data && {
    country: data.country,
    contactMethod: data.contactMethod,
    contact: data.contact,
    website: data.website,
    createdAt: data.createdAt,
  };
  return <RecordView tab="agencies" id={id} record={{ ...query, data, facts }} />;
}

function AgentRecord({ id }: { id: string }) {
  const query = useBackofficeQuery('agents.get', { path: { id }, query: PARTS });
  const data = query.data;
  const facts = data && {
    email: data.email,
    phone: data.phone,
    agencyId: data.agencyId,
    createdAt: data.createdAt,
  };
  return <RecordView tab="agents" id={id} record={{ ...query, data, facts }} />;
}

function ManagerRecord({ id }: { id: string }) {
  // `managers.get` takes no parts: the managers list, filtered to this id, brings the socials.
  const query = useBackofficeQuery('managers.list', {
    query: { ...PARTS, filtersjson: { queryOp: 'AND', filters: [{ field: 'id', op: 'eq', value: id }] } },
  });
  const data = query.data?.items[0];
  const facts = data && { email: data.email, role: data.role, createdAt: data.createdAt };
  const missing = query.data && !data ? new Error(`Manager ${id} not found.`) : null;
  return (
    <RecordView tab="managers" id={id} record={{ ...query, error: query.error ?? missing, data, facts }} />
  );
}

/** The page of one directory record; an unknown tab says so. */
function DirectoryRecord({ tab, id }: { tab: string | undefined; id: string }) {
  if (tab === 'agencies') return <AgencyRecord id={id} />;
  if (tab === 'agents') return <AgentRecord id={id} />;
  if (tab === 'managers') return <ManagerRecord id={id} />;
  return (
    <>
      <ScreenHeading title="Not found">Not found</ScreenHeading>
      <p>
        There is no such page. <a href={href('directory')}>Back to the directory</a>
      </p>
    </>
  );
}

export { DirectoryRecord, RecordLink };
export type { RecordTab };
