import { resolveLocale, SUPPORTED_LOCALES } from 'headless-checkout/core';
import './locale-switch.css';

/** A locale's name in its own language ('Deutsch (Deutschland)', 'العربية'), else its tag. */
function ownName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/**
 * The example pages' language switch: the checkout's 26 locales, each named in its own language.
 * A choice switches the checkout at once (the provider makes a new checkout in the same session)
 * and keeps it in the address (`?locale=`), so a reload or a shared link shows the same language.
 * A native select: it opens without hiding the page.
 */
function LocaleSwitch({
  locale,
  onChange,
}: {
  locale: string | undefined;
  onChange: (locale: string) => void;
}) {
  return (
    <label className="shop-locale">
      Language{' '}
      <select
        value={resolveLocale(locale)}
        onChange={(event) => {
          const next = event.target.value;
          const url = new URL(window.location.href);
          url.searchParams.set('locale', next);
          window.history.replaceState(window.history.state, '', url);
          onChange(next);
        }}
      >
        {SUPPORTED_LOCALES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {ownName(tag)}
          </option>
        ))}
      </select>
    </label>
  );
}

export { LocaleSwitch };
