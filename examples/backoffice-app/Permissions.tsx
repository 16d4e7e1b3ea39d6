// Permission groups (admin only): list, create, remove; members added or removed by id or email.
import { useState, type FormEvent } from 'react';
import {
  useAddGroupMembers,
  useAddGroupMembersByEmail,
  useCreatePermissionGroup,
  usePermissionGroupMembers,
  usePermissionGroups,
  useRemoveGroupMembers,
  useRemovePermissionGroup,
} from 'headless-checkout/backoffice';
import { Choice, Disclosure, ErrorLine, Panel, Status, TextField, dateTime, plural, splitList } from './ui';

function Members({ group }: { group: string }) {
  const members = usePermissionGroupMembers(group);
  const addById = useAddGroupMembers();
  const addByEmail = useAddGroupMembersByEmail();
  const remove = useRemoveGroupMembers();
  const [by, setBy] = useState('email');
  const [who, setWho] = useState('');
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = splitList(who);
    if (by === 'email')
      addByEmail.mutate(
        { path: { groupName: group }, body: { emails: values } },
        {
          onSuccess: (answer) =>
            setMessage(
              `Added ${answer.added.length}.` +
                (answer.unknownEmails.length ? ` Unknown: ${answer.unknownEmails.join(', ')}.` : ''),
            ),
        },
      );
    else
      addById.mutate(
        { path: { groupName: group }, body: { userIds: values } },
        { onSuccess: (answer) => setMessage(`Members now: ${answer.userIds.length}.`) },
      );
    setWho('');
  };

  return (
    <Panel title={`Members of ${group}`}>
      <ul className="bo-list">
        {members.data?.map((member) => (
          <li key={member.userId}>
            {member.name}{' '}
            <span className="bo-muted">
              ({member.email}, {member.userId}, since {dateTime(member.addedAt)})
            </span>{' '}
            <button
              className="bo-button bo-button--quiet"
              type="button"
              onClick={() =>
                remove.mutate({ path: { groupName: group }, body: { userIds: [member.userId] } })
              }
            >
              Remove
              <span className="bo-visually-hidden">
                {' '}
                {member.name} from {group}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form className="bo-row" onSubmit={submit} aria-label={`Add members to ${group}`}>
        <Choice
          label="Add by"
          value={by}
          onChange={setBy}
          choices={[
            { value: 'email', label: 'Email' },
            { value: 'id', label: 'User id' },
          ]}
        />
        <TextField
          label={by === 'email' ? 'Emails (comma separated)' : 'User ids (comma separated)'}
          value={who}
          onChange={setWho}
          required
        />
        <button className="bo-button" type="submit">
          Add members
        </button>
      </form>
      {message && <Status>{message}</Status>}
      <ErrorLine error={members.error ?? addById.error ?? addByEmail.error ?? remove.error} />
    </Panel>
  );
}

function Permissions() {
  const groups = usePermissionGroups();
  const create = useCreatePermissionGroup();
  const removeGroup = useRemovePermissionGroup();
  const [open, setOpen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ body: { name, description } }, { onSuccess: () => setName('') });
  };

  return (
    <>
      <h1>Permission groups</h1>
      {groups.isPending && <Status>Loading groups…</Status>}
      <ErrorLine error={groups.error ?? removeGroup.error} />
      <ul className="bo-list">
        {groups.data?.map((group) => (
          <li key={group.name} className="bo-card">
            <Disclosure
              open={open === group.name}
              onToggle={() => setOpen(open === group.name ? null : group.name)}
            >
              {group.name}
            </Disclosure>{' '}
            <span className="bo-muted">
              {group.description} · {plural(group.memberCount, 'member')}
            </span>{' '}
            <button
              className="bo-button bo-button--quiet"
              type="button"
              onClick={() => removeGroup.mutate({ path: { groupName: group.name } })}
            >
              Remove group<span className="bo-visually-hidden"> {group.name}</span>
            </button>
            {open === group.name && <Members group={group.name} />}
          </li>
        ))}
      </ul>
      <Panel title="New group">
        <form className="bo-row" onSubmit={submit}>
          <TextField label="Group name" value={name} onChange={setName} required />
          <TextField label="Description" value={description} onChange={setDescription} required />
          <button className="bo-button bo-button--primary" type="submit" disabled={create.isPending}>
            Create group
          </button>
        </form>
        <ErrorLine error={create.error} />
      </Panel>
    </>
  );
}

export { Permissions };
