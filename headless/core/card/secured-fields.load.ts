import { CheckoutError } from '../errors/checkout-error';
import { onDemand } from '../store/on-demand';
import type * as hostModule from './secured-fields';

/**
 * The page side of the secured fields: `createSecuredFieldsController`, `parseFrameMessage`,
 * `MAX_FRAME_LOADS`, `ENCRYPTED_FIELD_NAMES` (and `securedFieldUrl`, also a static export of the core). A chunk of its own
 * in a bundler that splits dynamic imports, loaded when a card form mounts in a browser: a page
 * without a secured card form never downloads it, server rendering never needs it.
 */
type SecuredFieldsHost = typeof hostModule;

const host = onDemand(() => import('./secured-fields'));

/**
 * Loads the page side of the secured fields, once per page: later calls share the first load. A
 * failed load rejects with a NETWORK_ERROR and is forgotten, so the next call loads again.
 */
const loadSecuredFieldsHost = (): Promise<SecuredFieldsHost> =>
  host.load().catch((cause: unknown) => {
    throw new CheckoutError('NETWORK_ERROR', 'Could not load the secured fields', { cause });
  });

/** The page side of the secured fields if it has loaded, else null: a form mounted after it starts at once. */
const loadedSecuredFieldsHost = (): SecuredFieldsHost | null => host.loaded();

export { loadSecuredFieldsHost, loadedSecuredFieldsHost };
export type { SecuredFieldsHost };
