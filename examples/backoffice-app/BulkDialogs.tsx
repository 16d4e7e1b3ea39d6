// The bulk update dialog of the search results (the merge is MergeDialog.tsx).
import { useState, type FormEvent } from 'react';
import {
  BULK_CREATOR_OPERATIONS,
  useBulkUpdateCreators,
  type BulkCreatorOperation,
} from 'headless-checkout/backoffice';
import { enumLabel } from './display';
import { formErrors } from './errors';
import { SubmitFooter } from './forms';
import { useManagerNames } from './people';
import { Choice, Modal, TextField, splitList } from './ui';

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
            <SubmitFooter label={`Apply to ${ids.length} creators`} write={bulk} message={errors.form} />
          </form>
        );
      }}
    </Modal>
  );
}

export { BulkUpdate };
