// A creator's labels: remove one, add one from the label list with one of its values, or change the
// value of one the creator has (the service refuses adding it twice). Shown at once.
import { useState, type FormEvent } from 'react';
import {
  useAddCreatorLabel,
  useLabels,
  useLabelValues,
  useRemoveCreatorLabel,
  type CreatorLabel,
} from 'headless-checkout/backoffice';
import { Choice, ConfirmAction, ErrorLine, Panel, useAnnounce } from './ui';

const NO_VALUE = '(no value)';
const shownValue = (value: string | null) => (value === null ? 'no value' : value);

function Labels({ creatorId, labels }: { creatorId: string; labels: CreatorLabel[] }) {
  const all = useLabels();
  const add = useAddCreatorLabel();
  const remove = useRemoveCreatorLabel();
  const [labelId, setLabelId] = useState('');
  const [value, setValue] = useState(NO_VALUE);
  const values = useLabelValues(labelId, { enabled: Boolean(labelId) });
  const announce = useAnnounce();

  // The creator's label of the chosen kind, if it has one: the form changes its value instead.
  const current = labels.find((label) => label.labelId === labelId);
  const chosenValue = value === NO_VALUE ? null : value;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!labelId) return;
    const name = all.data?.find((label) => label.id === labelId)?.name ?? 'Label';
    add.mutate(
      {
        path: { id: creatorId, labelId },
        body: current ? { value: chosenValue, replace: true } : { value: chosenValue },
      },
      {
        onSuccess: () =>
          announce(current ? `Label ${name} changed to ${shownValue(chosenValue)}` : `Label ${name} added`),
      },
    );
    setLabelId('');
    setValue(NO_VALUE);
  };

  return (
    <Panel title="Labels">
      <ul className="bo-chips" aria-label="Labels of this creator">
        {labels.map((label) => (
          <li key={label.id} className="bo-chip" style={{ borderColor: label.color || undefined }}>
            {label.name}
            {label.value && <span className="bo-muted">: {label.value}</span>}
            <ConfirmAction
              className="bo-chip__remove"
              trigger="×"
              triggerLabel={`Remove label ${label.name}`}
              disabled={label.id.startsWith('optimistic-')}
              title={`Remove the label ${label.name}?`}
              description="The creator loses this label; you can add it again later."
              confirm="Remove label"
              onConfirm={() =>
                remove.mutate(
                  { path: { id: creatorId, creatorLabelId: label.id } },
                  { onSuccess: () => announce(`Label ${label.name} removed`) },
                )
              }
            />
          </li>
        ))}
        {labels.length === 0 && <li className="bo-muted">No labels.</li>}
      </ul>
      <form className="bo-row" onSubmit={submit} aria-label="Add a label">
        <Choice
          label="Label"
          value={labelId}
          onChange={(id) => {
            setLabelId(id);
            setValue(labels.find((label) => label.labelId === id)?.value ?? NO_VALUE);
          }}
          choices={(all.data ?? []).map((label) => ({ value: label.id, label: label.name }))}
        />
        <Choice
          label="Value"
          value={value}
          onChange={setValue}
          choices={[NO_VALUE, ...(values.data ?? []).map((item) => item.value)].map((item) => ({
            value: item,
            label: item === NO_VALUE ? 'No value' : item,
          }))}
        />
        <button
          className="bo-button"
          type="submit"
          disabled={!labelId || (current !== undefined && current.value === chosenValue)}
        >
          {current ? 'Change value' : 'Add label'}
        </button>
      </form>
      {current && (
        <p className="bo-muted" role="status">
          This creator has the label {current.name} already ({shownValue(current.value)}): choose another
          value to change it.
        </p>
      )}
      <ErrorLine error={add.error ?? remove.error} />
    </Panel>
  );
}

export { Labels };
