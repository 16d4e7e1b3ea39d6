// "Check what a member may do" on the Permissions screen (admin only): a staff member and an
// action, answered in words from their membership of the group the action needs
// (permissions.members.check).
import { useState, type FormEvent } from 'react';
import { useMembershipCheck, usePermissionGroups, useStaffUsers } from 'headless-checkout/backoffice';
import { Choice, ErrorLine, Panel, Status } from './ui';

/** What the built-in groups allow, as staff say it. */
const BUILT_IN_ACTIONS: readonly { group: string; action: string }[] = [
  { group: 'staff', action: 'use the back office (creators, notes, the directory, imports)' },
  { group: 'finance', action: 'see payments and agents’ payment accounts' },
  { group: 'admin', action: 'manage permission groups, the search index and the service' },
];

function PermissionCheck() {
  const users = useStaffUsers();
  const groups = usePermissionGroups();
  const [userId, setUserId] = useState('');
  const [group, setGroup] = useState('');
  const [asked, setAsked] = useState<{ userId: string; group: string } | null>(null);
  const check = useMembershipCheck(asked?.group, asked?.userId);
  const actions = [
    ...BUILT_IN_ACTIONS,
    ...(groups.data ?? [])
      .filter((item) => !item.builtIn)
      .map((item) => ({
        group: item.name,
        action: `do what the ${item.name} group allows (${item.description})`,
      })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userId && group) setAsked({ userId, group });
  };
  const who = users.data?.find((user) => user.id === asked?.userId);
  const what = actions.find((item) => item.group === asked?.group);
  const answer =
    asked && check.data && who && what
      ? check.data.member
        ? `${who.name} (${who.email}) may ${what.action}: they are in the ${what.group} group.`
        : `${who.name} (${who.email}) may not ${what.action}: that needs the ${what.group} group, and they are not in it.`
      : asked && check.isFetching
        ? 'Checking…'
        : null;
  return (
    <Panel title="Check what a member may do">
      <form className="bo-row" onSubmit={submit}>
        <Choice
          label="Member"
          value={userId}
          onChange={setUserId}
          choices={(users.data ?? []).map((user) => ({
            value: user.id,
            label: `${user.name} (${user.email})`,
          }))}
        />
        <Choice
          label="May they"
          value={group}
          onChange={setGroup}
          choices={actions.map((item) => ({ value: item.group, label: item.action }))}
        />
        <button className="bo-button" type="submit" disabled={!userId || !group}>
          Check
        </button>
      </form>
      <Status>{answer}</Status>
      <ErrorLine error={users.error ?? check.error} />
    </Panel>
  );
}

export { PermissionCheck };
