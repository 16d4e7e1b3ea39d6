// The environments of spec section 9: production, staging and development, each with its own base
// addresses, ports and analytics id. The spec gives no values: development defaults to the local
// sandbox, production and staging must be configured in full (EnvironmentConfigError names what is
// missing). docs/backoffice-environments.md.
import * as v from 'valibot';
import { createKeyValueClient, type KeyValueClient } from './key-value';
import { createStreamingClient, type StreamingClient } from './streaming';
import { createBackofficeClient, type BackofficeClient } from './client';
import {
  createBackofficeTransport,
  type BackofficeTransport,
  type BackofficeTransportOptions,
} from './transport';

/** The environments' names. */
const ENVIRONMENT_NAMES = ['production', 'staging', 'development'] as const;
/** An environment's name. */
type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

const httpUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.check((text) => /^https?:\/\//i.test(text), 'must be an http(s) URL'),
);
const port = v.pipe(
  v.number('must be a number'),
  v.integer('must be an integer'),
  v.minValue(1, 'must be between 1 and 65535'),
  v.maxValue(65_535, 'must be between 1 and 65535'),
);

/** One environment, complete. */
const EnvironmentConfigSchema = v.object({
  /** Which environment. */
  name: v.picklist(ENVIRONMENT_NAMES),
  /** Base addresses of the three services. */
  baseUrls: v.object({
    /** The creator-management API (every endpoint table path is relative to it). */
    creatorApi: httpUrl,
    /** The streaming-platform service (`/kappa/v2/…`, `/v3/…`). */
    streaming: httpUrl,
    /** The key-value store (`/v2/channel/…`). */
    keyValue: httpUrl,
  }),
  /** Ports of the environment. */
  ports: v.object({
    /** Where the staff app is served. */
    app: port,
    /** Where the API listens. */
    api: port,
  }),
  /** The analytics (measurement) id; null turns analytics off. */
  analyticsId: v.nullable(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
});

/** One environment, complete. */
type EnvironmentConfig = v.InferOutput<typeof EnvironmentConfigSchema>;

/** What may be configured for an environment: any field, the rest from its defaults. */
interface EnvironmentOverrides {
  /** Base addresses of the three services. */
  baseUrls?: Partial<EnvironmentConfig['baseUrls']>;
  /** Ports of the environment. */
  ports?: Partial<EnvironmentConfig['ports']>;
  /** The analytics id; null turns analytics off. */
  analyticsId?: string | null;
}

/** The local sandbox's address (`npm run sandbox`): the back office and both other services. */
const SANDBOX_BACKOFFICE_URL = 'http://127.0.0.1:3100/backoffice/';

/** The defaults: development points at the sandbox; production and staging have none (values not shown). */
const ENVIRONMENT_DEFAULTS: Record<EnvironmentName, EnvironmentOverrides> = {
  development: {
    baseUrls: {
      creatorApi: SANDBOX_BACKOFFICE_URL,
      streaming: SANDBOX_BACKOFFICE_URL,
      keyValue: SANDBOX_BACKOFFICE_URL,
    },
    ports: { app: 5173, api: 3100 },
    analyticsId: null,
  },
  staging: {},
  production: {},
};

/** An environment's configuration is missing or malformed; `problems` names each field. */
class EnvironmentConfigError extends Error {
  override name = 'EnvironmentConfigError';
  /** The environment. */
  readonly environment: string;
  /** One entry per field (its first problem): its dot path (`baseUrls.streaming`) and what is wrong. */
  readonly problems: readonly { path: string; message: string }[];

  constructor(environment: string, problems: readonly { path: string; message: string }[]) {
    super(
      `The ${environment} environment is not configured: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`,
    );
    this.environment = environment;
    this.problems = problems;
  }
}

/** A copy without the undefined fields (an explicit undefined keeps the default). */
function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([, item]) => item !== undefined),
  ) as Partial<T>;
}

/**
 * The complete configuration of an environment: its defaults (development only) overlaid with
 * `overrides`. Throws EnvironmentConfigError for an unknown name, a missing field or a bad value.
 */
function resolveEnvironment(name: EnvironmentName, overrides: EnvironmentOverrides = {}): EnvironmentConfig {
  if (!(ENVIRONMENT_NAMES as readonly string[]).includes(name)) {
    throw new EnvironmentConfigError(String(name), [
      { path: 'name', message: `must be one of ${ENVIRONMENT_NAMES.join(', ')}` },
    ]);
  }
  const defaults = ENVIRONMENT_DEFAULTS[name];
  const merged = {
    name,
    baseUrls: { ...defaults.baseUrls, ...definedOnly(overrides.baseUrls) },
    ports: { ...defaults.ports, ...definedOnly(overrides.ports) },
    analyticsId: overrides.analyticsId !== undefined ? overrides.analyticsId : defaults.analyticsId,
  };
  const parsed = v.safeParse(EnvironmentConfigSchema, merged);
  if (parsed.success) return parsed.output;
  const problems = new Map<string, string>();
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? '(root)';
    if (!problems.has(path)) problems.set(path, issue.input === undefined ? 'is required' : issue.message);
  }
  throw new EnvironmentConfigError(
    name,
    [...problems].map(([path, message]) => ({ path, message })),
  );
}

/** The variable names `environmentFromVariables` reads, after the prefix. */
const ENVIRONMENT_VARIABLES = {
  creatorApi: 'API_URL',
  streaming: 'STREAMING_URL',
  keyValue: 'KEY_VALUE_URL',
  app: 'APP_PORT',
  api: 'API_PORT',
  analyticsId: 'ANALYTICS_ID',
} as const;

/**
 * Reads an environment from variables (`process.env`, Vite's `import.meta.env`):
 * `<prefix>API_URL`, `<prefix>STREAMING_URL`, `<prefix>KEY_VALUE_URL`, `<prefix>APP_PORT`,
 * `<prefix>API_PORT`, `<prefix>ANALYTICS_ID` (empty or `off` turns analytics off). Unset ones keep
 * the environment's defaults. Throws EnvironmentConfigError as `resolveEnvironment` does.
 */
function environmentFromVariables(
  name: EnvironmentName,
  variables: Readonly<Record<string, string | undefined>>,
  prefix = 'BACKOFFICE_',
): EnvironmentConfig {
  const read = (key: keyof typeof ENVIRONMENT_VARIABLES) => {
    const value = variables[`${prefix}${ENVIRONMENT_VARIABLES[key]}`]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const portOf = (key: 'app' | 'api') => {
    const text = read(key);
    return text === undefined ? undefined : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  };
  const analytics = variables[`${prefix}${ENVIRONMENT_VARIABLES.analyticsId}`]?.trim();
  const baseUrls = {
    creatorApi: read('creatorApi'),
    streaming: read('streaming'),
    keyValue: read('keyValue'),
  };
  const ports = { app: portOf('app'), api: portOf('api') };
  return resolveEnvironment(name, {
    baseUrls: definedOnly(baseUrls) as EnvironmentOverrides['baseUrls'],
    ports: definedOnly(ports) as EnvironmentOverrides['ports'],
    ...(analytics === undefined
      ? {}
      : { analyticsId: analytics === '' || analytics === 'off' ? null : analytics }),
  });
}

/** The three clients of one environment on one shared transport. */
interface BackofficeClients {
  /** The environment they talk to. */
  environment: EnvironmentConfig;
  /** The shared transport (one token lookup, one 401/403 redirect). */
  transport: BackofficeTransport;
  /** The creator-management client. */
  creators: BackofficeClient;
  /** The streaming-platform client. */
  streaming: StreamingClient;
  /** The key-value store client. */
  keyValue: KeyValueClient;
}

/** Creates the three clients of an environment (from `resolveEnvironment`) on one transport. */
function createBackofficeClients(
  environment: EnvironmentConfig,
  options: BackofficeTransportOptions = {},
): BackofficeClients {
  const transport = createBackofficeTransport(options);
  return {
    environment,
    transport,
    creators: createBackofficeClient({ baseUrl: environment.baseUrls.creatorApi, transport }),
    streaming: createStreamingClient({ baseUrl: environment.baseUrls.streaming, transport }),
    keyValue: createKeyValueClient({ baseUrl: environment.baseUrls.keyValue, transport }),
  };
}

export {
  ENVIRONMENT_NAMES,
  ENVIRONMENT_DEFAULTS,
  ENVIRONMENT_VARIABLES,
  SANDBOX_BACKOFFICE_URL,
  EnvironmentConfigSchema,
  EnvironmentConfigError,
  resolveEnvironment,
  environmentFromVariables,
  createBackofficeClients,
};
export type { EnvironmentName, EnvironmentConfig, EnvironmentOverrides, BackofficeClients };
