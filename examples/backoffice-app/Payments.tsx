// A creator's payments (finance group only), filtered by status, page after page by page token.
import { useState } from 'react';
import { PAYMENT_STATUSES, useCreatorPayments, type PaymentStatus } from 'headless-checkout/backoffice';
import { href } from './router';
import { ErrorLine, More, Status, Table, dateTime } from './ui';

const PAGE_SIZE = 20;

function Payments({ creatorId }: { creatorId: string }) {
  const [statuses, setStatuses] = useState<PaymentStatus[]>([]);
  const payments = useCreatorPayments(creatorId, {
    pageSize: PAGE_SIZE,
    ...(statuses.length > 0 ? { paymentStatus: statuses } : {}),
  });
  const rows =
    payments.data?.pages.flatMap((page) =>
      page.items.map((payment) => ({
        title: payment.title,
        amount: new Intl.NumberFormat('en-GB', {
          style: 'currency',
          currency: payment.amount.currency,
        }).format(payment.amount.value / 100),
        status: payment.status,
        target: payment.target,
        targetDate: dateTime(payment.targetDate),
        created: dateTime(payment.createdAt),
      })),
    ) ?? [];
  const total = payments.data?.pages[0]?.total;
  const toggle = (status: PaymentStatus) =>
    setStatuses((current) =>
      current.includes(status) ? current.filter((item) => item !== status) : [...current, status],
    );
  return (
    <>
      <p>
        <a href={href('creators', creatorId)}>← Back to the creator</a>
      </p>
      <h1>Payments of {creatorId}</h1>
      <fieldset className="bo-card bo-checks">
        <legend>Status</legend>
        {PAYMENT_STATUSES.map((status) => (
          <label key={status}>
            <input type="checkbox" checked={statuses.includes(status)} onChange={() => toggle(status)} />{' '}
            {status}
          </label>
        ))}
      </fieldset>
      <Status>
        {payments.isPending
          ? 'Loading payments…'
          : total !== undefined && `${total} payments, ${rows.length} shown.`}
      </Status>
      <ErrorLine error={payments.error} />
      <Table
        caption="Payments"
        rows={rows}
        columns={['title', 'amount', 'status', 'target', 'targetDate', 'created']}
      />
      <More query={payments} label="More payments" />
    </>
  );
}

export { Payments };
