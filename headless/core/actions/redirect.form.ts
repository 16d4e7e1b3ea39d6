import { CheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import type { RedirectAction } from './action.router';

/** A redirect ready to perform: navigate (GET) or post a hidden form (POST). */
interface PreparedRedirect {
  method: 'GET' | 'POST';
  url: string;
  /** The form's fields (POST). */
  data: Record<string, string>;
}

/**
 * Checks a redirect action: an http(s) URL, GET (the default) or POST with string fields.
 * Anything else is 'Redirect failed' (ERROR), so a shopper is never sent to a `javascript:` URL.
 */
function prepareRedirect(action: RedirectAction): PreparedRedirect {
  let url: URL;
  try {
    url = new URL(action.url);
  } catch (error) {
    throw new CheckoutError('ERROR', ERROR_TEXTS.redirectFailed, { cause: error });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CheckoutError('ERROR', ERROR_TEXTS.redirectFailed);
  const method = (action.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'POST') throw new CheckoutError('ERROR', ERROR_TEXTS.redirectFailed);
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(action.data ?? {})) data[name] = String(value);
  return { method, url: url.href, data };
}

/** The query parameters a redirect returns with, sent back as the action's details. */
const REDIRECT_RESULT_PARAMETERS = ['redirectResult', 'payload'] as const;

/**
 * The details of a return from a redirect, read from the returnUrl's query
 * (`?redirectResult=…` or `?payload=…`); null when the URL is not such a return.
 */
function readRedirectResult(search: string | URLSearchParams): Record<string, string> | null {
  const parameters = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const name of REDIRECT_RESULT_PARAMETERS) {
    const value = parameters.get(name);
    if (value) return { [name]: value };
  }
  return null;
}

export { REDIRECT_RESULT_PARAMETERS, prepareRedirect, readRedirectResult };
export type { PreparedRedirect };
