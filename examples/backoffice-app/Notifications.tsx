// The user's notifications: filter by status, mark read or unread (shown at once).
import { useState } from 'react';
import {
  useNotifications,
  useUpdateNotificationStatus,
  type NotificationStatus,
} from 'headless-checkout/backoffice';
import { formatDateTime } from './display';
import { href } from './router';
import { Choice, ErrorLine, More, ScreenHeading, Status } from './ui';

function Notifications() {
  const [filter, setFilter] = useState('all');
  const list = useNotifications({
    count: 25,
    ...(filter === 'all' ? {} : { status: filter as NotificationStatus }),
  });
  const unread = useNotifications({ status: 'Unread', count: 1 });
  const mark = useUpdateNotificationStatus();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadIds = items.filter((item) => item.status === 'Unread').map((item) => item.id);
  return (
    <>
      <ScreenHeading title="Notifications" />
      <p>
        <a href={href('notifications', 'settings')}>Notification settings</a>
      </p>
      {/* The unread count is the one announcement of a mark: it changes with each. */}
      <Status>{unread.data ? `${unread.data.pages[0]?.total ?? 0} unread.` : ''}</Status>
      <div className="bo-row">
        <Choice
          label="Show"
          value={filter}
          onChange={setFilter}
          choices={[
            { value: 'all', label: 'All' },
            { value: 'Unread', label: 'Unread' },
            { value: 'Read', label: 'Read' },
          ]}
        />
        <button
          className="bo-button"
          type="button"
          disabled={unreadIds.length === 0}
          onClick={() => mark.mutate({ body: { ids: unreadIds, status: 'Read' } })}
        >
          Mark shown as read
        </button>
      </div>
      <ErrorLine error={list.error ?? mark.error} />
      <ul className="bo-notifications" aria-label="Notifications">
        {items.map((item) => {
          const next = item.status === 'Unread' ? 'Read' : 'Unread';
          return (
            <li key={item.id} className="bo-card" data-status={item.status}>
              <h2>
                {item.status === 'Unread' && <span className="bo-tag">New</span>} {item.title}
              </h2>
              <p>{item.body}</p>
              <p className="bo-muted">{formatDateTime(item.createdAt)}</p>
              <button
                className="bo-button bo-button--quiet"
                type="button"
                onClick={() => mark.mutate({ body: { ids: [item.id], status: next } })}
              >
                Mark as {next.toLowerCase()}
                <span className="bo-visually-hidden">: {item.title}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {items.length === 0 && !list.isPending && <p className="bo-muted">No notifications.</p>}
      <More query={list} label="More notifications" />
    </>
  );
}

export { Notifications };
