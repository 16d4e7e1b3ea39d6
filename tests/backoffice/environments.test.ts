// The environments of spec section 9: development defaults to the sandbox; production and staging
// must be configured in full, and a missing or malformed field is an EnvironmentConfigError naming it.
import { describe, expect, it } from 'vitest';
import {
  ENVIRONMENT_NAMES,
  EnvironmentConfigError,
  SANDBOX_BACKOFFICE_URL,
  createBackofficeClients,
  environmentFromVariables,
  resolveEnvironment,
  type EnvironmentName,
} from 'headless-checkout/backoffice';

const STAGING = {
  baseUrls: {
    creatorApi: 'https://creators.staging.example.com/api/',
    streaming: 'https://stream.staging.example.com/',
    keyValue: 'https://kv.staging.example.com/',
  },
  ports: { app: 8443, api: 443 },
  analyticsId: 'G-STAGING1',
};

function thrown(run: () => unknown): EnvironmentConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof EnvironmentConfigError) return error;
    throw error;
  }
  throw new Error('no EnvironmentConfigError was thrown');
}

describe('resolveEnvironment', () => {
  it('names the three environments of the spec', () => {
    expect(ENVIRONMENT_NAMES).toEqual(['production', 'staging', 'development']);
  });

  it('development defaults to the sandbox, its ports and no analytics', () => {
    expect(resolveEnvironment('development')).toEqual({
      name: 'development',
      baseUrls: {
        creatorApi: SANDBOX_BACKOFFICE_URL,
        streaming: SANDBOX_BACKOFFICE_URL,
        keyValue: SANDBOX_BACKOFFICE_URL,
      },
      ports: { app: 5173, api: 3100 },
      analyticsId: null,
    });
    expect(SANDBOX_BACKOFFICE_URL).toBe('http://127.0.0.1:3100/backoffice/');
  });

  it('development takes overrides field by field', () => {
    const config = resolveEnvironment('development', {
      baseUrls: { streaming: 'http://127.0.0.1:4000/' },
      ports: { app: 5999 },
      analyticsId: 'G-DEV',
    });
    expect(config.baseUrls).toEqual({
      creatorApi: SANDBOX_BACKOFFICE_URL,
      streaming: 'http://127.0.0.1:4000/',
      keyValue: SANDBOX_BACKOFFICE_URL,
    });
    expect(config.ports).toEqual({ app: 5999, api: 3100 });
    expect(config.analyticsId).toBe('G-DEV');
    const kept = resolveEnvironment('development', {
      baseUrls: { streaming: undefined },
      ports: { api: undefined },
    });
    expect(kept).toEqual(resolveEnvironment('development'));
  });

  it.each(['production', 'staging'] as const)(
    '%s without configuration names every missing field',
    (name) => {
      const error = thrown(() => resolveEnvironment(name));
      expect(error.environment).toBe(name);
      expect(error.problems).toEqual([
        { path: 'baseUrls.creatorApi', message: 'is required' },
        { path: 'baseUrls.streaming', message: 'is required' },
        { path: 'baseUrls.keyValue', message: 'is required' },
        { path: 'ports.app', message: 'is required' },
        { path: 'ports.api', message: 'is required' },
        { path: 'analyticsId', message: 'is required' },
      ]);
      expect(error.message).toBe(
        `The ${name} environment is not configured: baseUrls.creatorApi is required; baseUrls.streaming is required; baseUrls.keyValue is required; ports.app is required; ports.api is required; analyticsId is required`,
      );
    },
  );

  it('staging (and production) take a complete configuration', () => {
    expect(resolveEnvironment('staging', STAGING)).toEqual({ name: 'staging', ...STAGING });
    expect(resolveEnvironment('production', { ...STAGING, analyticsId: null }).analyticsId).toBeNull();
  });

  it('a partial production configuration names only what is missing', () => {
    const error = thrown(() =>
      resolveEnvironment('production', {
        baseUrls: { creatorApi: 'https://api.example.com/' },
        analyticsId: 'G-1',
      }),
    );
    expect(error.problems.map((problem) => problem.path)).toEqual([
      'baseUrls.streaming',
      'baseUrls.keyValue',
      'ports.app',
      'ports.api',
    ]);
  });

  it('refuses addresses that are not absolute http(s) URLs, ports out of range and an empty analytics id', () => {
    const error = thrown(() =>
      resolveEnvironment('staging', {
        baseUrls: {
          creatorApi: '/api/',
          streaming: 'ftp://stream.example.com/',
          keyValue: STAGING.baseUrls.keyValue,
        },
        ports: { app: 0, api: 70_000.5 },
        analyticsId: '',
      }),
    );
    expect(error.problems).toEqual([
      { path: 'baseUrls.creatorApi', message: 'must be an absolute URL' },
      { path: 'baseUrls.streaming', message: 'must be an http(s) URL' },
      { path: 'ports.app', message: 'must be between 1 and 65535' },
      { path: 'ports.api', message: 'must be an integer' },
      { path: 'analyticsId', message: 'must not be empty' },
    ]);
  });

  it('refuses an unknown environment name', () => {
    const error = thrown(() => resolveEnvironment('qa' as EnvironmentName));
    expect(error.problems).toEqual([
      { path: 'name', message: 'must be one of production, staging, development' },
    ]);
  });
});

describe('environmentFromVariables', () => {
  it('reads a complete staging configuration from prefixed variables', () => {
    const config = environmentFromVariables(
      'staging',
      {
        VITE_BACKOFFICE_API_URL: STAGING.baseUrls.creatorApi,
        VITE_BACKOFFICE_STREAMING_URL: STAGING.baseUrls.streaming,
        VITE_BACKOFFICE_KEY_VALUE_URL: STAGING.baseUrls.keyValue,
        VITE_BACKOFFICE_APP_PORT: '8443',
        VITE_BACKOFFICE_API_PORT: ' 443 ',
        VITE_BACKOFFICE_ANALYTICS_ID: 'G-STAGING1',
      },
      'VITE_BACKOFFICE_',
    );
    expect(config).toEqual({ name: 'staging', ...STAGING });
  });

  it('development keeps its defaults for unset or empty variables; ANALYTICS_ID=off turns analytics off', () => {
    expect(environmentFromVariables('development', {})).toEqual(resolveEnvironment('development'));
    const config = environmentFromVariables('development', {
      BACKOFFICE_STREAMING_URL: '',
      BACKOFFICE_API_PORT: '3200',
      BACKOFFICE_ANALYTICS_ID: 'off',
    });
    expect(config.baseUrls.streaming).toBe(SANDBOX_BACKOFFICE_URL);
    expect(config.ports.api).toBe(3200);
    expect(config.analyticsId).toBeNull();
  });

  it('production without variables, or with a port that is not a number, is an EnvironmentConfigError', () => {
    expect(() => environmentFromVariables('production', {})).toThrow(EnvironmentConfigError);
    const error = thrown(() => environmentFromVariables('development', { BACKOFFICE_APP_PORT: '80a' }));
    expect(error.problems).toEqual([{ path: 'ports.app', message: 'must be a number' }]);
  });
});

describe('createBackofficeClients', () => {
  it('sends each client to its own base address, on one transport', async () => {
    const seen: string[] = [];
    const clients = createBackofficeClients(resolveEnvironment('staging', STAGING), {
      hostFrameToken: 'tok',
      fetch: async (input, init) => {
        seen.push(`${init?.method} ${String(input)} ${new Headers(init?.headers).get('authorization')}`);
        return Response.json(String(input).includes('/v2/channel/') ? { channelId: 'ch_1', items: [] } : []);
      },
    });
    expect(clients.environment.name).toBe('staging');
    expect(clients.creators.transport).toBe(clients.transport);
    expect(clients.streaming.transport).toBe(clients.transport);
    expect(clients.keyValue.transport).toBe(clients.transport);
    await clients.creators.labels.list();
    await clients.keyValue.channel.keys.list({ path: { channelId: 'ch_1' } });
    await clients.streaming.v3.streams
      .live({ query: { channelIds: ['ch_1', 'ch_2'] } })
      .catch(() => undefined);
    expect(seen).toEqual([
      'GET https://creators.staging.example.com/api/lables/ Bearer tok',
      'GET https://kv.staging.example.com/v2/channel/ch_1 Bearer tok',
      'GET https://stream.staging.example.com/v3/streams?channelIds[]=ch_1&channelIds[]=ch_2 Bearer tok',
    ]);
  });
});
