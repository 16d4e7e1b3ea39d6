// One creator with every part, its edit form, block/unblock, labels and notes.
import { CREATOR_PARTS, useCreator } from 'headless-checkout/backoffice';
import { BlockCreator, EditCreator } from './CreatorEdit';
import { Labels } from './Labels';
import { Notes } from './Notes';
import { href } from './router';
import { ErrorLine, Facts, Panel, Status, Table, dateTime } from './ui';

function CreatorScreen({ id }: { id: string }) {
  const creator = useCreator(id, [...CREATOR_PARTS]);
  const data = creator.data;
  if (!data)
    return (
      <>
        <h1>Creator {id}</h1>
        {creator.isPending && <Status>Loading the creator…</Status>}
        <ErrorLine error={creator.error} />
      </>
    );
  return (
    <>
      <p>
        <a href={href('creators')}>← Back to the search</a>
      </p>
      <h1>
        {data.name} {data.blocked && <span className="bo-tag bo-tag--danger">blocked</span>}
      </h1>
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
              of={{
                id: data.id,
                email: data.email,
                country: data.country,
                languages: data.languages,
                primaryManagerId: data.primaryManagerId,
                created: dateTime(data.createdAt),
                updated: dateTime(data.updatedAt),
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
            <Facts of={data.agency} />
          </Panel>
          <Panel title="Contact">
            <Facts of={data.contact} />
          </Panel>
          <Panel title="Outreach">
            <Facts of={data.outreach} />
          </Panel>
          <Panel title="SE relationship">
            <Facts of={data.seRelationship} />
          </Panel>
          <Panel title="SE features">
            <Table caption="Features" rows={data.seFeatures} columns={['type', 'state']} />
          </Panel>
          <Panel title="Creator programs">
            <Table
              caption="Programs"
              rows={data.seCreatorPrograms}
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
  );
}

export { CreatorScreen };
