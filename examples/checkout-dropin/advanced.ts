import type { Amount, PaymentResponse } from 'headless-checkout';

/** Calls one of the merchant server's advanced-flow routes (examples/merchant-server.ts). */
async function post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `${path} answered ${response.status}`);
  return answer;
}

/**
 * The advanced flow's calls of the page: each goes to the merchant's server, which holds the API
 * key. A bank's page brings the shopper back to `returnPath` (this page) with the redirect's result.
 */
function advancedFlow(amount: Amount, countryCode: string, shopperReference: string, returnPath: string) {
  return {
    paymentMethods: () =>
      post<Record<string, unknown>>('/api/paymentMethods', { amount, countryCode, shopperReference }),
    onSubmit: (data: object, { signal }: { signal?: AbortSignal } = {}) =>
      post<PaymentResponse>(
        '/api/payments',
        { data: { ...data, shopperReference }, amount, countryCode, returnPath },
        signal,
      ),
    onAdditionalDetails: (data: object, { signal }: { signal?: AbortSignal } = {}) =>
      post<PaymentResponse>('/api/payments/details', data, signal),
  };
}

export { advancedFlow };
