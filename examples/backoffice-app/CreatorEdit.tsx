// Edit a creator's profile, and block or unblock it with a reason.
import { useState, type FormEvent } from 'react';
import {
  useBlockCreator,
  useUnblockCreator,
  useUpdateCreator,
  type Creator,
} from 'headless-checkout/backoffice';
import { formErrors } from './errors';
import { SubmitFooter } from './forms';
import { Modal, TextField, splitList, useAnnounce } from './ui';

function EditCreator({ creator }: { creator: Creator }) {
  const update = useUpdateCreator();
  const [name, setName] = useState(creator.name);
  const [email, setEmail] = useState(creator.email ?? '');
  const [country, setCountry] = useState(creator.country);
  const [languages, setLanguages] = useState(creator.languages.join(', '));
  const [bio, setBio] = useState(creator.details?.bio ?? '');
  const announce = useAnnounce();
  const errors = formErrors(update.error, ['name', 'email', 'country', 'languages', 'details.bio']);
  return (
    <Modal
      trigger="Edit…"
      title={`Edit ${creator.name}`}
      description="Changes are saved to the creator at once."
    >
      {(close) => {
        const submit = (event: FormEvent) => {
          event.preventDefault();
          update.mutate(
            {
              path: { id: creator.id },
              body: {
                name,
                email: email || null,
                country: country.toUpperCase(),
                languages: splitList(languages),
                details: { bio },
              },
            },
            {
              onSuccess: () => {
                close();
                announce('Creator saved');
              },
            },
          );
        };
        return (
          <form onSubmit={submit} noValidate>
            <TextField label="Name" value={name} onChange={setName} required error={errors.field('name')} />
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={setEmail}
              error={errors.field('email')}
            />
            <TextField
              label="Country (ISO code)"
              value={country}
              onChange={setCountry}
              required
              error={errors.field('country')}
            />
            <TextField
              label="Languages (comma separated)"
              value={languages}
              onChange={setLanguages}
              error={errors.field('languages')}
            />
            <TextField label="Bio" value={bio} onChange={setBio} error={errors.field('details.bio')} />
            <SubmitFooter label="Save" write={update} message={errors.form} />
          </form>
        );
      }}
    </Modal>
  );
}

function BlockCreator({ creator }: { creator: Creator }) {
  const block = useBlockCreator();
  const unblock = useUnblockCreator();
  const [reason, setReason] = useState('');
  const write = creator.blocked ? unblock : block;
  const verb = creator.blocked ? 'Unblock' : 'Block';
  const announce = useAnnounce();
  const errors = formErrors(write.error, ['reason']);
  return (
    <Modal
      trigger={`${verb}…`}
      title={`${verb} ${creator.name}`}
      description={
        creator.blocked
          ? 'Lift the block; the reason goes to the audit log.'
          : 'A blocked creator gets no offers; the reason goes to the audit log.'
      }
    >
      {(close) => {
        const submit = (event: FormEvent) => {
          event.preventDefault();
          const done = {
            onSuccess: () => {
              close();
              announce(creator.blocked ? 'Creator unblocked' : 'Creator blocked');
            },
          };
          if (creator.blocked) unblock.mutate({ path: { creatorId: creator.id }, body: { reason } }, done);
          else block.mutate({ body: { creatorId: creator.id, reason } }, done);
        };
        return (
          <form onSubmit={submit}>
            <TextField
              label="Reason"
              value={reason}
              onChange={setReason}
              required
              error={errors.field('reason')}
            />
            <SubmitFooter label={verb} write={write} message={errors.form} />
          </form>
        );
      }}
    </Modal>
  );
}

export { BlockCreator, EditCreator };
