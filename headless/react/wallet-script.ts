import { createScriptLoader } from 'headless-checkout/core';

/** Loads a provider's script into this page (once per URL), after mount only. */
function loadWalletScript(url: string): Promise<void> {
  return createScriptLoader<HTMLScriptElement>({
    page: document,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number),
  }).load(url);
}

export { loadWalletScript };
