/** createSandbox's handler called directly: base path, internal errors, settlement guard. */
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function newSession(handle: (request: Request) => Promise<Response>, base: string) {
  const response = await handle(
    new Request(
      `${base}merchant/v1/sessions`,
      json(
        {
          amount: { value: 1000, currency: 'EUR' },
          countryCode: 'NL',
          returnUrl: 'http://localhost/return',
          reference: 'r',
        },
        { 'x-api-key': SANDBOX_API_KEY },
      ),
    ),
  );
  return (await response.json()) as { id: string; sessionData: string };
}

describe('createSandbox', () => {
  it('serves under a base path and nowhere else', async () => {
    const sandbox = createSandbox({ basePath: '/sandbox/' });
    const inside = await sandbox.handle(new Request('http://sandbox.test/sandbox/datasets/countries.json'));
    expect(inside.status).toBe(200);
    const outside = await sandbox.handle(new Request('http://sandbox.test/datasets/countries.json'));
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ errorCode: '404', errorType: 'configuration' });
  });

  it('turns an unexpected processor failure into a 500 internal error and reports it', async () => {
    const reported: unknown[] = [];
    const sandbox = createSandbox({ onInternalError: (error) => reported.push(error) });
    sandbox.registerPaymentProcessor('ideal', {
      pay() {
        throw new Error('boom');
      },
    });
    const { id, sessionData } = await newSession(sandbox.handle, 'http://sandbox.test/');
    const response = await sandbox.handle(
      new Request(
        `http://sandbox.test/v1/sessions/${id}/payments?clientKey=${SANDBOX_CLIENT_KEY}`,
        json({ sessionData, paymentMethod: { type: 'ideal' } }),
      ),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      status: 500,
      errorCode: '999',
      message: 'Internal sandbox error',
      errorType: 'internal',
    });
    expect(reported).toHaveLength(1);
  });

  it('refuses a processor outcome that takes more than is due', async () => {
    const sandbox = createSandbox({ onInternalError: () => undefined });
    sandbox.registerPaymentProcessor('ideal', {
      pay: () => ({ resultCode: 'Authorised', amount: { value: 999_999, currency: 'EUR' } }),
    });
    const { id, sessionData } = await newSession(sandbox.handle, 'http://sandbox.test/');
    const response = await sandbox.handle(
      new Request(
        `http://sandbox.test/v1/sessions/${id}/payments?clientKey=${SANDBOX_CLIENT_KEY}`,
        json({ sessionData, paymentMethod: { type: 'ideal' } }),
      ),
    );
    expect(response.status).toBe(500);
    expect(sandbox.store.payments.size).toBe(0);
  });

  it('answers HEAD without a body', async () => {
    const sandbox = createSandbox();
    const response = await sandbox.handle(
      new Request('http://sandbox.test/datasets/countries.json', { method: 'HEAD' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });
});
