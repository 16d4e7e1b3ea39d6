// Saved views of the creator search: list public and private ones, apply one, save the current search.
import { useState, type FormEvent } from 'react';
import {
  useCreateSavedView,
  useSavedViews,
  type CreatorSearchRequest,
  type SavedViewVisibility,
} from 'headless-checkout/backoffice';
import { enumLabel } from './display';
import { formErrors } from './errors';
import { SubmitFooter, VisibilityChoice } from './forms';
import { ViewActions } from './SavedViewActions';
import { Choice, ErrorLine, Modal, Panel, TextField, useAnnounce } from './ui';

const VIEW_TYPE = 'creators';

function SaveView({ current }: { current: () => CreatorSearchRequest }) {
  const save = useCreateSavedView();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<SavedViewVisibility>('private');
  const announce = useAnnounce();
  const errors = formErrors(save.error, ['name', 'visibility']);
  return (
    <Modal
      trigger="Save current search"
      title="Save the current search"
      description="A private view is yours only; a public one every staff member sees."
    >
      {(close) => {
        const submit = (event: FormEvent) => {
          event.preventDefault();
          save.mutate(
            { body: { viewType: VIEW_TYPE, name, visibility, editableBy: 'me', query: current() } },
            {
              onSuccess: (view) => {
                close();
                announce(`View ${view.name} saved`);
              },
            },
          );
        };
        return (
          <form onSubmit={submit}>
            <TextField
              label="View name"
              value={name}
              onChange={setName}
              required
              error={errors.field('name')}
            />
            <VisibilityChoice value={visibility} onChange={setVisibility} />
            <SubmitFooter label="Save view" write={save} message={errors.form} />
          </form>
        );
      }}
    </Modal>
  );
}

function SavedViews({
  current,
  onApply,
}: {
  current: () => CreatorSearchRequest;
  onApply: (query: CreatorSearchRequest) => void;
}) {
  const views = useSavedViews(VIEW_TYPE);
  const [chosen, setChosen] = useState('');
  const announce = useAnnounce();
  const view = views.data?.find((candidate) => candidate.id === chosen);
  return (
    <Panel title="Saved views">
      <div className="bo-row">
        <Choice
          label="Saved view"
          value={chosen}
          onChange={setChosen}
          choices={(views.data ?? []).map((candidate) => ({
            value: candidate.id,
            label: `${candidate.name} (${enumLabel('visibility', candidate.visibility).toLowerCase()}, ${candidate.ownerName})`,
          }))}
          placeholder={views.isPending ? 'Loading…' : 'Choose a view…'}
        />
        <button
          className="bo-button"
          type="button"
          disabled={!view}
          onClick={() => {
            if (!view) return;
            onApply(view.query);
            announce(`Applied the view “${view.name}”`);
          }}
        >
          Apply view
        </button>
        <SaveView current={current} />
        {view && <ViewActions view={view} current={current} onDeleted={() => setChosen('')} />}
      </div>
      <ErrorLine error={views.error} />
    </Panel>
  );
}

export { SavedViews };
