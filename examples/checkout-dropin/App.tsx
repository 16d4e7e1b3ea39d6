import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { amazonPayReturnOf, CheckoutProvider } from 'headless-checkout';
import { localeOf } from '../shared/locale';
import { LocaleSwitch } from '../shared/LocaleSwitch';
import { AmazonPay, CheckoutRoot, Dropin } from 'headless-checkout/skins/default';
import { RedirectReturn } from '../checkout-skin/RedirectReturn';
import { marketOf, priceIn } from '../shared/markets';
import { SANDBOX_URL } from '../shared/sandbox-url';
import { sandboxScriptUrls } from '../shared/script-urls';
import { returnPathOfPage, returnUrlFor, useBackToCheckout, useCheckoutSession } from '../shared/use-session';
import { advancedFlow } from './advanced';
import { BareDropin } from './BareDropin';

const CLIENT_KEY = 'test_SANDBOX0000000000000000000001';
const SCRIPT_URLS = sandboxScriptUrls(SANDBOX_URL);
/** The wallets shown above 'or pay with'. */
const INSTANT_PAYMENT_TYPES = ['googlepay', 'applepay'];

/** The page's settings, from its query. */
interface Settings {
  /** `?page=hooks`: the shop's own markup over useDropin; else the default skin's Dropin. */
  page: 'skin' | 'hooks';
  /** `?flow=advanced`: the page's server makes the payment calls; else a checkout session. */
  flow: 'sessions' | 'advanced';
  /** The returning shopper (`?shopper=sandbox-shopper-…`), whose saved cards are listed. */
  shopper: string;
}

function settingsOf(search: string): Settings {
  const query = new URLSearchParams(search);
  const asked = query.get('shopper') ?? '';
  return {
    page: query.get('page') === 'hooks' ? 'hooks' : 'skin',
    flow: query.get('flow') === 'advanced' ? 'advanced' : 'sessions',
    shopper: /^sandbox-shopper(-[\w-]{1,40})?$/.test(asked) ? asked : 'sandbox-shopper',
  };
}

/**
 * The drop-in as the page draws it: the skin's component, or the shop's own markup. The bank
 * methods come back by the session's return URL (this page); Amazon Pay's review comes back to
 * the URL it is given (`amazonReturnUrl`).
 */
function PageDropin({ settings, amazonReturnUrl }: { settings: Settings; amazonReturnUrl?: string }) {
  const configuration = amazonReturnUrl ? { amazonpay: { returnUrl: amazonReturnUrl } } : {};
  return settings.page === 'hooks' ? (
    <BareDropin instantPaymentTypes={INSTANT_PAYMENT_TYPES} paymentMethodsConfiguration={configuration} />
  ) : (
    <Dropin instantPaymentTypes={INSTANT_PAYMENT_TYPES} paymentMethodsConfiguration={configuration} />
  );
}

/**
 * A merchant's checkout page with one drop-in: every method the sandbox's session offers (the
 * wallets above 'or pay with', the shopper's saved cards with 'Remove', gift cards paying part of
 * the order and a card the rest). `?page=hooks` draws it with the shop's own markup over
 * useDropin; `?flow=advanced` pays through the page's own server (payment methods, payments,
 * payment details) instead of a session; `?market=GB`… sells in another market.
 */
function App() {
  const [settings] = useState(() => settingsOf(window.location.search));
  const [market] = useState(() => {
    const chosen = marketOf(window.location.search);
    return { ...chosen, ...priceIn(chosen, 120) };
  });
  // `?locale=ar` (or de-DE, ja-JP…), or the page's language switch: the checkout's language.
  const [locale, setLocale] = useState(() => localeOf(window.location.search));
  const page = { ...market, locale };
  return (
    <main className="shop">
      <header>
        <h1>Nordic Chairs</h1>
        <p>1 × Oak lounge chair — {market.price}</p>
        <nav aria-label="Checkout pages">
          <a href={`?page=${settings.page === 'hooks' ? 'skin' : 'hooks'}&flow=${settings.flow}`}>
            {settings.page === 'hooks' ? 'The default skin’s drop-in' : 'The shop’s own drop-in (hooks)'}
          </a>{' '}
          ·{' '}
          <a href={`?page=${settings.page}&flow=${settings.flow === 'advanced' ? 'sessions' : 'advanced'}`}>
            {settings.flow === 'advanced' ? 'Sessions flow' : 'Advanced flow'}
          </a>
        </nav>
        <LocaleSwitch locale={locale} onChange={setLocale} />
      </header>
      {settings.flow === 'advanced' ? (
        <AdvancedCheckout settings={settings} market={page} />
      ) : (
        <SessionCheckout settings={settings} market={page} />
      )}
    </main>
  );
}

/** The page's market, its price, and the checkout's language (undefined: en-US). */
type PageMarket = ReturnType<typeof marketOf> & ReturnType<typeof priceIn> & { locale: string | undefined };

/** The sessions flow: a session from the page's server, the drop-in pays in it. */
function SessionCheckout({ settings, market }: { settings: Settings; market: PageMarket }) {
  // The session brings the shopper back to this page after a bank's page.
  const { session, problem, returning, backToCheckout } = useCheckoutSession(
    market.amount,
    market.countryCode,
    {
      shopperReference: settings.shopper,
      returnPath: returnPathOfPage(),
    },
  );
  const [amazon] = useState(() => amazonPayReturnOf(window.location.search));
  const leaveReturn = useBackToCheckout(backToCheckout, 'pay-heading');
  if (problem) return <p role="alert">{problem}</p>;
  if (!session) return <p role="status">Preparing the checkout…</p>;
  return (
    <PageCheckout market={market} flow={{ session, showRemovePaymentMethodButton: true }}>
      {returning && amazon ? (
        // Back from Amazon: its review, then its payment; signed out, a new checkout.
        <AmazonPay
          amazonCheckoutSessionId={amazon.checkoutSessionId}
          checkoutResult={amazon.step === 'result'}
          returnUrl={returnUrlFor(session.id)}
          onSignOut={() => window.location.assign(window.location.pathname)}
        />
      ) : returning ? (
        <RedirectReturn onBack={leaveReturn} />
      ) : (
        <PageDropin settings={settings} amazonReturnUrl={returnUrlFor(session.id)} />
      )}
    </PageCheckout>
  );
}

/** The advanced flow: the page's server lists the methods and makes each payment call. */
function AdvancedCheckout({ settings, market }: { settings: Settings; market: PageMarket }) {
  const [flow] = useState(() =>
    advancedFlow(market.amount, market.countryCode, settings.shopper, returnPathOfPage()),
  );
  // Back from a bank's page: the redirect's result goes to the page's server (payments/details).
  const [returning, setReturning] = useState(() =>
    new URLSearchParams(window.location.search).has('redirectResult'),
  );
  const leaveReturn = useBackToCheckout(() => {
    window.history.replaceState(window.history.state, '', returnPathOfPage());
    setReturning(false);
  }, 'pay-heading');
  if (returning)
    return (
      <PageCheckout market={market} flow={{ onAdditionalDetails: flow.onAdditionalDetails }}>
        <RedirectReturn onBack={leaveReturn} />
      </PageCheckout>
    );
  return <AdvancedDropin settings={settings} market={market} flow={flow} />;
}

/** The advanced flow's drop-in: the payment methods from the page's server, then the list. */
function AdvancedDropin({
  settings,
  market,
  flow,
}: {
  settings: Settings;
  market: PageMarket;
  flow: ReturnType<typeof advancedFlow>;
}) {
  const [methods, setMethods] = useState<Record<string, unknown> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    flow.paymentMethods().then(
      (answer) => current && setMethods(answer),
      (error: Error) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [flow]);
  if (problem) return <p role="alert">{problem}</p>;
  if (!methods) return <p role="status">Preparing the checkout…</p>;
  return (
    <PageCheckout
      market={market}
      flow={{
        paymentMethodsResponse: methods,
        onSubmit: flow.onSubmit,
        onAdditionalDetails: flow.onAdditionalDetails,
      }}
    >
      <PageDropin settings={settings} />
    </PageCheckout>
  );
}

/** The page's checkout: the sandbox, the market, the flow's own settings, and its section of the page. */
function PageCheckout({
  market,
  flow,
  children,
}: {
  market: PageMarket;
  flow: Partial<ComponentProps<typeof CheckoutProvider>>;
  children: ReactNode;
}) {
  return (
    <CheckoutProvider
      environment={SANDBOX_URL}
      clientKey={CLIENT_KEY}
      scriptUrls={SCRIPT_URLS}
      amount={market.amount}
      countryCode={market.countryCode}
      {...(market.locale ? { locale: market.locale } : {})}
      {...flow}
    >
      <CheckoutRoot className="shop-checkout">
        <section aria-labelledby="pay-heading">
          <h2 id="pay-heading" tabIndex={-1}>
            Payment
          </h2>
          {children}
        </section>
      </CheckoutRoot>
    </CheckoutProvider>
  );
}

export { App };
