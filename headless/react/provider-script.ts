import { createScriptLoader } from 'headless-checkout/core';

/**
 * Loads a provider's script into the page (once per URL, through the core's loader: a timeout and
 * a typed error when it fails). Call it only in an effect or an event handler, never on the server.
 */
function loadProviderScript(url: string): Promise<void> {
  return createScriptLoader<HTMLScriptElement>({
    page: document,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number),
  }).load(url);
}

export { loadProviderScript };
