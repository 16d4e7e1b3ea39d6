// The typed client: one `call(name, params)` for every entry of the endpoint table, and the same
// calls grouped by name (`client.creators.get(params)`). Creating a client touches no browser API.
import { endpoints } from './endpoints';
import {
  createBackofficeTransport,
  groupCalls,
  type BackofficeTransport,
  type BackofficeTransportOptions,
  type TransportParams,
} from './transport';
import type { CallArgs, EndpointName, EndpointResponse, GroupedCalls } from './types';

/** Options of `createBackofficeClient`: the base address plus the transport's options. */
interface BackofficeClientOptions extends BackofficeTransportOptions {
  /** API base URL; every table path is relative to it (sandbox: `http://127.0.0.1:3100/backoffice/`). */
  baseUrl: string;
  /** A transport to share with other clients; when given, the transport options here are ignored. */
  transport?: BackofficeTransport;
}

/** Calls every entry of the endpoint table by name. */
type BackofficeCall = <N extends EndpointName>(name: N, ...args: CallArgs<N>) => Promise<EndpointResponse<N>>;

/** The back-office client. */
type BackofficeClient = GroupedCalls & {
  /** Calls an entry by name: `call('creators.get', { path: { id }, query: { parts: ['details'] } })`. */
  call: BackofficeCall;
  /** The transport (auth, errors, redirect); hand it to the streaming and key-value clients to share it. */
  transport: BackofficeTransport;
  /** The token that would be sent now (host frame, local storage, cookie), or null. */
  getToken: () => string | null;
  /** Sets (or clears with null) the host frame's token. */
  setHostFrameToken: (token: string | null) => void;
  /** Starts accepting the token from `hostFrameOrigins` by postMessage; returns a stop function. */
  listenToHostFrame: () => () => void;
  /** Calls `onChange` when the token changes (checked every 200 ms); returns a stop function. */
  watchToken: (onChange: (next: string | null, previous: string | null) => void) => () => void;
};

/** Creates a client. Pure: no browser API is touched until a call runs. */
function createBackofficeClient(options: BackofficeClientOptions): BackofficeClient {
  const transport = options.transport ?? createBackofficeTransport(options);
  const send = (name: string, params?: TransportParams) =>
    transport.request({
      baseUrl: options.baseUrl,
      name,
      definition: endpoints[name as EndpointName],
      params,
    });

  const call = send as BackofficeCall;
  return Object.assign(groupCalls(Object.keys(endpoints), send) as GroupedCalls, {
    call,
    transport,
    getToken: transport.getToken,
    setHostFrameToken: transport.setHostFrameToken,
    listenToHostFrame: transport.listenToHostFrame,
    watchToken: transport.watchToken,
  });
}

export { createBackofficeClient };
export type { BackofficeClient, BackofficeClientOptions, BackofficeCall };
