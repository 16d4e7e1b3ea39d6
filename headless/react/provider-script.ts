import { createScriptLoader, type ScriptLoader, type Timers } from 'headless-checkout/core';

/** The page's timers (read when a timer starts, never on the server). */
const browserTimers: Timers = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (timer) => window.clearTimeout(timer as number),
};

/**
 * The page's script loader (once per URL, through the core's loader: a timeout and a typed error
 * when it fails). The page is read when a script loads: only in an effect or an event handler,
 * never on the server.
 */
const pageScriptLoader: ScriptLoader = {
  load: (url, options) =>
    createScriptLoader<HTMLScriptElement>({ page: document, ...browserTimers }).load(url, options),
};

/** Loads a provider's script into the page (see `pageScriptLoader`). */
function loadProviderScript(url: string): Promise<void> {
  return pageScriptLoader.load(url);
}

export { browserTimers, loadProviderScript, pageScriptLoader };
