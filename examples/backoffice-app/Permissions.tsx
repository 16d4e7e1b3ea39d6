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
import { formatDateTime } from './display';
import { formErrors } from './errors';
import { PermissionCheck } from './PermissionCheck';
import { useUser } from './session';
import {
  Choice,
  ConfirmAction,
  Disclosure,
  ErrorLine,
  FormError,
  Panel,
  ScreenHeading,
  Status,
  TextField,
  plural,
  splitList,
  useAnnounce,
} from './ui';

function Members({ group, builtIn }: { group: string; builtIn: boolean }) {
  const me = useUser();
  const announce = useAnnounce();
  const members = usePermissionGroupMembers(group);
  const addById = useAddGroupMembers();
  const addByEmail = useAddGroupMembersByEmail();
  const remove = useRemoveGroupMembers();
  const [by, setBy] = useState('email');
  const [who, setWho] = useState('');
  const [message, setMessageState] = useState('');
  // The result stays on screen (the unknown emails matter) and is spoken once by the announcer.
  const setMessage = (text: string) => {
    setMessageState(text);
    if (text) announce(text);
  };
  const addErrors = formErrors(by === 'email' ? addByEmail.error : addById.error, [
    by === 'email' ? 'emails' : 'userIds',
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
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
              ({member.email}, since {formatDateTime(member.addedAt)})
            </span>{' '}
            {group === 'admin' && member.userId === me?.id ? (
              <span className="bo-muted">(you: your own admin access cannot be removed)</span>
            ) : (
              <ConfirmAction
                trigger={
                  <>
                    Remove
                    <span className="bo-visually-hidden">
                      {' '}
                      {member.name} from {group}
                    </span>
                  </>
                }
                title={`Remove ${member.name} from ${group}?`}
                description={
                  builtIn
                    ? `${member.name} loses what the ${group} group allows at once, including in open sessions.`
                    : `${member.name} is no longer a member of ${group}.`
                }
                confirm="Remove member"
                onConfirm={() =>
                  remove.mutate(
                    { path: { groupName: group }, body: { userIds: [member.userId] } },
                    { onSuccess: () => announce(`${member.name} removed from ${group}`) },
                  )
                }
              />
            )}
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
          error={addErrors.field(by === 'email' ? 'emails' : 'userIds')}
        />
        <button className="bo-button" type="submit">
          Add members
        </button>
      </form>
      {message && <p className="bo-result-line">{message}</p>}
      <FormError message={addErrors.form} />
      <ErrorLine error={members.error ?? remove.error} />
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
  const announce = useAnnounce();
  const errors = formErrors(create.error, ['name', 'description']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { body: { name, description } },
      {
        onSuccess: (group) => {
          setName('');
          setDescription('');
          announce(`Group ${group.name} saved`);
        },
      },
    );
  };

  return (
    <>
      <ScreenHeading title="Permission groups" />
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
            {group.builtIn ? (
              <span className="bo-tag">Built in</span>
            ) : (
              <ConfirmAction
                trigger={
                  <>
                    Remove group<span className="bo-visually-hidden"> {group.name}</span>
                  </>
                }
                title={`Remove the group ${group.name}?`}
                description={`Its ${plural(group.memberCount, 'member')} lose what the group allows. This cannot be undone.`}
                confirm="Remove group"
                onConfirm={() =>
                  removeGroup.mutate(
                    { path: { groupName: group.name } },
                    { onSuccess: () => announce(`Group ${group.name} removed`) },
                  )
                }
              />
            )}
            {open === group.name && <Members group={group.name} builtIn={group.builtIn} />}
          </li>
        ))}
      </ul>
      <Panel title="New group">
        <form className="bo-row" onSubmit={submit}>
          <TextField
            label="Group name"
            value={name}
            onChange={setName}
            required
            error={errors.field('name')}
          />
          <TextField
            label="Description"
            value={description}
            onChange={setDescription}
            required
            error={errors.field('description')}
          />
          <button className="bo-button bo-button--primary" type="submit" disabled={create.isPending}>
            Create group
          </button>
        </form>
        <FormError message={errors.form} />
      </Panel>
      <PermissionCheck />
    </>
  );
}

export { Permissions };
