// Edit a creator's profile, and block or unblock it with a reason.
import { useState, type FormEvent } from 'react';
import {
  useBlockCreator,
  useUnblockCreator,
  useUpdateCreator,
  type Creator,
} from 'headless-checkout/backoffice';
import { ErrorLine, Modal, TextField, splitList } from './ui';

function EditCreator({ creator }: { creator: Creator }) {
  const update = useUpdateCreator();
  const [name, setName] = useState(creator.name);
  const [email, setEmail] = useState(creator.email ?? '');
  const [country, setCountry] = useState(creator.country);
  const [languages, setLanguages] = useState(creator.languages.join(', '));
  const [bio, setBio] = useState(creator.details?.bio ?? '');
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
            { onSuccess: close },
          );
        };
        return (
          <form onSubmit={submit}>
            <TextField label="Name" value={name} onChange={setName} required />
            <TextField label="Email" type="email" value={email} onChange={setEmail} />
            <TextField label="Country (ISO code)" value={country} onChange={setCountry} required />
            <TextField label="Languages (comma separated)" value={languages} onChange={setLanguages} />
            <TextField label="Bio" value={bio} onChange={setBio} />
            <ErrorLine error={update.error} />
            <button className="bo-button bo-button--primary" type="submit" disabled={update.isPending}>
              Save
            </button>
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
          const done = { onSuccess: close };
          if (creator.blocked) unblock.mutate({ path: { creatorId: creator.id }, body: { reason } }, done);
          else block.mutate({ body: { creatorId: creator.id, reason } }, done);
        };
        return (
          <form onSubmit={submit}>
            <TextField label="Reason" value={reason} onChange={setReason} required />
            <ErrorLine error={write.error} />
            <button className="bo-button bo-button--primary" type="submit" disabled={write.isPending}>
              {verb}
            </button>
          </form>
        );
      }}
    </Modal>
  );
}

export { BlockCreator, EditCreator };
