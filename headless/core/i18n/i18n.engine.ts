// The message-formatting engine (@formatjs/intl), part of the i18n layer from the start so texts
// format on the server and at the first render. It formats our precompiled catalogues (syntax trees),
// so it runs without the ICU parser: the package's build bundles formatjs with the parser's
// no-parser build (scripts/formatjs-without-parser.ts). Merchant strings are parsed before they get here.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { CompiledMessages } from './messages';

const cache = createIntlCache();

/** An @formatjs/intl object for a locale and its (precompiled) catalogue. */
function createIntlFor(locale: string, messages: CompiledMessages, defaultLocale: string): IntlShape<string> {
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
