/**
 * Loads a provider's script by URL (Klarna's widget; later the wallets and Click to Pay): one
 * `<script>` per URL per page, shared by every caller, with typed errors when it fails or takes too
 * long. The document comes in through deps, so this file touches no `window` at import and runs in
 * Node tests with a stand-in document; on the server (no document) a load rejects at once.
 */
import { CheckoutError } from '../errors/checkout-error';

/** How long a script may take to load by default, in ms. */
const SCRIPT_LOAD_TIMEOUT_MS = 30_000;

/** The part of a `<script>` element the loader uses. */
interface ScriptElementLike {
  /** The script's URL. */
  src: string;
  /** Loads without blocking the page. */
  async: boolean;
  /** Sets an attribute (data-hc-script marks ours). */
  setAttribute(name: string, value: string): void;
  /** Listens to 'load' and 'error'. */
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  /** Takes the element out of the page (a failed load, so a retry adds a fresh one). */
  remove(): void;
}

/** The part of a page's document the loader uses. */
interface ScriptPageLike<E extends ScriptElementLike = ScriptElementLike> {
  /** Creates the `<script>`. */
  createElement(tagName: 'script'): E;
  /** Where the script goes. */
  head: { appendChild(node: E): unknown } | null;
}

/** Why a script did not load. */
type ScriptLoadFailure = 'failed' | 'timeout' | 'unavailable';

/** The typed error of a script that did not load (type NETWORK_ERROR). */
class ScriptLoadError extends CheckoutError {
  /** The script's URL. */
  readonly url: string;
  /** failed (the network or the server), timeout, or unavailable (no document: the server). */
  readonly reason: ScriptLoadFailure;

  constructor(url: string, reason: ScriptLoadFailure) {
    const what =
      reason === 'timeout'
        ? 'took too long to load'
        : reason === 'unavailable'
          ? 'cannot load outside a browser page'
          : 'could not be loaded';
    super('NETWORK_ERROR', `Script ${url} ${what}`);
    this.url = url;
    this.reason = reason;
  }
}

/** True for a ScriptLoadError. */
function isScriptLoadError(value: unknown): value is ScriptLoadError {
  return value instanceof ScriptLoadError;
}

/** What the loader takes from its host. */
interface ScriptLoaderDeps<E extends ScriptElementLike = ScriptElementLike> {
  /** The page (its document); undefined on the server. */
  page: ScriptPageLike<E> | undefined;
  /** Timers (the global ones in a browser). */
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** Clears a timer of `setTimeout`. */
  clearTimeout: (timer: unknown) => void;
}

/** Options of one load. */
interface ScriptLoadOptions {
  /** How long to wait, in ms (30 000 by default). */
  timeoutMs?: number;
}

/** Loads scripts for one page. */
interface ScriptLoader {
  /** Resolves once the script at `url` has run; the same promise for every caller of a URL. */
  load: (url: string, options?: ScriptLoadOptions) => Promise<void>;
}

/** The loads of each page: one per URL, kept while it loads or after it loaded. */
const loadsByPage = new WeakMap<object, Map<string, Promise<void>>>();

/** Creates a loader over a page: scripts load once per URL per page, across loaders. */
function createScriptLoader<E extends ScriptElementLike>(deps: ScriptLoaderDeps<E>): ScriptLoader {
  return {
    load(url, { timeoutMs = SCRIPT_LOAD_TIMEOUT_MS } = {}) {
      const { page } = deps;
      if (!page?.head) return Promise.reject(new ScriptLoadError(url, 'unavailable'));
      let loads = loadsByPage.get(page);
      if (!loads) loadsByPage.set(page, (loads = new Map()));
      const known = loads.get(url);
      if (known) return known;
      // Called unbound: a host's own setTimeout refuses another `this` (Illegal invocation).
      const { setTimeout: startTimer, clearTimeout: stopTimer } = deps;
      const pending = new Promise<void>((resolve, reject) => {
        const script = page.createElement('script');
        let settled = false;
        const settle = (error?: ScriptLoadError) => {
          if (settled) return;
          settled = true;
          stopTimer(timer);
          if (!error) return resolve();
          // A failed load is forgotten: the next load tries again with a fresh element.
          script.remove();
          loads.delete(url);
          reject(error);
        };
        const timer = startTimer(() => settle(new ScriptLoadError(url, 'timeout')), timeoutMs);
        script.addEventListener('load', () => settle());
        script.addEventListener('error', () => settle(new ScriptLoadError(url, 'failed')));
        script.async = true;
        script.src = url;
        script.setAttribute('data-hc-script', '');
        page.head?.appendChild(script);
      });
      loads.set(url, pending);
      return pending;
    },
  };
}

export { SCRIPT_LOAD_TIMEOUT_MS, ScriptLoadError, createScriptLoader, isScriptLoadError };
export type {
  ScriptPageLike,
  ScriptElementLike,
  ScriptLoadFailure,
  ScriptLoadOptions,
  ScriptLoader,
  ScriptLoaderDeps,
};
