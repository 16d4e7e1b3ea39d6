// One creator with every part, its edit form, block/unblock, labels and notes.
import { CREATOR_PARTS, useCreator } from 'headless-checkout/backoffice';
import { BlockCreator, EditCreator } from './CreatorEdit';
import { Labels } from './Labels';
import { enumLabel } from './display';
import { Notes } from './Notes';
import { useManagerNames } from './people';
import { href } from './router';
import { ErrorLine, Facts, Panel, ScreenHeading, Status, Table } from './ui';

function CreatorScreen({ id }: { id: string }) {
  const creator = useCreator(id, [...CREATOR_PARTS]);
  const people = useManagerNames();
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
            <a className="bo-button" href={href('creators', id, 'payments')}>
              Payments
            </a>
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
              <Panel title="Channels">
                <Table
                  caption="Channels"
                  rows={data.channels}
                  columns={['platform', 'handle', 'followers', 'url']}
                />
              </Panel>
              <Panel title="Socials">
                <Table caption="Socials" rows={data.socials} columns={['platform', 'handle', 'url']} />
              </Panel>
              <Panel title="Agency">
                <Facts
                  of={data.agency && { agencyName: data.agency.agencyName, agentName: data.agency.agentName }}
                />
              </Panel>
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
              <Panel title="Creator programs">
                <Table
                  caption="Programs"
                  rows={data.seCreatorPrograms?.map((program) => ({
                    ...program,
                    status: enumLabel('programStatus', program.status),
                  }))}
                  columns={['name', 'status', 'joinedAt']}
                />
              </Panel>
              <Panel title="SP stats">
                <Facts of={data.spStats} />
              </Panel>
            </div>
            <Notes creatorId={id} />
          </div>
        </>
      )}
    </>
  );
}

export { CreatorScreen };
