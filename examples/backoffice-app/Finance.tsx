// Finance (finance group only): an agency's agents with their payment summary
// (payments.agencies.agents), and an agent's payment account, its state in words and set or
// changed (payments.accounts.status / create).
import { useState, type FormEvent } from 'react';
import {
  useAgencies,
  useAgentPaymentSummary,
  usePaymentAccountStatus,
  useSetPaymentAccount,
  type PaymentSortColumn,
  type PaymentSortDirection,
} from 'headless-checkout/backoffice';
import { formatDateTime, staffLocale } from './display';
import { formErrors } from './errors';
import {
  Choice,
  ErrorLine,
  FormError,
  Panel,
  ScreenHeading,
  Status,
  Table,
  TextField,
  useAnnounce,
} from './ui';

const SORTS: { value: `${PaymentSortColumn} ${PaymentSortDirection}`; label: string }[] = [
  { value: 'TITLE ASC', label: 'Agent name, A to Z' },
  { value: 'AMOUNT DESC', label: 'Total paid, highest first' },
  { value: 'AMOUNT ASC', label: 'Total paid, lowest first' },
  { value: 'CREATED_AT DESC', label: 'Last payment, newest first' },
];
const ACCOUNT_WORDS: Record<string, string> = {
  none: 'No payment account yet',
  pending: 'Payment account waiting for review',
  active: 'Payment account active',
  rejected: 'Payment account rejected: ask the agent for other details',
};
const money = (value: number, currency: string) =>
  new Intl.NumberFormat(staffLocale(), { style: 'currency', currency }).format(value / 100);

function PaymentAccount({ agentId, agentName }: { agentId: string; agentName: string }) {
  const status = usePaymentAccountStatus(agentId);
  const save = useSetPaymentAccount();
  const announce = useAnnounce();
  const [holderName, setHolderName] = useState('');
  const [iban, setIban] = useState('');
  const [country, setCountry] = useState('');
  const errors = formErrors(save.error, ['holderName', 'iban', 'country']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { path: { agentId }, body: { holderName, iban: iban.replace(/\s+/g, '').toUpperCase(), country } },
      { onSuccess: () => announce(`Payment account of ${agentName} saved`) },
    );
  };
  const data = status.data;
  return (
    <Panel title={`Payment account of ${agentName}`}>
      <p>
        {data
          ? `${ACCOUNT_WORDS[data.status] ?? 'Payment account state unknown'}${data.updatedAt ? `, changed ${formatDateTime(data.updatedAt)}` : ''}.`
          : status.isPending
            ? 'Loading the payment account…'
            : null}
      </p>
      <ErrorLine error={status.error} />
      <form noValidate onSubmit={submit}>
        <TextField
          label="Account holder"
          value={holderName}
          onChange={setHolderName}
          required
          error={errors.field('holderName')}
        />
        <TextField label="IBAN" value={iban} onChange={setIban} required error={errors.field('iban')} />
        <TextField
          label="Country code"
          value={country}
          onChange={setCountry}
          required
          error={errors.field('country')}
        />
        <button className="bo-button bo-button--primary" type="submit" disabled={save.isPending}>
          {data && data.status !== 'none' ? 'Change the payment account' : 'Set the payment account'}
        </button>
      </form>
      <FormError message={errors.form} />
    </Panel>
  );
}

function Finance() {
  const [draft, setDraft] = useState('');
  const [find, setFind] = useState('');
  const [agencyId, setAgencyId] = useState('');
  const [sort, setSort] = useState<(typeof SORTS)[number]['value']>('TITLE ASC');
  const [agent, setAgent] = useState<{ id: string; name: string } | null>(null);
  const agencies = useAgencies({
    count: 25,
    ...(find
      ? { filtersjson: { queryOp: 'AND', filters: [{ field: 'name', op: 'contains', value: find }] } }
      : {}),
  });
  const [sortColumn, sortDir] = sort.split(' ') as [PaymentSortColumn, PaymentSortDirection];
  const summary = useAgentPaymentSummary(agencyId, { sortColumn, sortDir });
  const found = agencies.data?.pages.flatMap((page) => page.items) ?? [];
  const rows = summary.data?.map((row) => ({
    id: row.agentId,
    agent: row.agentName,
    payments: row.paymentCount,
    totalPaid: money(row.total.value, row.total.currency),
    lastPaymentAt: row.lastPaymentAt,
  }));
  return (
    <>
      <ScreenHeading title="Finance" />
      <Panel title="Agents’ payments">
        <form
          className="bo-row"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setFind(draft.trim());
          }}
        >
          <TextField label="Agency name contains" value={draft} onChange={setDraft} />
          <button className="bo-button" type="submit">
            Find agencies
          </button>
        </form>
        <ErrorLine error={agencies.error} />
        <div className="bo-row">
          <Choice
            label="Agency"
            value={agencyId}
            onChange={(value) => {
              setAgencyId(value);
              setAgent(null);
            }}
            choices={found.map((agency) => ({ value: agency.id, label: `${agency.name} (${agency.id})` }))}
          />
          <Choice
            label="Sort by"
            value={sort}
            onChange={(value) => setSort(value as typeof sort)}
            choices={SORTS}
          />
        </div>
        {agencyId && (
          <>
            <Status>
              {summary.isPending
                ? 'Loading the agents’ payments…'
                : rows && `${rows.length} ${rows.length === 1 ? 'agent' : 'agents'}.`}
            </Status>
            <ErrorLine error={summary.error} />
            <Table
              caption="Agents’ payments"
              rows={rows}
              columns={['agent', 'payments', 'totalPaid', 'lastPaymentAt']}
              actions={(row) => (
                <button
                  type="button"
                  className="bo-button bo-button--quiet"
                  aria-label={`Payment account of ${row.agent}`}
                  onClick={() => setAgent({ id: row.id, name: row.agent })}
                >
                  Payment account
                </button>
              )}
            />
          </>
        )}
      </Panel>
      {agent && <PaymentAccount key={agent.id} agentId={agent.id} agentName={agent.name} />}
    </>
  );
}

export { Finance };
