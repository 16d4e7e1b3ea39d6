// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableIframePageLoading": true, "navigation": {"disableChildFrameNavigation": true}}}
// (Frames get windows of their own, but load no page: the test plays the frames.)
// The secured fields' page side loads on demand: the frame host (React layer) and the core's
// controller and message check are chunks of their own, loaded when a card form first renders in
// a browser. The frames do not wait for them: the form makes its frames as it mounts, and keeps
// what they send until the host connects and takes it. These tests run on a cold page (fresh modules: the test setup preloads the host) with
// the real dynamic imports. A failed load is tested in Chromium, where a chunk request can fail
// (tests/e2e/secured-fields-loading.spec.ts).
import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CardFieldName, CheckoutError, SecuredFieldType, SupportedLocale } from 'headless-checkout/core';
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
});
afterAll(() => server.close());

const FIELDS: CardFieldName[] = ['cardNumber', 'expiryDate', 'securityCode'];

/** A fresh SDK, as on a page where no card form has rendered yet: nothing of the host loaded. */
async function coldPage() {
  vi.resetModules();
  const react = await import('headless-checkout');
  const core = await import('headless-checkout/core');
  const errors: CheckoutError[] = [];
  function CardForm() {
    const card = react.useCard();
    return (
      <form {...card.getFormProps()}>
        {FIELDS.map((field) => (
          <div key={field} data-testid={field} {...card.getSecuredFieldProps(field)} />
        ))}
      </form>
    );
  }
  const page = (locale: SupportedLocale = 'en-US') => (
    <react.CheckoutProvider
      environment={SANDBOX}
      locale={locale}
      clientKey={SANDBOX_CLIENT_KEY}
      amount={{ value: 2500, currency: 'EUR' }}
      onSubmit={() => Promise.resolve({ resultCode: 'Authorised' })}
      onError={(error) => errors.push(error)}
    >
      <CardForm />
    </react.CheckoutProvider>
  );
  return { react, core, errors, page };
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

const frames = () => [...document.querySelectorAll('iframe')];
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

/** The host has loaded, and the form's effect that waited for it has connected it. */
async function hostConnected(react: { preloadSecuredFields: () => Promise<void> }) {
  await react.preloadSecuredFields();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
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

describe('secured fields on a cold page', () => {
  it('makes the frames as the form mounts, before the host has loaded, and keeps them when it connects', async () => {
    const { react, core, errors, page } = await coldPage();
    render(page());
    // The first render and its effects ran: containers with their frames, the host not loaded yet.
    expect(document.querySelectorAll('[data-secured-field]')).toHaveLength(3);
    expect(core.loadedSecuredFieldsHost()).toBeNull();
    const made = frames();
    expect(made).toHaveLength(3);
    for (const field of FIELDS) {
      const frame = screen.getByTestId(field).querySelector('iframe')!;
      expect(frame.src).toBe(
        core.securedFieldUrl(SANDBOX, SANDBOX_CLIENT_KEY, field as SecuredFieldType, window.location.origin),
      );
      expect(frame.src).toContain(`${SANDBOX}securedfields/${SANDBOX_CLIENT_KEY}/`);
      expect(frame.className).toBe('hc-secured-field__frame');
      expect(frame.getAttribute('referrerpolicy')).toBe('origin');
    }
    expect(stateOf('cardNumber')).toBe('loading');

    await hostConnected(react);
    expect(core.loadedSecuredFieldsHost()).not.toBeNull();
    // The host connects the frames there are: none made again.
    expect(frames()).toEqual(made);
    expect(made.every((frame) => frame.isConnected)).toBe(true);
    // Titled with the fields' labels (the texts load on demand too: the frames are retitled when they come).
    await waitFor(() =>
      expect(made.map((frame) => frame.title)).toEqual(['Card number', 'Expiry date', 'Security code']),
    );

    // The frames answer, from their own windows at the payment service's origin: ready. The same
    // messages from another window or another origin are not theirs.
    for (const field of FIELDS) {
      expect(windowOf(field)).not.toBeNull();
      for (const type of ['loaded', 'configured']) {
        post(field, type, { source: window });
        post(field, type, { origin: 'http://elsewhere.test' });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stateOf('cardNumber')).toBe('loading');
    playFrames();
    await waitFor(() => expect(stateOf('cardNumber')).toBe('ready'));
    expect(errors).toEqual([]);
  });

  it('a frame that loads before the host connects is configured once it does', async () => {
    const { react, core, errors, page } = await coldPage();
    render(page());
    const posts = Object.fromEntries(FIELDS.map((field) => [field, postsTo(field)]));
    for (const field of FIELDS) post(field, 'loaded');
    expect(core.loadedSecuredFieldsHost()).toBeNull();
    for (const field of FIELDS) expect(posts[field]!()).toEqual([]);

    await hostConnected(react);
    // The kept `loaded` went to the controller: each frame got its configuration, once, at the
    // payment service's origin.
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
    // The frames were waiting for it: they answer, and the fields are ready.
    for (const field of FIELDS) post(field, 'configured');
    await waitFor(() => expect(stateOf('cardNumber')).toBe('ready'));
    expect(errors).toEqual([]);
  });

  it("keeps, before the host connects, only the frames' own messages from the payment service", async () => {
    const { react, errors, page } = await coldPage();
    render(page());
    const posts = Object.fromEntries(FIELDS.map((field) => [field, postsTo(field)]));
    for (const field of FIELDS) {
      post(field, 'loaded', { origin: 'http://elsewhere.test' });
      post(field, 'loaded', { source: window });
    }
    // Another frame's window speaking for the number: its message is not the number's.
    post('cardNumber', 'loaded', { source: windowOf('securityCode') });

    await hostConnected(react);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const field of FIELDS) expect(posts[field]!()).toEqual([]);
    // The frames' own messages, now through the host, still count.
    post('cardNumber', 'loaded');
    expect(posts.cardNumber!()).toEqual([
      { message: expect.objectContaining({ fieldType: 'cardNumber', type: 'configure' }), target: ORIGIN },
    ]);
    expect(errors).toEqual([]);
  });

  it("counts the frames' 30 s load timeout from when they were made, not from when the host connected", async () => {
    const { react, errors, page } = await coldPage();
    const now = Date.now.bind(Date);
    render(page());
    // The host arrives 29 s after the frames were made (as on a very slow network): 1 s is left.
    const late = vi.spyOn(Date, 'now').mockImplementation(() => now() + 29_000);
    await hostConnected(react);
    late.mockRestore();
    expect(stateOf('cardNumber')).toBe('loading');
    await waitFor(() => expect(stateOf('cardNumber')).toBe('csfLoadFailure'), { timeout: 3_000 });
    expect(errors.map(({ type, message }) => [type, message])).toEqual([
      ['ERROR', 'Secured fields: frames failed to load'],
    ]);
  });

  it('takes the frames and the listener away when the form unmounts before the host arrives', async () => {
    const { react, core, errors, page } = await coldPage();
    const listeners = countMessageListeners();
    const { unmount } = render(page());
    expect(core.loadedSecuredFieldsHost()).toBeNull();
    expect(frames()).toHaveLength(3);
    // One listener keeps what the frames send for the host.
    expect(listeners.live()).toHaveLength(1);
    unmount();
    expect(frames()).toEqual([]);
    expect(listeners.live()).toEqual([]);
    expect(listeners.added()).toBe(1);
    expect(listeners.removed()).toBe(1);
    await react.preloadSecuredFields(); // the chunks arrive after the form has gone
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frames()).toEqual([]);
    expect(listeners.added()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("swaps the listener that kept the early messages for the host's, and removes that on unmount", async () => {
    const { react, page } = await coldPage();
    const listeners = countMessageListeners();
    const { unmount } = render(page());
    const [keeping] = listeners.live();
    expect(keeping).toBeDefined();
    await hostConnected(react);
    const [hosting] = listeners.live();
    expect(listeners.live()).toHaveLength(1);
    expect(hosting).not.toBe(keeping);
    unmount();
    expect(listeners.live()).toEqual([]);
    expect(listeners.added()).toBe(2);
    expect(frames()).toEqual([]);
  });

  it('in StrictMode: one frame per field and one listener, none left after unmount', async () => {
    const { page } = await coldPage();
    const listeners = countMessageListeners();
    const { unmount } = render(<StrictMode>{page()}</StrictMode>);
    await waitFor(() => expect(frames()).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const field of FIELDS) expect(screen.getByTestId(field).querySelectorAll('iframe')).toHaveLength(1);
    expect(listeners.added() - listeners.removed()).toBe(1);
    unmount();
    expect(frames()).toEqual([]);
    expect(listeners.added()).toBe(listeners.removed());
  });
});

describe('secured fields once the host has loaded', () => {
  it('a form mounted later puts its frames in at once, with their source', async () => {
    const { react, page } = await coldPage();
    await react.preloadSecuredFields();
    const { unmount } = render(page());
    expect(frames()).toHaveLength(3);
    for (const field of FIELDS)
      expect(screen.getByTestId(field).querySelector('iframe')!.src).toContain(`type=${field}&`);
    unmount();
    expect(frames()).toEqual([]);
  });

  it('and in StrictMode: one frame per field and one listener, none left after unmount', async () => {
    const { react, page } = await coldPage();
    await react.preloadSecuredFields();
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
    const { react, errors, page } = await coldPage();
    await react.preloadSecuredFields();
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
