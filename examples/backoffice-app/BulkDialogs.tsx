// The bulk update and merge dialogs of the search results.
import { useState, type FormEvent } from 'react';
import {
  BULK_CREATOR_OPERATIONS,
  useBulkUpdateCreators,
  useMergeCreators,
  type BulkCreatorOperation,
} from 'headless-checkout/backoffice';
import { enumLabel } from './display';
import { formErrors } from './errors';
import { useManagerNames } from './people';
import { Choice, ErrorLine, FormError, Modal, TextField, splitList } from './ui';

const VALUE_HINT: Record<BulkCreatorOperation, string> = {
  addLanguages: 'Languages (comma separated, e.g. en, de)',
  removeLanguages: 'Languages (comma separated)',
  replaceCountry: 'Country code (e.g. NL)',
  addLabels: 'Label names (comma separated)',
  removeLabels: 'Label names (comma separated)',
  addPrimaryManager: 'Manager',
  removePrimaryManager: 'Manager',
};

/** The operations whose value is one manager, chosen by name. */
const MANAGER_OPERATIONS: BulkCreatorOperation[] = ['addPrimaryManager', 'removePrimaryManager'];

function BulkUpdate({ ids, onDone }: { ids: string[]; onDone: (message: string) => void }) {
  const bulk = useBulkUpdateCreators();
  const [operation, setOperation] = useState<BulkCreatorOperation>('addLanguages');
  const [values, setValues] = useState('');
  const managers = useManagerNames();
  const errors = formErrors(bulk.error, ['values', 'operation']);
  const byManager = MANAGER_OPERATIONS.includes(operation);
  return (
    <Modal
      trigger="Bulk update…"
      title={`Bulk update ${ids.length} creators`}
      description="One operation on every selected creator."
      disabled={ids.length === 0}
    >
      {(close) => {
        const submit = (event: FormEvent) => {
          event.preventDefault();
          bulk.mutate(
            { body: { ids, operation, values: splitList(values) } },
            {
              onSuccess: (answer) => {
                close();
                onDone(`${enumLabel('bulkOperation', answer.operation)}: ${answer.updated} creators updated`);
              },
            },
          );
        };
        return (
          <form onSubmit={submit}>
            <Choice
              label="Operation"
              value={operation}
              onChange={(value) => {
                setOperation(value as BulkCreatorOperation);
                setValues('');
              }}
              choices={BULK_CREATOR_OPERATIONS.map((value) => ({
                value,
                label: enumLabel('bulkOperation', value),
              }))}
              error={errors.field('operation')}
            />
            {byManager ? (
              <Choice
                label={VALUE_HINT[operation]}
                value={values}
                onChange={setValues}
                choices={[...(managers ?? new Map<string, string>())].map(([id, name]) => ({
                  value: id,
                  label: name,
                }))}
                placeholder={managers ? 'Choose a manager…' : 'Loading…'}
                error={errors.field('values')}
              />
            ) : (
              <TextField
                label={VALUE_HINT[operation]}
                value={values}
                onChange={setValues}
                required
                error={errors.field('values')}
              />
            )}
            <FormError message={errors.form} />
            <button className="bo-button bo-button--primary" type="submit" disabled={bulk.isPending}>
              Apply to {ids.length} creators
            </button>
          </form>
        );
      }}
    </Modal>
  );
}

function Merge({ creators, onDone }: { creators: [string, string][]; onDone: (message: string) => void }) {
  const merge = useMergeCreators();
  const [targetId, setTargetId] = useState('');
  const pair = creators.length === 2 ? creators : [];
  const target = pair.find(([id]) => id === targetId);
  const source = pair.find(([id]) => id !== targetId);
  return (
    <Modal
      trigger="Merge two…"
      title="Merge two creators"
      description="The kept creator takes the other's channels, labels, notes and programs; the other is removed."
      disabled={pair.length !== 2}
    >
      {(close) => {
        const submit = (event: FormEvent) => {
          event.preventDefault();
          if (!target || !source) return;
          merge.mutate(
            { body: { sourceId: source[0], targetId: target[0] } },
            {
              onSuccess: () => {
                close();
                onDone(`Merged ${source[1]} into ${target[1]}`);
              },
            },
          );
        };
        return (
          <form onSubmit={submit}>
            <Choice
              label="Keep"
              value={targetId}
              onChange={setTargetId}
              choices={pair.map(([id, name]) => ({ value: id, label: name }))}
            />
            {source && target && (
              <p>
                {source[1]} will be merged into {target[1]}.
              </p>
            )}
            <ErrorLine error={merge.error} />
            <button
              className="bo-button bo-button--primary"
              type="submit"
              disabled={!target || merge.isPending}
            >
              Merge
            </button>
          </form>
        );
      }}
    </Modal>
  );
}

export { BulkUpdate, Merge };
