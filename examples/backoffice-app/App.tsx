// The app shell: sign-in, the header with navigation and the screen of the current route.
import { useEffect, useState } from 'react';
import { useNotifications, type CreatorSearchRequest } from 'headless-checkout/backoffice';
import { Blocklist } from './Blocklist';
import { CreatorScreen } from './Creator';
import { Curation } from './Curation';
import { Directory } from './Directory';
import { DirectoryRecord } from './DirectoryRecord';
import { Finance } from './Finance';
import { ImportScreen } from './Import';
import { ImportJobScreen } from './ImportJob';
import { Denied, Login } from './Login';
import { NotificationSettings } from './NotificationSettings';
import { Notifications } from './Notifications';
import { NotesInbox, NotesNavLabel } from './NotesInbox';
import { Payments } from './Payments';
import { Permissions } from './Permissions';
import { href, useRoute } from './router';
import { Search } from './Search';
import { SearchAdmin } from './SearchAdmin';
import { signOut, useUser } from './session';
import { Announcer, Modals, focusScreenHeading, usePageInert } from './ui';

/** The screens, with the group a screen needs when not every staff member may use it. */
const NAV: readonly (readonly [route: string, label: string, group?: string])[] = [
  ['creators', 'Creators'],
  ['notifications', 'Notifications'],
  ['notes', 'Notes'],
  ['directory', 'Agencies & people'],
  ['blocklist', 'Blocklist'],
  ['curation', 'Curation'],
  ['import', 'Import'],
  // Only admins may use it: others would only meet the Forbidden page.
  ['permissions', 'Permissions', 'admin'],
  ['service', 'Service', 'admin'],
  // Payments and payment accounts: the finance group's.
  ['finance', 'Finance', 'finance'],
];

function UnreadCount() {
  const unread = useNotifications({ status: 'Unread', count: 1 });
  const total = unread.data?.pages[0]?.total;
  return total ? (
    <span className="bo-badge" aria-label={`${total} unread`}>
      {total}
    </span>
  ) : null;
}

function Screen({
  request,
  setRequest,
}: {
  request: CreatorSearchRequest;
  setRequest: (request: CreatorSearchRequest) => void;
}) {
  const [screen = 'creators', id, sub] = useRoute();
  if (screen === 'creators' && id && sub === 'payments') return <Payments creatorId={id} />;
  if (screen === 'creators' && id) return <CreatorScreen id={id} />;
  if (screen === 'notifications' && id === 'settings') return <NotificationSettings />;
  if (screen === 'notifications') return <Notifications />;
  if (screen === 'directory' && sub) return <DirectoryRecord tab={id} id={sub} />;
  if (screen === 'directory') return <Directory tab={id} />;
  if (screen === 'blocklist') return <Blocklist />;
  if (screen === 'curation') return <Curation />;
  if (screen === 'import' && id) return <ImportJobScreen id={id} />;
  if (screen === 'import') return <ImportScreen />;
  if (screen === 'notes') return <NotesInbox />;
  if (screen === 'service') return <SearchAdmin />;
  if (screen === 'finance') return <Finance />;
  if (screen === 'permissions') return <Permissions />;
  return <Search request={request} onSearch={setRequest} />;
}

/** The route's screen for focus: a directory tab is the same screen (its tab link keeps focus). */
const screenOf = (route: string[]) => (route[0] === 'directory' && !route[2] ? 'directory' : route.join('/'));

function Shell() {
  const user = useUser()!;
  const route = useRoute();
  const [screen = 'creators'] = route;
  const screenKey = screenOf(route);
  const [request, setRequest] = useState<CreatorSearchRequest>({ sort: [{ field: 'name', dir: 'asc' }] });
  // While a modal dialog is open, the page behind it is inert (see `Modals`); the announcer of
  // saves is not part of it, so a result said while a dialog is open is still heard.
  const inert = usePageInert();
  // After sign-in (the shell mounts) and after each navigation, focus goes to the screen's heading,
  // so keyboard and screen-reader users start at the top of the new screen, not on the page body.
  useEffect(() => {
    focusScreenHeading();
  }, [screenKey]);
  return (
    <Announcer>
      <header className="bo-header" inert={inert}>
        <p className="bo-brand">Creator back office</p>
        <nav aria-label="Main">
          {/* On a narrow screen the links scroll sideways in their row (backoffice.css): a link that
              Tab reaches half hidden is scrolled fully into view (Chrome leaves it as it is). */}
          <ul onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}>
            {NAV.filter(([, , group]) => !group || user.groups.includes(group)).map(([route, label]) => (
              <li key={route}>
                <a href={href(route)} aria-current={screen === route ? 'page' : undefined}>
                  {route === 'notes' ? <NotesNavLabel label={label} /> : label}
                  {route === 'notifications' && <UnreadCount />}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="bo-user">
          {user.name} <span className="bo-muted">({user.email})</span>{' '}
          <button className="bo-button bo-button--quiet" type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </p>
      </header>
      <main className="bo-main" inert={inert}>
        <Screen request={request} setRequest={setRequest} />
      </main>
    </Announcer>
  );
}

function App() {
  const user = useUser();
  const query = new URLSearchParams(window.location.search);
  const denied = query.get('denied');
  if (denied) return <Denied status={denied} call={query.get('call') ?? ''} />;
  return user ? (
    <Modals>
      <Shell />
    </Modals>
  ) : (
    <Login />
  );
}

export { App };
