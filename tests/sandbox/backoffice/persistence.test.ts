/** Persistence across restarts (a temporary dataDir) and a deterministic seed. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import { clientOf, login } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('back-office persistence', () => {
  it('keeps writes across a restart and seeds only once', async () => {
    const seeded: unknown[] = [];
    const first = createBackoffice({
      dataDir,
      seed: { creators: 40 },
      onSeeded: (info) => seeded.push(info),
    });
    let call = clientOf(first.handle);
    let token = await login(call, 'staff@example.com');
    const agency = await call('POST', 'agencies/', {
      token,
      body: { name: 'Persisted', country: 'NL', contactMethod: 'phone', contact: '+31' },
    });
    await call('PUT', 'creators/cr_00001', { token, body: { name: 'Still Here' } });
    expect(await first.seeded).toEqual({ creators: 40, ms: expect.any(Number) });
    await first.close();
    expect((await call('GET', 'health')).status).toBe(503);

    const second = createBackoffice({
      dataDir,
      seed: { creators: 40 },
      onSeeded: (info) => seeded.push(info),
    });
    call = clientOf(second.handle);
    expect(await second.seeded).toBeNull();
    expect(seeded).toHaveLength(1);
    const again = await call('GET', `agencies/${agency.body.id}`, { token });
    expect(again.body).toEqual(agency.body);
    expect((await call('GET', 'creators/cr_00001', { token })).body.name).toBe('Still Here');
    token = await login(call, 'staff@example.com');
    const fresh = await call('POST', 'agencies/', {
      token,
      body: { name: 'Next', country: 'NL', contactMethod: 'phone', contact: '+31' },
    });
    expect(fresh.body.id > agency.body.id).toBe(true);
    expect((await call('GET', 'health')).body.creators).toBe(40);
    await second.close();
  }, 60_000);

  it('seeds the same data every time', async () => {
    const snapshot = async () => {
      const backoffice = createBackoffice({ seed: { creators: 30 } });
      const call = clientOf(backoffice.handle);
      const token = await login(call, 'admin@example.com');
      const creators = await call('POST', 'search/creators/', { token, body: { count: 200 } });
      const agencies = await call('GET', 'agencies/?count=200', { token });
      const payments = await call('GET', 'payments/agencies/ag_00001/agents', { token });
      await backoffice.close();
      return { creators: creators.body.items, agencies: agencies.body.items, payments: payments.body };
    };
    const [a, b] = [await snapshot(), await snapshot()];
    expect(a.creators).toHaveLength(30);
    expect(a.creators[0]).toMatchObject({ id: 'cr_00001', name: 'Quinn Lopez' });
    expect(b).toEqual(a);
  }, 60_000);
});
