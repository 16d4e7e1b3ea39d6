// A creator's programs (add one from every program, remove one after confirming), who else is in a
// program, and the creator's agency link (removed after confirming: nothing in the app links again).
import { useState, type FormEvent } from 'react';
import {
  useAddCreatorProgram,
  usePrograms,
  useProgramCreators,
  useRemoveCreatorAgency,
  useRemoveCreatorProgram,
  type Creator,
  type CreatorProgram,
} from 'headless-checkout/backoffice';
import { enumLabel } from './display';
import { writeErrors } from './forms';
import { useRemoval } from './removal';
import { href } from './router';
import { useUser } from './session';
import {
  Choice,
  ConfirmAction,
  ErrorLine,
  Facts,
  FormError,
  More,
  Panel,
  Status,
  Table,
  useAnnounce,
} from './ui';

const mayEdit = (groups: readonly string[] | undefined) => groups?.includes('staff') ?? false;

/** The creators of one program, page after page, each a link to their page. */
function ProgramCreators({ programId, name }: { programId: string; name: string }) {
  const creators = useProgramCreators(programId, { count: 10 });
  const items = creators.data?.pages.flatMap((page) => page.items) ?? [];
  const total = creators.data?.pages[0]?.total;
  return (
    <div aria-live="polite">
      {creators.isPending && <Status>Loading the creators of {name}…</Status>}
      <ErrorLine error={creators.error} />
      {total !== undefined && (
        <p>
          {total === 1 ? '1 creator is' : `${total} creators are`} in {name}.
        </p>
      )}
      <ul className="bo-list" aria-label={`Creators in ${name}`}>
        {items.map((creator) => (
          <li key={creator.id}>
            <a href={href('creators', creator.id)}>{creator.name}</a>
          </li>
        ))}
      </ul>
      <More query={creators} label="More creators" />
    </div>
  );
}

function CreatorPrograms({ creatorId, programs }: { creatorId: string; programs: CreatorProgram[] }) {
  const user = useUser();
  const canEdit = mayEdit(user?.groups);
  const all = usePrograms();
  const add = useAddCreatorProgram();
  const remove = useRemoveCreatorProgram();
  const removal = useRemoval(remove.error, (id) => programs.some((program) => program.id === id));
  const announce = useAnnounce();
  const [programId, setProgramId] = useState('');
  const [shown, setShown] = useState('');
  const errors = writeErrors(add.error, ['programId'], 'programId');
  const joined = new Set(programs.map((program) => program.programId));
  const open = (all.data ?? []).filter((program) => !joined.has(program.id));
  const nameOf = (id: string) => all.data?.find((program) => program.id === id)?.name ?? 'the program';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!programId || add.isPending) return;
    add.mutate(
      { path: { id: creatorId }, body: { programId } },
      {
        onSuccess: (joinedProgram) => {
          announce(`Added to ${joinedProgram.name}`);
          setProgramId('');
        },
      },
    );
  };

  return (
    <Panel title="Creator programs">
      <Table
        caption="Programs"
        rows={programs.map((program) => ({ ...program, status: enumLabel('programStatus', program.status) }))}
        columns={['name', 'status', 'joinedAt']}
        actions={
          canEdit
            ? (program) => (
                <ConfirmAction
                  trigger="Remove"
                  triggerLabel={`Remove from ${program.name}`}
                  title={`Remove this creator from ${program.name}?`}
                  description="The creator leaves the program now; adding them again starts a new membership."
                  confirm="Remove from program"
                  onOpenChange={(next) => next && remove.reset()}
                  onConfirm={() =>
                    removal.run(program.id, `The membership of ${program.name}`, () =>
                      remove
                        .mutateAsync({ path: { id: creatorId, creatorProgramId: program.id } })
                        .then(() => announce(`Removed from ${program.name}`)),
                    )
                  }
                >
                  {removal.inDialog}
                </ConfirmAction>
              )
            : undefined
        }
      />
      {canEdit && (
        <form className="bo-row" onSubmit={submit} aria-label="Add to a program">
          <Choice
            label="Program"
            value={programId}
            onChange={setProgramId}
            choices={open.map((program) => ({
              value: program.id,
              label: program.open ? program.name : `${program.name} (closed to applications)`,
            }))}
            error={errors.field('programId')}
          />
          <button className="bo-button" type="submit" disabled={!programId || add.isPending}>
            {add.isPending ? 'Adding…' : 'Add to program'}
          </button>
        </form>
      )}
      <FormError message={errors.form} />
      {removal.atPanel}
      <ErrorLine error={all.error} />
      <Choice
        label="Who is in a program"
        value={shown}
        onChange={setShown}
        placeholder="Choose a program…"
        choices={(all.data ?? []).map((program) => ({ value: program.id, label: program.name }))}
      />
      {shown && <ProgramCreators key={shown} programId={shown} name={nameOf(shown)} />}
    </Panel>
  );
}

/** The creator's agency and agent; staff remove the link after confirming. */
function CreatorAgency({ creator }: { creator: Creator }) {
  const user = useUser();
  const remove = useRemoveCreatorAgency();
  const announce = useAnnounce();
  const link = creator.agency;
  return (
    <Panel title="Agency">
      <Facts of={link && { agencyName: link.agencyName, agentName: link.agentName }} />
      {link && mayEdit(user?.groups) && (
        <ConfirmAction
          trigger="Remove agency link"
          title={`Remove ${creator.name}’s link to ${link.agencyName}?`}
          description={`${creator.name} will no longer be represented by ${link.agencyName}${link.agentName ? ` (agent ${link.agentName})` : ''}. This cannot be undone here: the back office has no screen that links a creator to an agency again.`}
          confirm="Remove agency link"
          onOpenChange={(next) => next && remove.reset()}
          onConfirm={() =>
            remove
              .mutateAsync({ path: { id: creator.id, creatorAgencyId: link.id } })
              .then(() => announce(`Link to ${link.agencyName} removed`))
          }
        >
          <ErrorLine error={remove.error} />
        </ConfirmAction>
      )}
    </Panel>
  );
}

export { CreatorPrograms, CreatorAgency };
