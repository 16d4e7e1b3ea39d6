// The message-formatting engine (@formatjs/intl). Loaded on demand with the first catalogue, so
// pages that render no text yet (and the bundle budget of the card hook) do not carry it up front.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Messages } from './messages';

const cache = createIntlCache();

/** An @formatjs/intl object for a locale and its catalogue. */
function createIntlFor(locale: string, messages: Messages, defaultLocale: string): IntlShape<string> {
  return createIntl(
    {
      locale,
      messages,
      defaultLocale,
      onError: () => undefined,
    },
    cache,
  );
}

export { createIntlFor };
