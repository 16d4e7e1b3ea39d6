import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackofficeClient, endpoints, type EndpointName } from 'headless-checkout/backoffice';
import { BASE, recordingServer } from './helpers';
import { samples } from './samples';

const recorder = recordingServer();
beforeAll(() => recorder.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => recorder.reset());
afterAll(() => recorder.server.close());

const client = createBackofficeClient({ baseUrl: BASE, navigate: () => undefined });
const names = Object.keys(endpoints) as EndpointName[];
type AnyCall = (name: EndpointName, params?: object) => Promise<unknown>;

describe('the endpoint table', () => {
  it('declares every call of the spec once, with its method, path and service group', () => {
    expect(names).toHaveLength(113);
    const calls = names.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect(new Set(calls).size).toBe(calls.length);
    expect(endpoints['agencies.get']).toMatchObject({
      method: 'GET',
      path: '/agencies/{id}',
      group: 'agencies',
    });
    expect(endpoints['labels.values']).toMatchObject({ path: '/lables/{id}/values', group: 'labels' });
    expect(endpoints['permissions.groups.remove']).toMatchObject({
      method: 'DELETE',
      path: '/permissions/groups/{groupName}/akn',
      group: 'permissions',
    });
    const groups = new Set(names.map((name) => endpoints[name].group));
    expect(groups.size).toBe(32);
  });

  it('has a sample for every entry', () => {
    expect(Object.keys(samples).sort()).toEqual([...names].sort());
  });
});

describe.each(names)('%s', (name) => {
  const definition = endpoints[name];
  const sample = samples[name];

  it(`sends ${definition.method} ${definition.path} exactly and validates the answer`, async () => {
    recorder.respond(() =>
      HttpResponse.json(sample.response, { status: name.includes('import') ? 202 : 200 }),
    );
    const answer = await (client.call as AnyCall)(name, sample.params);
    const request = recorder.last();
    expect(recorder.seen).toHaveLength(1);
    expect(request.method).toBe(definition.method);
    const [pathname, query = ''] = sample.url.split('?');
    expect(request.pathname).toBe(pathname);
    expect(request.query).toBe(query);
    expect(request.headers.get('accept')).toBe('application/json');
    const params = (sample.params ?? {}) as { body?: unknown };
    if (!('body' in definition)) {
      expect(request.text).toBe('');
    } else if (typeof params.body === 'string') {
      expect(request.headers.get('content-type')).toBe('text/csv');
      expect(request.text).toBe(params.body);
    } else {
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(request.text)).toEqual(params.body);
    }
    expect(answer).toEqual(JSON.parse(JSON.stringify(sample.response)));
  });

  it('is reachable through the grouped client by the dots of its name', () => {
    const fn = name
      .split('.')
      .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], client);
    expect(typeof fn).toBe('function');
  });
});

describe('request encoding', () => {
  it('sends a CSV Blob as the text of the file', async () => {
    recorder.respond(() => HttpResponse.json(samples['creators.import.csv'].response, { status: 202 }));
    const file = new Blob(['id,email,optType\ncr_1,a@b.test,out\n'], { type: 'text/csv' });
    const job = await client.creators.import.emailCsv({ body: file });
    expect(job.status).toBe('accepted');
    expect(recorder.last().headers.get('content-type')).toBe('text/csv');
    expect(recorder.last().text).toBe('id,email,optType\ncr_1,a@b.test,out\n');
  });

  it('hands a chosen File to fetch as it is (streamed by fetch, never read into a string first)', async () => {
    const sent: RequestInit[] = [];
    const spying = createBackofficeClient({
      baseUrl: BASE,
      navigate: () => undefined,
      fetch: (input, init) => {
        sent.push(init ?? {});
        return fetch(input, init);
      },
    });
    recorder.respond(() => HttpResponse.json(samples['creators.import.csv'].response, { status: 202 }));
    const file = new File(['name,email\n'], 'creators.csv', { type: '' });
    await spying.creators.import.csv({ body: file });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBe(file);
    expect(new Headers(sent[0]!.headers).get('content-type')).toBe('text/csv');
    expect(recorder.last().text).toBe('name,email\n');
  });

  it('infers answers from the entry name', async () => {
    recorder.respond(() => HttpResponse.json(samples['creators.get'].response));
    const creator = await client.call('creators.get', {
      path: { id: 'cr_1' },
      query: { parts: ['details'] },
    });
    expect(creator.details?.timezone).toBe('Europe/Berlin');
    expect(recorder.last().query).toBe('parts[]=details');
  });

  it('rejects a missing path parameter before sending', async () => {
    const call = client.call as AnyCall;
    await expect(call('creators.get', { path: {} })).rejects.toThrow(/Missing path parameter 'id'/);
    expect(recorder.seen).toHaveLength(0);
  });
});
