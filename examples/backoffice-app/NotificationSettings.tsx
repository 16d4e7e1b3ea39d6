// The signed-in staff member's notification settings: email and in-app delivery, the digest, and
// the kinds of notification muted (the kinds they have had, and those muted already).
import { useMemo, useState, type FormEvent } from 'react';
import {
  useNotifications,
  useNotificationSettings,
  useUpdateNotificationSettings,
  type NotificationSettings as Settings,
} from 'headless-checkout/backoffice';
import { SubmitFooter, useFocusInvalid, writeErrors } from './forms';
import { href } from './router';
import { Choice, ErrorLine, ScreenHeading, Status, useAnnounce } from './ui';

const DIGESTS = [
  { value: 'none', label: 'No digest' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

function SettingsForm({ saved, kinds }: { saved: Settings; kinds: string[] }) {
  const [settings, setSettings] = useState(saved);
  const update = useUpdateNotificationSettings();
  const announce = useAnnounce();
  const errors = writeErrors(update.error, ['email', 'inApp', 'digest', 'mutedTypes']);
  const form = useFocusInvalid(update.error);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));
  const toggleKind = (kind: string) =>
    set(
      'mutedTypes',
      settings.mutedTypes.includes(kind)
        ? settings.mutedTypes.filter((item) => item !== kind)
        : [...settings.mutedTypes, kind],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ body: settings }, { onSuccess: () => announce('Notification settings saved') });
  };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Notification settings">
      <fieldset className="bo-card bo-checks">
        <legend>Send notifications</legend>
        <label>
          <input
            type="checkbox"
            checked={settings.email}
            onChange={(event) => set('email', event.target.checked)}
          />{' '}
          By email
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.inApp}
            onChange={(event) => set('inApp', event.target.checked)}
          />{' '}
          In the back office
        </label>
      </fieldset>
      <Choice
        label="Email digest"
        value={settings.digest}
        onChange={(value) => set('digest', value as Settings['digest'])}
        choices={DIGESTS}
        error={errors.field('digest')}
      />
      <fieldset className="bo-card bo-checks">
        <legend>Mute these kinds of notification</legend>
        {kinds.length === 0 && <p className="bo-muted">No kinds of notification yet.</p>}
        {kinds.map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={settings.mutedTypes.includes(kind)}
              onChange={() => toggleKind(kind)}
            />{' '}
            {kind}
          </label>
        ))}
      </fieldset>
      <SubmitFooter label="Save settings" write={update} message={errors.form} />
    </form>
  );
}

function NotificationSettings() {
  const settings = useNotificationSettings();
  // The kinds a staff member can mute: those they have had (by title) and those muted already.
  const recent = useNotifications({ count: 100 });
  const kinds = useMemo(
    () =>
      [
        ...new Set([
          ...(recent.data?.pages.flatMap((page) => page.items.map((item) => item.title)) ?? []),
          ...(settings.data?.mutedTypes ?? []),
        ]),
      ].sort(),
    [recent.data, settings.data],
  );
  return (
    <>
      <p>
        <a href={href('notifications')}>← Back to the notifications</a>
      </p>
      <ScreenHeading title="Notification settings" />
      <ErrorLine error={settings.error ?? recent.error} />
      {settings.data && !recent.isPending ? (
        <SettingsForm saved={settings.data} kinds={kinds} />
      ) : (
        !settings.error && <Status>Loading your settings…</Status>
      )}
    </>
  );
}

export { NotificationSettings };
