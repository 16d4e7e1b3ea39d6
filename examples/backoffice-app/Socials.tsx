// The socials of a creator, an agency, an agent or a manager: one panel for the four owner kinds
// (the owner kind picks the calls). Staff add one (platform, handle, link) and remove one after
// confirming; the service has no call that changes a social, so a wrong one is removed and added again.
import { useState, type FormEvent } from 'react';
import {
  SOCIAL_PLATFORMS,
  useAddSocial,
  useRemoveSocial,
  type Social,
  type SocialOwner,
  type SocialPlatform,
} from 'headless-checkout/backoffice';
import { enumLabel } from './display';
import { useFocusInvalid, writeErrors } from './forms';
import { useRemoval } from './removal';
import { useUser } from './session';
import { Choice, ConfirmAction, FormError, Panel, Table, TextField, useAnnounce } from './ui';

/** Who may add and remove socials (the service's `staff` access, as for the other record writes). */
const mayEditSocials = (groups: readonly string[] | undefined) => groups?.includes('staff') ?? false;

const socialWords = (social: Pick<Social, 'platform' | 'handle'>) =>
  `${enumLabel('platform', social.platform)} ${social.handle}`;

function Socials({
  owner,
  ownerId,
  ownerName,
  socials,
}: {
  owner: SocialOwner;
  ownerId: string;
  /** The owner's name, for the buttons and dialogs ("Remove YouTube kai of Nova Agency"). */
  ownerName: string;
  socials: readonly Social[] | undefined;
}) {
  const user = useUser();
  const mayEdit = mayEditSocials(user?.groups);
  const add = useAddSocial(owner);
  const remove = useRemoveSocial(owner);
  const removal = useRemoval(remove.error, (id) => (socials ?? []).some((social) => social.id === id));
  const announce = useAnnounce();
  const [platform, setPlatform] = useState<SocialPlatform>('twitter');
  const [handle, setHandle] = useState('');
  const [url, setUrl] = useState('');
  const errors = writeErrors(add.error, ['platform', 'handle', 'url']);
  const form = useFocusInvalid(add.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    add.mutate(
      { ownerId, social: { platform, handle: handle.trim(), url: url.trim() || null } },
      {
        onSuccess: (social) => {
          announce(`${socialWords(social)} added to ${ownerName}`);
          setHandle('');
          setUrl('');
        },
      },
    );
  };

  return (
    <Panel title="Socials">
      <Table
        caption="Socials"
        rows={socials}
        columns={['platform', 'handle', 'url']}
        actions={
          mayEdit
            ? (social) => (
                <ConfirmAction
                  trigger="Remove"
                  triggerLabel={`Remove ${socialWords(social)}`}
                  title={`Remove ${socialWords(social)} from ${ownerName}?`}
                  description="The social is deleted; to have it again, add it again."
                  confirm="Remove social"
                  onOpenChange={(open) => open && remove.reset()}
                  onConfirm={() =>
                    removal.run(social.id, socialWords(social), () =>
                      remove
                        .mutateAsync({ ownerId, socialId: social.id })
                        .then(() => announce(`${socialWords(social)} removed from ${ownerName}`)),
                    )
                  }
                >
                  {removal.inDialog}
                </ConfirmAction>
              )
            : undefined
        }
      />
      {mayEdit && (
        <form ref={form} className="bo-row" onSubmit={submit} aria-label={`Add a social to ${ownerName}`}>
          <Choice
            label="Platform"
            value={platform}
            onChange={(value) => setPlatform(value as SocialPlatform)}
            choices={SOCIAL_PLATFORMS.map((value) => ({ value, label: enumLabel('platform', value) }))}
            error={errors.field('platform')}
          />
          <TextField
            label="Handle"
            value={handle}
            onChange={setHandle}
            required
            error={errors.field('handle')}
          />
          <TextField label="Link (optional)" value={url} onChange={setUrl} error={errors.field('url')} />
          <button className="bo-button" type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add social'}
          </button>
        </form>
      )}
      <FormError message={errors.form} />
      {removal.atPanel}
    </Panel>
  );
}

export { Socials, mayEditSocials };
