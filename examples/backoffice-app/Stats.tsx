// The directory's figures (agencies.stats, managers.stats) in words with their units, and an
// agency's creators (agencies.creators), page after page, each linking to the creator.
import { useAgencyCreators, useAgencyStats, useManagerStats } from 'headless-checkout/backoffice';
import { countryName, enumLabel, formatNumber } from './display';
import { href } from './router';
import { ErrorLine, More, Status } from './ui';

/** "1 agency", "1,204 agencies": a count with its unit, in the staff member's locale. */
const count = (value: number, one: string, many: string) =>
  `${formatNumber(value)} ${value === 1 ? one : many}`;

function Figures({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="bo-card">
      <h2>{title}</h2>
      <ul aria-label={title}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function AgencyFigures() {
  const stats = useAgencyStats();
  if (stats.isPending) return <Status>Loading the agencies’ figures…</Status>;
  if (!stats.data) return <ErrorLine error={stats.error} />;
  const { total, withAgents, creators, byCountry } = stats.data;
  const top = [...byCountry].sort((a, b) => b.count - a.count).slice(0, 5);
  return (
    <Figures
      title="Agencies in figures"
      lines={[
        `${count(total, 'agency', 'agencies')} in all`,
        `${count(withAgents, 'agency has', 'agencies have')} agents; ${count(total - withAgents, 'has', 'have')} none`,
        `${count(creators, 'creator belongs', 'creators belong')} to an agency`,
        ...top.map((row) => `${countryName(row.country)}: ${count(row.count, 'agency', 'agencies')}`),
      ]}
    />
  );
}

function ManagerFigures() {
  const stats = useManagerStats();
  if (stats.isPending) return <Status>Loading the managers’ figures…</Status>;
  if (!stats.data) return <ErrorLine error={stats.error} />;
  const { total, byRole, creatorsWithoutManager } = stats.data;
  const roles = Object.entries(byRole).filter(([, value]) => value > 0);
  return (
    <Figures
      title="Managers in figures"
      lines={[
        `${count(total, 'manager', 'managers')} in all`,
        ...roles.map(
          ([role, value]) => `${enumLabel('managerTeamRole', role)}: ${count(value, 'manager', 'managers')}`,
        ),
        `${count(creatorsWithoutManager, 'creator has', 'creators have')} no primary manager`,
      ]}
    />
  );
}

/** The figures of a directory tab: the agencies' on Agencies, the managers' on Managers. */
function DirectoryFigures({ tab = 'agencies' }: { tab?: string }) {
  if (tab === 'agencies') return <AgencyFigures />;
  if (tab === 'managers') return <ManagerFigures />;
  return null;
}

/** The creators of one agency, 20 at a time, each a link to the creator. */
function AgencyCreators({ id, name }: { id: string; name: string }) {
  const creators = useAgencyCreators(id, { count: 20 });
  const items = creators.data?.pages.flatMap((page) => page.items) ?? [];
  const total = creators.data?.pages[0]?.total;
  return (
    <div>
      <h3>Creators of {name}</h3>
      <Status>
        {creators.isPending
          ? 'Loading creators…'
          : total !== undefined &&
            `${count(total, 'creator', 'creators')} in this agency, ${formatNumber(items.length)} shown.`}
      </Status>
      <ErrorLine error={creators.error} />
      {items.length > 0 && (
        <ul aria-label={`Creators of ${name}`}>
          {items.map((creator) => (
            <li key={creator.id}>
              <a href={href('creators', creator.id)}>{creator.name}</a>{' '}
              <span className="bo-muted">
                ({creator.id}) · {countryName(creator.country)}
                {creator.blocked ? ' · Blocked' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <More query={creators} label="More creators of this agency" />
    </div>
  );
}

export { AgencyCreators, DirectoryFigures };
