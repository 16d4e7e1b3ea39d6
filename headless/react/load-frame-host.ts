import {
  CheckoutError,
  isCheckoutError,
  loadSecuredFieldsHost,
  loadedSecuredFieldsHost,
  type SecuredFieldsHost,
} from 'headless-checkout/core';
import type * as frameHostModule from './frame-host';

/** The page side of the secured fields, loaded: the core's part and the React layer's frame host. */
interface LoadedFrameHost {
  core: SecuredFieldsHost;
  connectFrameHost: (typeof frameHostModule)['connectFrameHost'];
}

let frameHost: typeof frameHostModule | null = null;

/**
 * Loads the page side of the secured fields: the core's part (`loadSecuredFieldsHost`) and the
 * frame host, in parallel, each a chunk of its own in a bundler that splits dynamic imports. The
 * module system keeps what loaded; a failure rejects with a NETWORK_ERROR, and the next call tries again.
 */
function loadFrameHost(): Promise<LoadedFrameHost> {
  return Promise.all([import('./frame-host'), loadSecuredFieldsHost()]).then(
    ([module, core]) => {
      frameHost = module;
      return { core, connectFrameHost: module.connectFrameHost };
    },
    (cause: unknown) => {
      throw isCheckoutError(cause)
        ? cause
        : new CheckoutError('NETWORK_ERROR', 'Could not load the secured fields', { cause });
    },
  );
}

/** The page side of the secured fields if it has loaded, else null: a form mounted after it connects at once. */
function loadedFrameHost(): LoadedFrameHost | null {
  const core = loadedSecuredFieldsHost();
  return core && frameHost ? { core, connectFrameHost: frameHost.connectFrameHost } : null;
}

/**
 * Loads the secured fields' page side ahead of the first card form, which otherwise loads it when
 * it first renders in a browser: for a page that knows a card form is coming, or a test that wants
 * the frames made at once. Rejects with a NETWORK_ERROR when it cannot load.
 */
async function preloadSecuredFields(): Promise<void> {
  await loadFrameHost();
}

export { loadFrameHost, loadedFrameHost, preloadSecuredFields };
export type { LoadedFrameHost };
