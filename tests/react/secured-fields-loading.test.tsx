// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableIframePageLoading": true, "navigation": {"disableChildFrameNavigation": true}}}
// (Frames get windows of their own, but load no page: the test plays the frames.)
// The secured fields as a card form mounts: its frames are made in the commit that renders their
// containers, and the page listens to them from then on, so even a frame's first message is
// handled. Only the frames' own messages, from the payment service's origin, count. The same in
// Chromium: tests/e2e/secured-fields-loading.spec.ts.
import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useCard } from 'headless-checkout';
import {
  securedFieldUrl,
  type CardFieldName,
  type CheckoutError,
  type SecuredFieldType,
  type SupportedLocale,
} from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

const FIELDS: CardFieldName[] = ['cardNumber', 'expiryDate', 'securityCode'];

function CardForm() {
  const card = useCard();
  return (
    <form {...card.getFormProps()}>
      {FIELDS.map((field) => (
        <div key={field} data-testid={field} {...card.getSecuredFieldProps(field)} />
      ))}
    </form>
  );
}

/** A page with a secured card form, and the errors it reports. */
function securedPage() {
  const errors: CheckoutError[] = [];
  const page = (locale: SupportedLocale = 'en-US') => (
    <CheckoutProvider
      environment={SANDBOX}
      locale={locale}
      clientKey={SANDBOX_CLIENT_KEY}
      amount={{ value: 2500, currency: 'EUR' }}
      onSubmit={() => Promise.resolve({ resultCode: 'Authorised' })}
      onError={(error) => errors.push(error)}
      // The card's own frames and listeners are counted here; the risk module's are in provider.test.tsx.
      risk={{ enabled: false }}
    >
      <CardForm />
    </CheckoutProvider>
  );
  return { errors, page };
}

/** The `message` listeners the page adds and removes on window. */
function countMessageListeners() {
  const added = vi.spyOn(window, 'addEventListener');
  const removed = vi.spyOn(window, 'removeEventListener');
  const listeners = (spy: typeof added) =>
    spy.mock.calls.filter(([type]) => type === 'message').map(([, listener]) => listener);
  return {
    added: () => listeners(added).length,
    removed: () => listeners(removed).length,
    /** The listeners added and not removed since. */
    live: () => listeners(added).filter((listener) => !listeners(removed).includes(listener)),
  };
}

const frames = () => [...document.querySelectorAll<HTMLIFrameElement>('[data-secured-field] iframe')];
const stateOf = (field: CardFieldName) => screen.getByTestId(field).getAttribute('data-state');
const windowOf = (field: CardFieldName) => screen.getByTestId(field).querySelector('iframe')!.contentWindow;
const ORIGIN = new URL(SANDBOX).origin;

/** A message as a frame sends it, from `source` at `origin` (by default: the field's frame, the service's origin). */
function post(field: CardFieldName, type: string, from: { origin?: string; source?: unknown } = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: 'hc-secured-fields', fieldType: field, type },
        origin: from.origin ?? ORIGIN,
        source: (from.source ?? windowOf(field)) as Window,
      }),
    );
  });
}

/** The messages the page posts to a field's frame. */
function postsTo(field: CardFieldName) {
  const spy = vi.spyOn(windowOf(field)!, 'postMessage');
  return () => spy.mock.calls.map(([message, target]) => ({ message, target }));
}

/** Every frame reports that it has loaded and is configured. */
function playFrames() {
  for (const field of FIELDS) for (const type of ['loaded', 'configured']) post(field, type);
}

describe('secured fields as the form mounts', () => {
  it('makes the frames in the commit that renders their containers, and takes only their own messages', async () => {
    const { errors, page } = securedPage();
    render(page());
    expect(document.querySelectorAll('[data-secured-field]')).toHaveLength(3);
    const made = frames();
    expect(made).toHaveLength(3);
    for (const field of FIELDS) {
      const frame = screen.getByTestId(field).querySelector('iframe')!;
      expect(frame.src).toBe(
        securedFieldUrl(
          SANDBOX,
          SANDBOX_CLIENT_KEY,
          field as SecuredFieldType,
          window.location.origin,
          'en-US',
        ),
      );
      expect(frame.src).toContain(`${SANDBOX}securedfields/${SANDBOX_CLIENT_KEY}/`);
      expect(frame.src).toContain(`type=${field}&`);
      expect(frame.className).toBe('hc-secured-field__frame');
      // A field's size on a page with no CSS for it, as attributes the page's CSS overrides.
      expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['100%', '40']);
      expect(frame.getAttribute('frameborder')).toBe('0');
      expect(frame.getAttribute('style')).toBeNull();
      expect(frame.getAttribute('referrerpolicy')).toBe('origin');
    }
    expect(stateOf('cardNumber')).toBe('loading');
    // Titled with the fields' labels.
    await waitFor(() =>
      expect(made.map((frame) => frame.title)).toEqual(['Card number', 'Expiry date', 'Security code']),
    );

    // The same messages from another window or another origin are not the frames'.
    for (const field of FIELDS) {
      expect(windowOf(field)).not.toBeNull();
      for (const type of ['loaded', 'configured']) {
        post(field, type, { source: window });
        post(field, type, { origin: 'http://elsewhere.test' });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stateOf('cardNumber')).toBe('loading');
    // The frames answer, from their own windows at the payment service's origin: ready, the same frames.
    playFrames();
    await waitFor(() => expect(stateOf('cardNumber')).toBe('ready'));
    expect(frames()).toEqual(made);
    expect(errors).toEqual([]);
  });

  it("handles a frame's first message: each frame that says it loaded gets its configuration, once", async () => {
    const { errors, page } = securedPage();
    render(page());
    const posts = Object.fromEntries(FIELDS.map((field) => [field, postsTo(field)]));
    for (const field of FIELDS) post(field, 'loaded');
    for (const field of FIELDS) {
      expect(posts[field]!()).toEqual([
        {
          message: expect.objectContaining({
            channel: 'hc-secured-fields',
            fieldType: field,
            type: 'configure',
          }),
          target: ORIGIN,
        },
      ]);
    }
    for (const field of FIELDS) post(field, 'configured');
    await waitFor(() => expect(stateOf('cardNumber')).toBe('ready'));
    expect(errors).toEqual([]);
  });

  it("tells each frame the page's locale and direction (Arabic: rtl, German: ltr)", () => {
    for (const [locale, dir] of [
      ['ar', 'rtl'],
      ['de-DE', 'ltr'],
    ] as const) {
      const { page } = securedPage();
      const { unmount } = render(page(locale));
      const posts = postsTo('cardNumber');
      post('cardNumber', 'loaded');
      expect(posts()).toEqual([
        { message: expect.objectContaining({ type: 'configure', lang: locale, dir }), target: ORIGIN },
      ]);
      unmount();
    }
  });

  it("does not take another frame's window speaking for a field", () => {
    const { page } = securedPage();
    render(page());
    const posts = Object.fromEntries(FIELDS.map((field) => [field, postsTo(field)]));
    post('cardNumber', 'loaded', { source: windowOf('securityCode') });
    for (const field of FIELDS) expect(posts[field]!()).toEqual([]);
    post('cardNumber', 'loaded');
    expect(posts.cardNumber!()).toEqual([
      { message: expect.objectContaining({ fieldType: 'cardNumber', type: 'configure' }), target: ORIGIN },
    ]);
  });

  it("fails the fields when the frames do not load within 30 s of the form's mount, and tells onError", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { errors, page } = securedPage();
    render(page());
    act(() => void vi.advanceTimersByTime(29_999));
    expect(stateOf('cardNumber')).toBe('loading');
    act(() => void vi.advanceTimersByTime(1));
    expect(stateOf('cardNumber')).toBe('csfLoadFailure');
    expect(errors.map(({ type, message }) => [type, message])).toEqual([
      ['ERROR', 'Secured fields: frames failed to load'],
    ]);
  });

  it('listens with one listener while mounted, and takes it and the frames away on unmount', () => {
    const { page } = securedPage();
    const listeners = countMessageListeners();
    const { unmount } = render(page());
    expect(frames()).toHaveLength(3);
    expect(listeners.live()).toHaveLength(1);
    unmount();
    expect(frames()).toEqual([]);
    expect(listeners.live()).toEqual([]);
    expect(listeners.added()).toBe(1);
  });

  it('in StrictMode: one frame per field and one listener, none left after unmount', () => {
    const { page } = securedPage();
    const listeners = countMessageListeners();
    const { unmount } = render(<StrictMode>{page()}</StrictMode>);
    expect(frames()).toHaveLength(3);
    for (const field of FIELDS) expect(screen.getByTestId(field).querySelectorAll('iframe')).toHaveLength(1);
    expect(listeners.added() - listeners.removed()).toBe(1);
    unmount();
    expect(frames()).toEqual([]);
    expect(listeners.added()).toBe(listeners.removed());
  });

  it('a new checkout (another locale) is a new card form: fresh frames, which report to it', async () => {
    const { errors, page } = securedPage();
    const { rerender, unmount } = render(page());
    const first = frames();
    playFrames();
    await waitFor(() => expect(stateOf('cardNumber')).toBe('ready'));

    rerender(page('nl-NL'));
    await waitFor(() => expect(stateOf('cardNumber')).toBe('loading'));
    expect(frames()).toHaveLength(3);
    expect(frames().some((frame) => first.includes(frame))).toBe(false);
    expect(first.some((frame) => frame.isConnected)).toBe(false);
    playFrames();
    await waitFor(() => expect(stateOf('cardNumber')).toBe('ready'));
    expect(errors).toEqual([]);
    unmount();
  });
});
