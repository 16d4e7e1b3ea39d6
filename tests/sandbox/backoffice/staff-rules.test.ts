/** Rules staff rely on: date-only payment bounds, labels that are not replaced by mistake. */
import { describe, expect, it } from 'vitest';
import { setupBackoffice } from './helpers';

type Payment = { id: string; createdAt: string };

describe('staff rules of the back-office service', () => {
  const bo = setupBackoffice();

  it('payments: a date alone bounds a whole day, as the search date filters take dates', async () => {
    const t = bo.finance;
    let creator = '';
    let payments: Payment[] = [];
    for (let n = 1; n <= 60 && payments.length < 2; n++) {
      creator = `cr_${String(n).padStart(5, '0')}`;
      const answer = await bo.call('GET', `payments/creators/${creator}/list?pageSize=200`, { token: t });
      expect(answer.status).toBe(200);
      payments = answer.body.items as Payment[];
    }
    expect(payments.length).toBeGreaterThanOrEqual(2);
    const day = payments[0]!.createdAt.slice(0, 10);
    const list = (query: string) =>
      bo.call('GET', `payments/creators/${creator}/list?pageSize=200&${query}`, { token: t });

    const sameDay = await list(`startDate=${day}&endDate=${day}`);
    expect(sameDay.status).toBe(200);
    const ids = (sameDay.body.items as Payment[]).map((payment) => payment.id);
    expect(ids).toContain(payments[0]!.id);
    for (const payment of sameDay.body.items as Payment[]) expect(payment.createdAt.slice(0, 10)).toBe(day);
    expect(sameDay.body.total).toBe(payments.filter((payment) => payment.createdAt.startsWith(day)).length);

    // From the next day on: the payment is left out; a date-time still works as before.
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const later = await list(`startDate=${next}`);
    expect(later.status).toBe(200);
    expect((later.body.items as Payment[]).map((payment) => payment.id)).not.toContain(payments[0]!.id);
    const exact = await list(`startDate=${encodeURIComponent(payments[0]!.createdAt)}&endDate=${day}`);
    expect((exact.body.items as Payment[]).map((payment) => payment.id)).toContain(payments[0]!.id);

    // Not a real day, or the bounds the wrong way round: 400 naming the parameter.
    const february = await list('startDate=2026-02-30');
    expect(february.status).toBe(400);
    expect(february.body.details[0].path).toBe('startDate');
    const reversed = await list(`startDate=${next}&endDate=${day}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.details).toEqual([{ path: 'startDate', message: 'must not be after endDate' }]);
  });

  it('labels: re-adding one the creator has is 409 label_exists and keeps its value; replace changes it', async () => {
    const t = bo.staff;
    const creator = 'cr_00007';
    const values = await bo.call('GET', 'lables/lb_00003/values', { token: t });
    expect(values.body.map((item: { value: string }) => item.value).slice(0, 3)).toEqual([
      'Tier A',
      'Tier B',
      'Tier C',
    ]);
    const labelsOf = async () =>
      (await bo.call('GET', `creators/${creator}?parts[]=labels`, { token: t })).body.labels as {
        labelId: string;
        value: string | null;
      }[];
    // Start without the label, then add it with "Tier A".
    const had = (await labelsOf()).find((label) => label.labelId === 'lb_00003');
    if (had) {
      const id = (await bo.call('GET', `creators/${creator}?parts[]=labels`, { token: t })).body.labels.find(
        (label: { labelId: string }) => label.labelId === 'lb_00003',
      ).id;
      expect((await bo.call('DELETE', `creators/${creator}/labels/${id}`, { token: t })).status).toBe(200);
    }
    const added = await bo.call('POST', `creators/${creator}/labels/lb_00003`, {
      token: t,
      body: { value: 'Tier A' },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ labelId: 'lb_00003', name: 'IRL', value: 'Tier A' });

    // The same label again, with no value or another value: refused, the value stays "Tier A".
    for (const body of [{}, { value: null }, { value: 'Tier B' }, { value: 'Tier B', replace: false }]) {
      const again = await bo.call('POST', `creators/${creator}/labels/lb_00003`, { token: t, body });
      expect(again.status, JSON.stringify(body)).toBe(409);
      expect(again.body).toEqual({
        status: 409,
        errorCode: 'label_exists',
        message: 'The creator already has the label IRL (Tier A); change its value instead',
      });
    }
    expect((await labelsOf()).filter((label) => label.labelId === 'lb_00003')).toEqual([
      expect.objectContaining({ value: 'Tier A' }),
    ]);

    // replace: true changes the value of the one label (no second one), to another value or to none.
    const changed = await bo.call('POST', `creators/${creator}/labels/lb_00003`, {
      token: t,
      body: { value: 'Tier C', replace: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: added.body.id, value: 'Tier C' });
    const cleared = await bo.call('POST', `creators/${creator}/labels/lb_00003`, {
      token: t,
      body: { value: null, replace: true },
    });
    expect(cleared.body).toMatchObject({ id: added.body.id, value: null });
    expect((await labelsOf()).filter((label) => label.labelId === 'lb_00003')).toHaveLength(1);
  });

  it("labels: a value outside the label's list is a 400 naming value, added or replaced", async () => {
    const t = bo.staff;
    for (const [value, replace] of [
      ['Tier Z', undefined],
      ['tier a', undefined],
      ['', undefined],
      ['Tier Z', true],
    ] as const) {
      const answer = await bo.call('POST', 'creators/cr_00008/labels/lb_00004', {
        token: t,
        body: { value, ...(replace === undefined ? {} : { replace }) },
      });
      expect(answer.status, value).toBe(400);
      expect(answer.body.errorCode).toBe('bad_request');
      expect(answer.body.details).toEqual([
        {
          path: 'value',
          message: expect.stringMatching(
            /^must be one of the values of the label Music: Tier A, Tier B, Tier C/,
          ),
        },
      ]);
    }
    const wrongType = await bo.call('POST', 'creators/cr_00008/labels/lb_00004', {
      token: t,
      body: { value: 'Tier A', replace: 'yes' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.details[0].path).toBe('replace');
    const unknown = await bo.call('POST', 'creators/cr_00008/labels/lb_99999', { token: t, body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('not_found');
  });
});
