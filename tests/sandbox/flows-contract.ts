/**
 * The payment-flow suites (3DS2, status polling, QR and await, vouchers, barcodes, the issuer-list
 * redirects, SEPA Direct Debit, the open-invoice methods and Klarna), run twice like the sandbox contract: through msw (payment-flows.msw.test.ts, the
 * issuer pages on http://issuer.sandbox.test/) and over real HTTP (payment-flows.http.test.ts, the
 * issuer pages on http://localhost:{port}/ while the service is http://127.0.0.1:{port}/).
 */
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import type { Sandbox } from '../../examples/sandbox/app';
import { SANDBOX_MERCHANT, SANDBOX_PAYMENT_METHODS } from '../../examples/sandbox/merchants';
import type { MerchantConfig } from '../../examples/sandbox/merchants';
import { describeAchContract } from './ach-contract';
import { describeAsyncFlowContract } from './async-flows-contract';
import { describeDirectDebitContract } from './direct-debit-contract';
import { createClient, fetchPublicKey } from './helpers';
import { describeIssuerListContract } from './issuer-list-contract';
import { describeOpenInvoiceContract } from './open-invoice-contract';
import { describeShopperCareContract } from './shopper-care-contract';
import { describePhoneMethodsContract } from './phone-methods-contract';
import type { SandboxClient } from './helpers';
import { describeThreeDS2Contract } from './three-ds2-contract';
import { describeVoucherMethodsContract } from './voucher-methods-contract';

/** A second merchant: its client key must not reach the test merchant's payments. */
const OTHER_MERCHANT: MerchantConfig = {
  merchantAccount: 'OtherMerchantECOM',
  name: 'Other Merchant',
  clientKeys: ['test_OTHER00000000000000000000002'],
  apiKeys: ['other-api-key'],
  paymentMethods: SANDBOX_PAYMENT_METHODS,
  storedPaymentMethods: {},
};

/** What the flow suites get from the runner. */
interface FlowEnv {
  /** The sandbox under test (reset before each test). */
  sandbox: Sandbox;
  /** The service's client. */
  client(): SandboxClient;
  /** The test client key's public key. */
  publicKey(): Awaited<ReturnType<typeof fetchPublicKey>>;
  /** The service's base URL. */
  serviceBase(): string;
  /** Where the issuer pages are expected, e.g. http://localhost:{port}/. */
  issuerBase(): string;
  /**
   * The sandbox clock: the real time, or the time `freeze()` fixed, plus `offsetMs` (both reset
   * before each test). A test that steps to just before a deadline freezes it first, so the real
   * time a busy machine takes between two calls cannot cross the deadline.
   */
  clock: { offsetMs: number; frozenAtMs: number | null; freeze(): void };
}

/** Runs the flow suites against a sandbox served by `start`. */
function describeFlowContract(
  label: string,
  start: (sandbox: Sandbox) => Promise<{ base: string; issuerBase: string; stop(): Promise<void> }>,
) {
  describe(label, () => {
    const clock: FlowEnv['clock'] = {
      offsetMs: 0,
      frozenAtMs: null,
      freeze() {
        clock.frozenAtMs = Date.now();
      },
    };
    const sandbox = createSandbox({
      now: () => new Date((clock.frozenAtMs ?? Date.now()) + clock.offsetMs),
      merchants: [SANDBOX_MERCHANT, OTHER_MERCHANT],
    });
    let client: SandboxClient;
    let base = '';
    let issuerBase = '';
    let stop: (() => Promise<void>) | undefined;
    let publicKey: Awaited<ReturnType<typeof fetchPublicKey>>;

    beforeAll(async () => {
      await sandbox.ready;
      const served = await start(sandbox);
      stop = served.stop;
      base = served.base;
      issuerBase = served.issuerBase;
      client = createClient(base);
      publicKey = await fetchPublicKey(client);
    });
    afterAll(async () => {
      await stop?.();
    });
    beforeEach(() => {
      sandbox.reset();
      clock.offsetMs = 0;
      clock.frozenAtMs = null;
    });

    const env: FlowEnv = {
      sandbox,
      client: () => client,
      publicKey: () => publicKey,
      serviceBase: () => base,
      issuerBase: () => issuerBase,
      clock,
    };
    describeThreeDS2Contract(env);
    describeAsyncFlowContract(env);
    describeIssuerListContract(env);
    describeDirectDebitContract(env);
    describeAchContract(env);
    describeOpenInvoiceContract(env);
    describeShopperCareContract(env);
    describeVoucherMethodsContract(env);
    describePhoneMethodsContract(env);
  });
}

export { OTHER_MERCHANT, describeFlowContract };
export type { FlowEnv };
