// A creator's streaming channels with their figures (one read for all of them), a channel's
// features on demand, and removing a channel after confirming (and choosing whether offers go on).
import { useState } from 'react';
import { useChannel, useChannelsBulk, useDeleteChannel, type Channel } from 'headless-checkout/backoffice';
import { enumLabel } from './display';
import { useRemoval } from './removal';
import { useUser } from './session';
import { ConfirmAction, Disclosure, ErrorLine, Panel, Status, Table, useAnnounce } from './ui';

const channelWords = (channel: Pick<Channel, 'platform' | 'handle'>) =>
  `${enumLabel('platform', channel.platform)} channel ${channel.handle}`;

/** One channel's features (GET /channels/{id} with its features). */
function ChannelFeatures({ channel }: { channel: Channel }) {
  const detail = useChannel(channel.id, ['features']);
  if (detail.isPending) return <Status>Loading the features…</Status>;
  return (
    <>
      <ErrorLine error={detail.error} />
      <Table
        caption={`Features of ${channelWords(channel)}`}
        rows={detail.data?.features}
        columns={['type', 'state']}
      />
    </>
  );
}

type Removing = { remove: ReturnType<typeof useDeleteChannel>; removal: ReturnType<typeof useRemoval> };

function RemoveChannel({ channel, remove, removal }: { channel: Channel } & Removing) {
  const announce = useAnnounce();
  const [keepSendingOffers, setKeep] = useState(false);
  return (
    <ConfirmAction
      trigger="Remove"
      triggerLabel={`Remove ${channelWords(channel)}`}
      title={`Remove the ${channelWords(channel)}?`}
      description="The channel and its figures are deleted; this cannot be undone."
      confirm="Remove channel"
      onOpenChange={(open) => {
        if (!open) return;
        remove.reset();
        setKeep(false);
      }}
      onConfirm={() =>
        removal.run(channel.id, `The ${channelWords(channel)}`, () =>
          remove
            .mutateAsync({ path: { id: channel.id }, query: { keepSendingOffers } })
            .then(() => announce(`${channelWords(channel)} removed`)),
        )
      }
    >
      <label className="bo-checks">
        <input
          type="checkbox"
          checked={keepSendingOffers}
          onChange={(event) => setKeep(event.target.checked)}
        />{' '}
        Keep sending offers to this creator
      </label>
      {removal.inDialog}
    </ConfirmAction>
  );
}

function Channels({ channels }: { channels: readonly Channel[] | undefined }) {
  const user = useUser();
  const canRemove = user?.groups.includes('staff') ?? false;
  const remove = useDeleteChannel();
  const removal = useRemoval(remove.error, (id) => (channels ?? []).some((channel) => channel.id === id));
  const ids = (channels ?? []).map((channel) => channel.id);
  // The figures of every channel in one read.
  const figures = useChannelsBulk(ids, ['stats'], { enabled: ids.length > 0 });
  const byId = new Map(figures.data?.map((channel) => [channel.id, channel]));
  const [open, setOpen] = useState<string | null>(null);
  const rows = (channels ?? []).map((channel) => ({
    ...channel,
    avgViewers: byId.get(channel.id)?.stats?.avgViewers ?? null,
    predictionTier: byId.get(channel.id)?.stats?.predictionTier ?? null,
  }));
  const shown = rows.find((channel) => channel.id === open);
  return (
    <Panel title="Channels">
      <ErrorLine error={figures.error} />
      <Table
        caption="Channels"
        rows={rows}
        columns={['platform', 'handle', 'followers', 'avgViewers', 'predictionTier', 'url']}
        actions={(channel) => (
          <div className="bo-row">
            <Disclosure
              open={open === channel.id}
              onToggle={() => setOpen(open === channel.id ? null : channel.id)}
            >
              Features<span className="bo-visually-hidden"> of {channelWords(channel)}</span>
            </Disclosure>
            {canRemove && <RemoveChannel channel={channel} remove={remove} removal={removal} />}
          </div>
        )}
      />
      {removal.atPanel}
      {shown && <ChannelFeatures key={shown.id} channel={shown} />}
    </Panel>
  );
}

export { Channels };
