/** What routes see: the sandbox's parts and the request, plus the authentication helpers. */
import { decryptCardField } from './crypto';
import type { CardField, KeyRing } from './crypto';
import { invalidClientKey, unauthorized } from './errors';
import type { MerchantConfig, MerchantDirectory } from './merchants';
import type { ProcessorRegistry } from './processors/registry';
import type { SandboxStore } from './store';
import type { TokenSigner } from './tokens';

/** The sandbox's parts, shared by every request. */
interface SandboxContext {
  /** The in-memory store. */
  store: SandboxStore;
  /** Merchants by client key and API key. */
  merchants: MerchantDirectory;
  /** Card-data key pairs by client key. */
  keys: KeyRing;
  /** Signs sessionData and sessionResult. */
  tokens: TokenSigner;
  /** Payment processors by method type. */
  processors: ProcessorRegistry;
  /** The service's current time. */
  now(): Date;
  /** How long a new session lives, in milliseconds. */
  sessionTtlMs: number;
  /** The path prefix the service lives under ('' at the root, else e.g. '/sandbox'). */
  basePath: string;
}

/** One request as a route sees it. */
interface RouteContext {
  /** The request. */
  request: Request;
  /** Its URL. */
  url: URL;
  /** Path parameters of the matched route. */
  params: Record<string, string>;
  /** The sandbox's parts. */
  sandbox: SandboxContext;
}

/** A route handler. */
type RouteHandler = (context: RouteContext) => Response | Promise<Response>;

/** The merchant of a request authenticated by its client key. */
interface ClientAuth {
  /** The merchant. */
  merchant: MerchantConfig;
  /** The client key used. */
  clientKey: string;
}

/** The merchant owning the `clientKey` query parameter (or `clientKey` path parameter); 401 '901' otherwise. */
function requireClientKey(context: RouteContext): ClientAuth {
  const clientKey =
    context.params.clientKey ??
    context.url.searchParams.get('clientKey') ??
    context.url.searchParams.get('token');
  const merchant = context.sandbox.merchants.byClientKey(clientKey);
  if (!merchant || !clientKey) throw invalidClientKey();
  return { merchant, clientKey };
}

/** The merchant owning the `x-api-key` header; 401 '000' otherwise. */
function requireApiKey(context: RouteContext): MerchantConfig {
  const merchant = context.sandbox.merchants.byApiKey(context.request.headers.get('x-api-key'));
  if (!merchant) throw unauthorized();
  return merchant;
}

/** A decrypt function bound to a client key's key pair and the current time. */
function decryptorFor(
  sandbox: SandboxContext,
  clientKey: string,
): (value: unknown, field: CardField) => Promise<string> {
  return async (value, field) =>
    decryptCardField(value, field, await sandbox.keys.get(clientKey), { now: sandbox.now() });
}

export { decryptorFor, requireApiKey, requireClientKey };
export type { ClientAuth, RouteContext, RouteHandler, SandboxContext };
