// A creator's payments (finance group only), filtered by status, page after page by page token.
import { useState } from 'react';
import {
  PAYMENT_STATUSES,
  useCreator,
  useCreatorPayments,
  type PaymentStatus,
} from 'headless-checkout/backoffice';
import { href } from './router';
import { enumLabel, formatNumber, staffLocale } from './display';
import { ErrorLine, More, ScreenHeading, Status, Table } from './ui';

const PAGE_SIZE = 20;

function Payments({ creatorId }: { creatorId: string }) {
  const [statuses, setStatuses] = useState<PaymentStatus[]>([]);
  const creator = useCreator(creatorId, ['details']);
  const payments = useCreatorPayments(creatorId, {
    pageSize: PAGE_SIZE,
    ...(statuses.length > 0 ? { paymentStatus: statuses } : {}),
  });
  const rows =
    payments.data?.pages.flatMap((page) =>
      page.items.map((payment) => ({
        title: payment.title,
        amount: new Intl.NumberFormat(staffLocale(), {
          style: 'currency',
          currency: payment.amount.currency,
        }).format(payment.amount.value / 100),
        status: enumLabel('paymentStatus', payment.status),
        paymentTarget: payment.target,
        targetDate: payment.targetDate,
        createdAt: payment.createdAt,
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
      <ScreenHeading title={creator.data ? `Payments of ${creator.data.name}` : 'Payments'} />
      <fieldset className="bo-card bo-checks">
        <legend>Status</legend>
        {PAYMENT_STATUSES.map((status) => (
          <label key={status}>
            <input type="checkbox" checked={statuses.includes(status)} onChange={() => toggle(status)} />{' '}
            {enumLabel('paymentStatus', status)}
          </label>
        ))}
      </fieldset>
      <Status>
        {payments.isPending
          ? 'Loading payments…'
          : total !== undefined &&
            `${formatNumber(total)} ${total === 1 ? 'payment' : 'payments'}, ${formatNumber(rows.length)} shown.`}
      </Status>
      <ErrorLine error={payments.error} />
      <Table
        caption="Payments"
        rows={rows}
        columns={['title', 'amount', 'status', 'paymentTarget', 'targetDate', 'createdAt']}
      />
      <More query={payments} label="More payments" />
    </>
  );
}

export { Payments };
