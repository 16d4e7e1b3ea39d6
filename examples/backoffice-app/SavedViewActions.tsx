// A saved view's changes: its name, who sees it, who may change it, and its search (replaced by the
// current one), or its deletion after an alert dialog. Offered only to whom the service lets change
// it: the owner, or everyone when the owner let every staff member change it (others get a 403).
import { useState, type FormEvent } from 'react';
import {
  useDeleteSavedView,
  useUpdateSavedView,
  type CreatorSearchRequest,
  type SavedView,
  type SavedViewVisibility,
} from 'headless-checkout/backoffice';
import { SubmitFooter, VisibilityChoice, useFocusInvalid, writeErrors } from './forms';
import { useUser } from './session';
import { Choice, ConfirmAction, ErrorLine, Modal, TextField, useAnnounce } from './ui';

/** Whether the signed-in user may change or delete the view (PUT/DELETE /views/{id}). */
const mayChange = (view: SavedView, userId: string | undefined) =>
  view.ownerId === userId || view.editableBy === 'all';

/** The change form, in the dialog: each opening starts from the view as it is. */
function ChangeViewForm({
  view,
  current,
  close,
}: {
  view: SavedView;
  current: () => CreatorSearchRequest;
  close: () => void;
}) {
  const update = useUpdateSavedView();
  const user = useUser();
  const owner = view.ownerId === user?.id;
  const [name, setName] = useState(view.name);
  const [visibility, setVisibility] = useState<SavedViewVisibility>(view.visibility);
  const [editableBy, setEditableBy] = useState(view.editableBy);
  const [replace, setReplace] = useState(false);
  const announce = useAnnounce();
  const errors = writeErrors(update.error, ['name', 'visibility', 'editableBy']);
  const form = useFocusInvalid(update.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        path: { id: view.id },
        body: {
          name,
          ...(owner ? { visibility, editableBy } : {}),
          ...(replace ? { query: current() } : {}),
        },
      },
      {
        onSuccess: (saved) => {
          close();
          announce(`View ${saved.name} saved`);
        },
      },
    );
  };
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <TextField label="View name" value={name} onChange={setName} required error={errors.field('name')} />
      {owner && (
        <>
          <VisibilityChoice value={visibility} onChange={setVisibility} error={errors.field('visibility')} />
          <Choice
            label="Who may change it"
            value={editableBy}
            onChange={(value) => setEditableBy(value as SavedView['editableBy'])}
            choices={[
              { value: 'me', label: 'Only me' },
              { value: 'all', label: 'Every staff member who sees it' },
            ]}
            error={errors.field('editableBy')}
          />
        </>
      )}
      <p>
        <label>
          <input type="checkbox" checked={replace} onChange={(event) => setReplace(event.target.checked)} />{' '}
          Replace its search with the current search
        </label>
      </p>
      <SubmitFooter label="Save view" write={update} message={errors.form} />
    </form>
  );
}

function ChangeView({ view, current }: { view: SavedView; current: () => CreatorSearchRequest }) {
  return (
    <Modal
      trigger="Change view"
      triggerLabel={`Change view ${view.name}`}
      title={`Change the view “${view.name}”`}
      description="Rename it, choose who sees it and who may change it, or give it the current search."
    >
      {(close) => <ChangeViewForm view={view} current={current} close={close} />}
    </Modal>
  );
}

function ViewActions({
  view,
  current,
  onDeleted,
}: {
  view: SavedView;
  current: () => CreatorSearchRequest;
  onDeleted: () => void;
}) {
  const user = useUser();
  const announce = useAnnounce();
  const remove = useDeleteSavedView({
    onSuccess: () => {
      onDeleted();
      announce(`View ${view.name} deleted`);
    },
  });
  if (!mayChange(view, user?.id)) return null;
  return (
    <>
      <ChangeView view={view} current={current} />
      <ConfirmAction
        trigger="Delete view"
        className="bo-button"
        title={`Delete the view “${view.name}”?`}
        description={
          view.visibility === 'public'
            ? 'It is gone for every staff member who sees it. This cannot be undone.'
            : 'It is gone for good. This cannot be undone.'
        }
        confirm="Delete view"
        onConfirm={() => remove.mutate({ path: { id: view.id } })}
      />
      <ErrorLine error={remove.error} />
    </>
  );
}

export { ViewActions };
