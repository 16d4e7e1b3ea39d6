import { useEffect, useId, useState } from 'react';
import { CheckoutProvider, useI18n } from 'headless-checkout';
import { SUPPORTED_LOCALES, type Amount } from 'headless-checkout/core';
import { CheckoutRoot, PayButton, type PayButtonStatus } from 'headless-checkout/skins/default';
import { ToolkitPlayground } from './ToolkitPlayground';
import { MARKETS, METHOD_MARKETS } from '../shared/markets';
import { SANDBOX_URL } from '../shared/sandbox-url';

const CLIENT_KEY = 'test_SANDBOX0000000000000000000001';
const STATUSES: PayButtonStatus[] = ['ready', 'loading', 'redirect', 'success'];

type SandboxStatus = { state: 'checking' } | { state: 'up'; countries: number } | { state: 'down' };

function useSandboxStatus(): SandboxStatus {
  const [status, setStatus] = useState<SandboxStatus>({ state: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${SANDBOX_URL}datasets/countries.json`, { signal: controller.signal })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((countries: unknown[]) => setStatus({ state: 'up', countries: countries.length }))
      .catch(() => {
        if (!controller.signal.aborted) setStatus({ state: 'down' });
      });
    return () => controller.abort();
  }, []);
  return status;
}

function SkinPreview({ amount }: { amount: Amount }) {
  const { t, locale, status } = useI18n();
  return (
    <CheckoutRoot className="landing-preview" aria-busy={status === 'loading'}>
      <p className="landing-preview__caption">
        {t('creditCard.numberField.title')} · {t('creditCard.expiryDateField.title')} ·{' '}
        {t('creditCard.securityCodeField.title')} <span className="landing-muted">({locale})</span>
      </p>
      <ul className="landing-buttons">
        {STATUSES.map((buttonStatus) => (
          <li key={buttonStatus}>
            <span className="landing-muted">{buttonStatus}</span>
            <PayButton status={buttonStatus} amount={amount} type="button" />
          </li>
        ))}
      </ul>
    </CheckoutRoot>
  );
}

function Landing() {
  const sandbox = useSandboxStatus();
  const [locale, setLocale] = useState('en-US');
  const [currency, setCurrency] = useState('EUR');
  const localeId = useId();
  const currencyId = useId();
  const amount: Amount = { value: currency === 'JPY' ? 2500 : currency === 'KWD' ? 12500 : 2499, currency };

  return (
    <main className="landing">
      <header>
        <h1>headless-checkout</h1>
        <p>
          Headless payment hooks, interchangeable skins and a back-office client. These examples run against
          the local sandbox.
        </p>
      </header>

      <section aria-labelledby="sandbox-heading">
        <h2 id="sandbox-heading">Sandbox payment service</h2>
        <p role="status" data-sandbox={sandbox.state}>
          {sandbox.state === 'checking' && 'Checking the sandbox…'}
          {sandbox.state === 'up' &&
            `Sandbox running at ${SANDBOX_URL} (${sandbox.countries} countries in its dataset).`}
          {sandbox.state === 'down' &&
            `The sandbox at ${SANDBOX_URL} is not reachable: start everything with npm start.`}
        </p>
        <p>
          Test client key: <code>{CLIENT_KEY}</code>. Routes, test cards and errors:{' '}
          <code>docs/sandbox.md</code>.
        </p>
      </section>

      <section aria-labelledby="examples-heading">
        <h2 id="examples-heading">Examples</h2>
        <ul>
          <li>
            <a href="/checkout-skin/">Checkout with the default skin</a>: the skin&apos;s{' '}
            <code>CardForm</code> (secured fields, installments, billing postal code) paying a sandbox
            session.
          </li>
          <li>
            <a href="/checkout-dropin/">Drop-in checkout</a>: the skin&apos;s <code>Dropin</code> listing
            every method of the session (wallets above &lsquo;or pay with&rsquo;, saved cards, gift cards then
            a card); <a href="/checkout-dropin/?page=hooks">on bare hooks</a> with <code>useDropin</code>, and
            in the <a href="/checkout-dropin/?flow=advanced">advanced flow</a> (the page&apos;s server makes
            the payment calls).
          </li>
          <li>
            <a href="/checkout-hooks/">Checkout on bare hooks</a>: a merchant&apos;s own card form with{' '}
            <code>useCard</code> and the secured fields, paying a sandbox session.
          </li>
          <li>
            <a href="/checkout-skin/?checkout=giftcard">Partial payment with gift cards</a>: two gift cards
            and a card for the rest in one order, with the order&apos;s summary (<code>&amp;market=FR</code>{' '}
            adds meal vouchers).
          </li>
          <li>
            <a href="/backoffice-app/">Creator back office</a>: a staff app on{' '}
            <code>headless-checkout/backoffice</code> (search, creators, notes, labels, imports) against the
            sandbox&apos;s back-office API.
          </li>
        </ul>
      </section>

      <section aria-labelledby="methods-heading">
        <h2 id="methods-heading">Payment methods by market</h2>
        <p>
          Each method in the market whose session offers it, in both checkouts (test data:{' '}
          <code>docs/testing.md</code>).
        </p>
        <table className="landing-methods">
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Type</th>
              <th scope="col">Market</th>
              <th scope="col">Pay with it</th>
            </tr>
          </thead>
          <tbody>
            {METHOD_MARKETS.map((method) => (
              <tr key={method.type}>
                <th scope="row">{method.name}</th>
                <td>
                  <code>{method.type}</code>
                </td>
                <td>{MARKETS[method.market].name}</td>
                <td>
                  <a
                    href={`/checkout-skin/?market=${method.market}`}
                    aria-label={`${method.name} with the default skin`}
                  >
                    skin
                  </a>{' '}
                  ·{' '}
                  <a
                    href={`/checkout-hooks/?market=${method.market}`}
                    aria-label={`${method.name} on bare hooks`}
                  >
                    hooks
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="skin-heading">
        <h2 id="skin-heading">Default skin</h2>
        <p>
          The pay button of the default skin in every state, in any of the {SUPPORTED_LOCALES.length} locales.
        </p>
        <div className="landing-controls">
          <label htmlFor={localeId}>Locale</label>
          <select id={localeId} value={locale} onChange={(event) => setLocale(event.target.value)}>
            {SUPPORTED_LOCALES.map((supported) => (
              <option key={supported} value={supported}>
                {supported}
              </option>
            ))}
          </select>
          <label htmlFor={currencyId}>Currency</label>
          <select id={currencyId} value={currency} onChange={(event) => setCurrency(event.target.value)}>
            {['EUR', 'USD', 'JPY', 'KWD', 'BRL'].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <CheckoutProvider environment={SANDBOX_URL} clientKey={CLIENT_KEY} locale={locale} amount={amount}>
          <SkinPreview amount={amount} />
        </CheckoutProvider>
      </section>

      <section aria-labelledby="toolkit-heading">
        <h2 id="toolkit-heading">Validation toolkit</h2>
        <p>
          The core's validators on bare hooks: errors show after you leave a field, in the locale chosen
          above.
        </p>
        <CheckoutProvider environment={SANDBOX_URL} clientKey={CLIENT_KEY} locale={locale}>
          <ToolkitPlayground />
        </CheckoutProvider>
      </section>
    </main>
  );
}

export { Landing };
