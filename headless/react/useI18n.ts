import { Fragment, createElement, useCallback, type ReactNode } from 'react';
import type { Amount, I18nState, MessageKey, MessageValues } from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { useStoreSelector } from './useStoreSelector';

/** What useI18n returns. */
interface UseI18nResult {
  /** The locale in use. */
  locale: string;
  /** 'rtl' for Arabic, else 'ltr': set it as the `dir` of your checkout's root. */
  direction: 'ltr' | 'rtl';
  /** 'loading' while the locale's messages load (en-US shows meanwhile), then 'ready' or 'error'; en-US is 'ready' at once. */
  status: I18nState['status'];
  /** Formats a message in the shopper's locale; en-US text from the first render (server included). */
  t: (key: MessageKey, values?: MessageValues) => string;
  /**
   * Formats a message with tags rendered by your functions:
   * `tRich('issuerList.terms', { link: (chunks) => <a href={url}>{chunks}</a> })`.
   */
  tRich: (
    key: MessageKey,
    values: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>,
  ) => ReactNode;
  /** Formats an amount in the shopper's locale. */
  formatAmount: (amount: Amount) => string;
}

/** Messages and amounts in the shopper's locale; re-renders when the locale's messages arrive. */
function useI18n(): UseI18nResult {
  const { i18n } = useCheckoutContext('useI18n');
  const state = useStoreSelector(i18n, (snapshot) => snapshot);
  // `state` is a dependency so the functions change identity when the catalogue does.
  const t = useCallback<UseI18nResult['t']>(
    (key, values) => i18n.formatMessage(key, values),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, state],
  );
  const tRich = useCallback<UseI18nResult['tRich']>(
    // The parts become children of one fragment, so React needs no keys for them.
    (key, values) => createElement(Fragment, null, ...i18n.formatRich<ReactNode>(key, values)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, state],
  );
  const formatAmount = useCallback<UseI18nResult['formatAmount']>(
    (amount) => i18n.formatAmount(amount),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, state],
  );
  return { locale: state.locale, direction: state.direction, status: state.status, t, tRich, formatAmount };
}

export { useI18n };
export type { UseI18nResult };
