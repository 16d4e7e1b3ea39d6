// One creator with every part, its edit form, block/unblock, labels, channels, socials, agency,
// programs and notes.
import { CREATOR_PARTS, useCreator } from 'headless-checkout/backoffice';
import { Channels } from './Channels';
import { BlockCreator, EditCreator } from './CreatorEdit';
import { Labels } from './Labels';
import { History } from './History';
import { Notes } from './Notes';
import { useManagerNames } from './people';
import { CreatorAgency, CreatorPrograms } from './Programs';
import { href } from './router';
import { useUser } from './session';
import { Socials } from './Socials';
import { ErrorLine, Facts, Panel, ScreenHeading, Status, Table } from './ui';

function CreatorScreen({ id }: { id: string }) {
  const creator = useCreator(id, [...CREATOR_PARTS]);
  const people = useManagerNames();
  const user = useUser();
  const data = creator.data;
  // One heading element in every state, so the focus it gets on arrival stays when the data comes.
  return (
    <>
      <p>
        <a href={href('creators')}>← Back to the search</a>
      </p>
      <ScreenHeading title={data ? data.name : 'Creator'}>
        {data ? data.name : 'Creator'}{' '}
        {data?.blocked && <span className="bo-tag bo-tag--danger">Blocked</span>}
      </ScreenHeading>
      {!data && creator.isPending && <Status>Loading the creator…</Status>}
      <ErrorLine error={creator.error} />
      {data && (
        <>
          <div className="bo-row">
            <EditCreator creator={data} />
            <BlockCreator creator={data} />
            {/* Payments need the finance group: others would only meet the Forbidden page. */}
            {user?.groups.includes('finance') && (
              <a className="bo-button" href={href('creators', id, 'payments')}>
                Payments
              </a>
            )}
          </div>
          <div className="bo-columns">
            <div>
              <Panel title="Profile">
                <Facts
                  people={people}
                  of={{
                    id: data.id,
                    email: data.email,
                    country: data.country,
                    languages: data.languages,
                    primaryManagerId: data.primaryManagerId,
                    createdAt: data.createdAt,
                    updatedAt: data.updatedAt,
                  }}
                />
              </Panel>
              <Panel title="Details">
                <Facts of={data.details} />
              </Panel>
              <Labels creatorId={id} labels={data.labels ?? []} />
              <Channels channels={data.channels} />
              <Socials owner="creator" ownerId={id} ownerName={data.name} socials={data.socials} />
              <CreatorAgency creator={data} />
              <Panel title="Contact">
                <Facts of={data.contact} />
              </Panel>
              <Panel title="Outreach">
                <Facts of={data.outreach} />
              </Panel>
              <Panel title="SE relationship">
                <Facts of={data.seRelationship} people={people} />
              </Panel>
              <Panel title="SE features">
                <Table caption="Features" rows={data.seFeatures} columns={['type', 'state']} />
              </Panel>
              <CreatorPrograms creatorId={id} programs={data.seCreatorPrograms ?? []} />
              <Panel title="SP stats">
                <Facts of={data.spStats} />
              </Panel>
            </div>
            <Notes creatorId={id} />
            <History refId={id} />
          </div>
        </>
      )}
    </>
  );
}

export { CreatorScreen };
