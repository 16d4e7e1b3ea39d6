// The directory's writes: create, change and delete teams, managers, agencies and their agents. One
// dialog serves the four kinds, each described by its fields, its values and its calls (`Kind`); its
// refused fields get the service's reason (a taken team name at the name) and the focus; each delete
// asks first in an alert dialog that says what goes with it.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  AGENCY_CONTACT_METHODS,
  MANAGER_TEAM_ROLES,
  useBackofficeQuery,
  useCreateAgency,
  useCreateAgent,
  useCreateManager,
  useCreateTeam,
  useDeleteAgency,
  useDeleteAgent,
  useDeleteManager,
  useDeleteTeam,
  useStaffUsers,
  useTeams,
  useUpdateAgency,
  useUpdateAgent,
  useUpdateManager,
  useUpdateTeam,
  type Agency,
  type Agent,
  type Manager,
  type Team,
} from 'headless-checkout/backoffice';
import { enumLabel } from './display';
import { SubmitFooter, useFocusInvalid, writeErrors } from './forms';
import { Choice, ConfirmAction, ErrorLine, Modal, TextField, useAnnounce, type Option } from './ui';

type Values = Record<string, string>;
/** A form field: a text input, or a choice when `choices` are given. */
type FieldDef = { path: string; label: string; type?: string; choices?: Option[]; required?: boolean };

const ROLE_CHOICES = MANAGER_TEAM_ROLES.map((role) => ({
  value: role,
  label: enumLabel('managerTeamRole', role),
}));
const CONTACT_CHOICES = AGENCY_CONTACT_METHODS.map((method) => ({
  value: method,
  label: enumLabel('contactMethod', method),
}));
/** The choice of no team or no lead (a Radix Select item needs a value that is not empty). */
const NONE = 'none';

/** The choice of none (`none`: "No team"), then each of `items` by name. */
const orNone = (none: string, items: readonly { id: string; name: string }[] | undefined): Option[] => [
  { value: NONE, label: none },
  ...(items ?? []).map((item) => ({ value: item.id, label: item.name })),
];

/** A mutation as the forms use it. */
type Write = { isPending: boolean; error: Error | null };

/**
 * A dialog's form over `fields`: the values, the service's reasons at their fields (in the words of
 * `messages` where a field's own reason would name raw values), focus on the first refused field.
 */
function EntityForm({
  fields,
  initial,
  write,
  conflictPath,
  messages = {},
  submitLabel,
  onSubmit,
}: {
  fields: FieldDef[];
  initial: Values;
  write: Write;
  conflictPath?: string;
  messages?: Record<string, string>;
  submitLabel: string;
  onSubmit: (values: Values) => void;
}) {
  const [values, setValues] = useState(initial);
  const errors = writeErrors(
    write.error,
    fields.map((field) => field.path),
    conflictPath,
  );
  const reason = (path: string) => {
    const given = errors.field(path);
    return given && messages[path] ? messages[path] : given;
  };
  const form = useFocusInvalid(write.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form ref={form} onSubmit={submit} noValidate>
      {fields.map((field) => {
        const set = (value: string) => setValues((current) => ({ ...current, [field.path]: value }));
        return field.choices ? (
          <Choice
            key={field.path}
            label={field.label}
            value={values[field.path] ?? ''}
            onChange={set}
            choices={field.choices}
            error={reason(field.path)}
          />
        ) : (
          <TextField
            key={field.path}
            label={field.label}
            type={field.type}
            value={values[field.path] ?? ''}
            onChange={set}
            required={field.required}
            error={reason(field.path)}
          />
        );
      })}
      <SubmitFooter label={submitLabel} write={write} message={errors.form} />
    </form>
  );
}

/** Text or null: an empty optional field, or the choice of none, is sent as null (no website, no lead). */
const orNull = (text: string | undefined) => (text?.trim() && text !== NONE ? text.trim() : null);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What is told once a save is done: the saved item. */
type Done<T> = (saved: T) => void;

/**
 * A kind of the directory (team, manager, agency, agent): its word, its form's fields (a hook: the
 * choices of a field may be read from the service), the form's values for an item (or a new one),
 * its save (create, or update of `item`; `parentId` is the agency of a new agent) and its delete.
 */
type Kind<T extends { id: string; name: string }> = {
  what: string;
  /** How a new one is said to be made ("created", "added"). */
  made: string;
  /** The primary button of a new one's form ("Create team", "Add agent"). */
  createLabel: string;
  /** What the edit dialog changes. */
  editDescription: string;
  useFields: () => FieldDef[];
  initial: (item: T | undefined) => Values;
  conflictPath?: string;
  messages?: Record<string, string>;
  useSave: () => {
    write: (item: T | undefined) => Write;
    save: (values: Values, item: T | undefined, parentId: string | undefined, done: Done<T>) => void;
  };
  useRemove: (done: () => void) => { mutate: (item: T) => void; error: Error | null };
  /** What goes with a deleted item. */
  consequence: (item: T) => string;
};

const TEAM: Kind<Team> = {
  what: 'team',
  made: 'created',
  createLabel: 'Create team',
  editDescription: 'Its name, role and lead.',
  useFields: () => {
    const managers = useBackofficeQuery('managers.all', {}, { staleTime: 5 * 60_000 });
    return [
      { path: 'name', label: 'Team name', required: true },
      { path: 'role', label: 'Role', choices: ROLE_CHOICES },
      {
        path: 'leadManagerId',
        label: 'Team lead',
        choices: orNone('No lead', managers.data),
      },
    ];
  },
  initial: (team) => ({
    name: team?.name ?? '',
    role: team?.role ?? 'growth',
    leadManagerId: team?.leadManagerId ?? NONE,
  }),
  conflictPath: 'name',
  useSave: () => {
    const create = useCreateTeam();
    const update = useUpdateTeam();
    return {
      write: (team) => (team ? update : create),
      save: (values, team, _parentId, done) => {
        const body = {
          name: values.name!,
          role: values.role as Team['role'],
          leadManagerId: orNull(values.leadManagerId),
        };
        if (team) update.mutate({ path: { id: team.id }, body }, { onSuccess: done });
        else create.mutate({ body }, { onSuccess: done });
      },
    };
  },
  useRemove: (done) => {
    const remove = useDeleteTeam({ onSuccess: done });
    return { mutate: (team) => remove.mutate({ path: { id: team.id } }), error: remove.error };
  },
  consequence: (team) => `Its ${plural(team.managerCount, 'manager')} stay, without a team.`,
};

const MANAGER: Kind<Manager> = {
  what: 'manager',
  made: 'created',
  createLabel: 'Create manager',
  editDescription: 'Their staff user, name, email, role and team.',
  useFields: () => {
    const users = useStaffUsers({ staleTime: 5 * 60_000 });
    const teams = useTeams();
    return [
      {
        path: 'userId',
        label: 'Staff user',
        choices: (users.data ?? []).map((user) => ({
          value: user.id,
          label: `${user.name} (${user.email})`,
        })),
      },
      { path: 'name', label: 'Name', required: true },
      { path: 'email', label: 'Email', type: 'email', required: true },
      { path: 'role', label: 'Role', choices: ROLE_CHOICES },
      {
        path: 'teamId',
        label: 'Team',
        choices: orNone('No team', teams.data),
      },
    ];
  },
  initial: (manager) => ({
    userId: manager?.userId ?? '',
    name: manager?.name ?? '',
    email: manager?.email ?? '',
    role: manager?.role ?? 'growth',
    teamId: manager?.teamId ?? NONE,
  }),
  messages: { userId: 'Choose the staff user this manager is.' },
  useSave: () => {
    const create = useCreateManager();
    const update = useUpdateManager();
    return {
      write: (manager) => (manager ? update : create),
      save: (values, manager, _parentId, done) => {
        const body = {
          userId: values.userId!,
          name: values.name!,
          email: values.email!,
          role: values.role as Manager['role'],
          teamId: orNull(values.teamId),
        };
        if (manager) update.mutate({ path: { id: manager.id }, body }, { onSuccess: done });
        else create.mutate({ body }, { onSuccess: done });
      },
    };
  },
  useRemove: (done) => {
    const remove = useDeleteManager({ onSuccess: done });
    return { mutate: (manager) => remove.mutate({ path: { id: manager.id } }), error: remove.error };
  },
  consequence: (manager) =>
    `The ${plural(manager.stats?.creators ?? 0, 'creator')} they manage lose their primary manager, and a team they lead has no lead.`,
};

const AGENCY_FIELDS: FieldDef[] = [
  { path: 'name', label: 'Agency name', required: true },
  { path: 'country', label: 'Country code (two letters, such as DE)', required: true },
  { path: 'website', label: 'Website (optional)', type: 'url' },
  { path: 'contactMethod', label: 'Contact by', choices: CONTACT_CHOICES },
  { path: 'contact', label: 'Contact (email address or phone number)', required: true },
];

const AGENCY: Kind<Agency> = {
  what: 'agency',
  made: 'created',
  createLabel: 'Create agency',
  editDescription: 'Its name, country, website and contact.',
  useFields: () => AGENCY_FIELDS,
  initial: (agency) => ({
    name: agency?.name ?? '',
    country: agency?.country ?? '',
    website: agency?.website ?? '',
    contactMethod: agency?.contactMethod ?? 'email',
    contact: agency?.contact ?? '',
  }),
  useSave: () => {
    const create = useCreateAgency();
    const update = useUpdateAgency();
    return {
      write: (agency) => (agency ? update : create),
      save: (values, agency, _parentId, done) => {
        const body = {
          name: values.name!,
          country: values.country!.trim(),
          website: orNull(values.website),
          contactMethod: values.contactMethod as Agency['contactMethod'],
          contact: values.contact!,
        };
        if (agency) update.mutate({ path: { id: agency.id }, body }, { onSuccess: done });
        else create.mutate({ body }, { onSuccess: done });
      },
    };
  },
  useRemove: (done) => {
    const remove = useDeleteAgency({ onSuccess: done });
    return { mutate: (agency) => remove.mutate({ path: { id: agency.id } }), error: remove.error };
  },
  consequence: (agency) => {
    const agents = agency.stats?.agents ?? 0;
    return `Its ${agents} agent${agents === 1 ? ' is' : 's are'} deleted with it, and its ${plural(agency.stats?.creators ?? 0, 'creator')} no longer have an agency.`;
  },
};

const AGENT_FIELDS: FieldDef[] = [
  { path: 'name', label: 'Name', required: true },
  { path: 'email', label: 'Email', type: 'email', required: true },
  { path: 'phone', label: 'Phone (optional)', type: 'tel' },
];

const AGENT: Kind<Agent> = {
  what: 'agent',
  made: 'added',
  createLabel: 'Add agent',
  editDescription: 'Their name, email and phone.',
  useFields: () => AGENT_FIELDS,
  initial: (agent) => ({ name: agent?.name ?? '', email: agent?.email ?? '', phone: agent?.phone ?? '' }),
  useSave: () => {
    const create = useCreateAgent();
    const update = useUpdateAgent();
    return {
      write: (agent) => (agent ? update : create),
      save: (values, agent, agencyId, done) => {
        const body = { name: values.name!, email: values.email!, phone: orNull(values.phone) };
        if (agent) update.mutate({ path: { id: agent.id }, body }, { onSuccess: done });
        else create.mutate({ path: { id: agencyId! }, body }, { onSuccess: done });
      },
    };
  },
  useRemove: (done) => {
    const remove = useDeleteAgent({ onSuccess: done });
    return { mutate: (agent) => remove.mutate({ path: { id: agent.id } }), error: remove.error };
  },
  consequence: () => 'The creators they represent keep their agency, without an agent.',
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The form of a kind, for `item` (edit) or a new one (of the agency `parentId`, for an agent). */
function KindForm<T extends { id: string; name: string }>({
  kind,
  item,
  parentId,
  close,
  onCreated,
}: {
  kind: Kind<T>;
  item: T | undefined;
  parentId: string | undefined;
  close: () => void;
  onCreated: ((saved: T) => void) | undefined;
}) {
  const fields = kind.useFields();
  const { write, save } = kind.useSave();
  const announce = useAnnounce();
  const done = (saved: T) => {
    close();
    announce(`${capital(kind.what)} ${saved.name} ${item ? 'saved' : kind.made}`);
    if (!item) onCreated?.(saved);
  };
  return (
    <EntityForm
      fields={fields}
      initial={kind.initial(item)}
      write={write(item)}
      conflictPath={kind.conflictPath}
      messages={kind.messages}
      submitLabel={item ? `Save ${kind.what}` : kind.createLabel}
      onSubmit={(values) => save(values, item, parentId, done)}
    />
  );
}

/**
 * The one dialog of the directory's writes: a kind's form for `item` ("Edit"), or for a new one
 * (`trigger`, `title` and `description` say which).
 */
function KindDialog<T extends { id: string; name: string }>({
  kind,
  item,
  parentId,
  onCreated,
  trigger = 'Edit',
  triggerLabel = item && `Edit ${kind.what} ${item.name}`,
  title = item ? `Edit the ${kind.what} ${item.name}` : `New ${kind.what}`,
  description = kind.editDescription,
}: {
  kind: Kind<T>;
  item?: T;
  parentId?: string;
  onCreated?: (saved: T) => void;
  trigger?: string;
  triggerLabel?: string | undefined;
  title?: string;
  description?: string;
}) {
  return (
    <Modal trigger={trigger} triggerLabel={triggerLabel} title={title} description={description}>
      {(close) => (
        <KindForm kind={kind} item={item} parentId={parentId} close={close} onCreated={onCreated} />
      )}
    </Modal>
  );
}

/** An item's Edit and Delete (the delete asks first; its failure is said beside it), after `before`. */
function KindActions<T extends { id: string; name: string }>({
  kind,
  item,
  children,
}: {
  kind: Kind<T>;
  item: T;
  children?: ReactNode;
}) {
  const announce = useAnnounce();
  const remove = kind.useRemove(() => announce(`${capital(kind.what)} ${item.name} deleted`));
  return (
    <div className="bo-row">
      {children}
      <KindDialog kind={kind} item={item} />
      <ConfirmAction
        trigger="Delete"
        triggerLabel={`Delete ${kind.what} ${item.name}`}
        title={`Delete the ${kind.what} ${item.name}?`}
        description={`${kind.consequence(item)} This cannot be undone.`}
        confirm={`Delete ${kind.what}`}
        onConfirm={() => remove.mutate(item)}
      />
      <ErrorLine error={remove.error} />
    </div>
  );
}

const NewTeam = () => (
  <KindDialog
    kind={TEAM}
    trigger="New team"
    description="A team of managers with one role, and optionally a lead."
  />
);

const TeamActions = ({ team }: { team: Team }) => <KindActions kind={TEAM} item={team} />;

const NewManager = () => (
  <KindDialog
    kind={MANAGER}
    trigger="New manager"
    description="A staff user who manages creators, with a role and optionally a team."
  />
);

const ManagerActions = ({ manager }: { manager: Manager }) => <KindActions kind={MANAGER} item={manager} />;

/** The new-agency dialog; `onCreated` gets the agency the service made (the list then shows it). */
const NewAgency = ({ onCreated }: { onCreated?: (agency: Agency) => void }) => (
  <KindDialog
    kind={AGENCY}
    trigger="New agency"
    description="An agency that represents creators, and how to reach it."
    onCreated={onCreated}
  />
);

/** An agency's Add agent, Edit and Delete. */
const AgencyActions = ({ agency }: { agency: Agency }) => (
  <KindActions kind={AGENCY} item={agency}>
    <KindDialog
      kind={AGENT}
      parentId={agency.id}
      trigger="Add agent"
      triggerLabel={`Add an agent to ${agency.name}`}
      title={`New agent of ${agency.name}`}
      description="Someone at the agency who represents creators."
    />
  </KindActions>
);

const AgentActions = ({ agent }: { agent: Agent }) => <KindActions kind={AGENT} item={agent} />;

export { AgencyActions, AgentActions, ManagerActions, NewAgency, NewManager, NewTeam, TeamActions };
