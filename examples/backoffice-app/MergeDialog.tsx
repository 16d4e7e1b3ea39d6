// Merging two creators: an alert dialog that shows both creators' ids and the facts that tell them
// apart, asks which one is kept, and says plainly that the other is deleted for good.
import { useId, useState } from 'react';
import { useCreatorsBulk, useMergeCreators, type Creator } from 'headless-checkout/backoffice';
import { countryName, enumLabel, formatDate, formatNumber, languageName } from './display';
import { ConfirmAction, ErrorLine } from './ui';

/** "Zoe Adams (cr_00042)": a name and the id that tells it from its namesakes. */
const named = (name: string, id: string) => `${name} (${id})`;

/** The facts that tell two creators apart, in staff words. */
function factsOf(creator: Creator): [string, string][] {
  const channels = creator.channels ?? [];
  const followers = channels.reduce((sum, channel) => sum + channel.followers, 0);
  return [
    ['Id', creator.id],
    ['Email', creator.email ?? '—'],
    ['Country', countryName(creator.country)],
    ['Languages', creator.languages.map((code) => languageName(code)).join(', ') || '—'],
    [
      'Channels',
      channels.map((channel) => `${enumLabel('platform', channel.platform)} ${channel.handle}`).join(', ') ||
        '—',
    ],
    ['Followers', formatNumber(followers)],
    ['Agency', creator.agency?.agencyName ?? '—'],
    ['Created', formatDate(creator.createdAt)],
    ['Blocked', creator.blocked ? 'Yes' : 'No'],
  ];
}

/** One creator of the pair: the choice to keep it, and its facts (the choice's description). */
function Candidate({
  id,
  name,
  creator,
  kept,
  chosen,
  onChoose,
  group,
}: {
  id: string;
  name: string;
  creator: Creator | undefined;
  kept: boolean;
  chosen: boolean;
  onChoose: () => void;
  group: string;
}) {
  const factsId = useId();
  const inputId = useId();
  return (
    <div className="bo-merge-candidate" data-state={chosen ? (kept ? 'kept' : 'deleted') : 'open'}>
      <div className="bo-row">
        <input
          type="radio"
          id={inputId}
          name={group}
          checked={kept}
          onChange={onChoose}
          aria-describedby={factsId}
        />
        <label htmlFor={inputId}>Keep {named(name, id)}</label>
        {chosen && (
          <span className={kept ? 'bo-tag' : 'bo-tag bo-tag--danger'}>{kept ? 'Kept' : 'Deleted'}</span>
        )}
      </div>
      {creator ? (
        <dl className="bo-facts" id={factsId}>
          {factsOf(creator).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="bo-muted" id={factsId}>
          Id {id}. Loading the creator's facts…
        </p>
      )}
    </div>
  );
}

function Merge({ creators, onDone }: { creators: [string, string][]; onDone: (message: string) => void }) {
  const merge = useMergeCreators();
  const [open, setOpen] = useState(false);
  const [targetId, setTargetId] = useState('');
  const group = useId();
  const pair = creators.length === 2 ? creators : [];
  const details = useCreatorsBulk(
    pair.map(([id]) => id),
    ['channels', 'agency'],
    { enabled: open && pair.length === 2 },
  );
  const byId = new Map((details.data ?? []).map((creator) => [creator.id, creator]));
  const target = pair.find(([id]) => id === targetId);
  const source = pair.find(([id]) => id !== targetId);
  const chosen = Boolean(target && source);
  return (
    <ConfirmAction
      className="bo-button"
      trigger="Merge two…"
      disabled={pair.length !== 2}
      title="Merge two creators"
      description="Choose the creator to keep. The other creator is deleted: its channels, payments, labels, notes, programs and socials move to the kept one, and its own name, country and details are lost. A merge cannot be undone."
      confirm={
        target && source
          ? `Delete ${source[0]} and merge it into ${target[0]}`
          : 'Choose the creator to keep first'
      }
      confirmDisabled={!chosen}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setTargetId('');
          merge.reset();
        }
      }}
      onConfirm={() =>
        target && source
          ? merge
              .mutateAsync({ body: { sourceId: source[0], targetId: target[0] } })
              .then(() => onDone(`Merged ${named(source[1], source[0])} into ${named(target[1], target[0])}`))
          : undefined
      }
    >
      <fieldset className="bo-merge">
        <legend>Which creator is kept?</legend>
        {pair.map(([id, name]) => (
          <Candidate
            key={id}
            id={id}
            name={name}
            creator={byId.get(id)}
            kept={id === targetId}
            chosen={chosen}
            onChoose={() => setTargetId(id)}
            group={group}
          />
        ))}
      </fieldset>
      {target && source && (
        <p className="bo-merge-summary">
          <strong>Kept:</strong> {named(target[1], target[0])}. <strong>Deleted for good:</strong>{' '}
          {named(source[1], source[0])}.
        </p>
      )}
      <ErrorLine error={details.error ?? merge.error} />
    </ConfirmAction>
  );
}

export { Merge };
