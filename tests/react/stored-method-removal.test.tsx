// @vitest-environment happy-dom
// Removing a stored payment method: the skin's StoredCardForm (its Remove button and confirmation)
// and useStoredMethodRemoval on bare hooks, against the sandbox's handlers through msw (sessions
// flow) or the merchant's onDisableStoredPaymentMethod (advanced flow).
import { StrictMode, useState, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CheckoutProvider,
  usePaymentMethods,
  useStoredMethodRemoval,
  type CheckoutOptions,
  type StoredPaymentMethod,
} from 'headless-checkout';
import { CheckoutRoot, StoredCardForm } from 'headless-checkout/skins/default';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const paths: string[] = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, ({ request }) => {
    paths.push(new URL(request.url).pathname);
    return sandbox.handle(request);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  paths.length = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

/** The shopper's stored cards, each a StoredCardForm; says when one was removed. */
function SavedCards() {
  const { storedPaymentMethods, status } = usePaymentMethods();
  const [removed, setRemoved] = useState<string | null>(null);
  if (status !== 'ready') return <p>Loading…</p>;
  const cards = storedPaymentMethods.filter((method) => method.type === 'scheme');
  return (
    <>
      {removed ? <p role="status">Removed {removed}</p> : null}
      {cards.map((card) => (
        <section key={card.id} aria-label={`Card ending in ${String(card.lastFour)}`}>
          <StoredCardForm mode="direct" storedPaymentMethod={card} onRemoved={({ id }) => setRemoved(id)} />
        </section>
      ))}
    </>
  );
}

async function renderSaved(
  shopperReference: string,
  extra: Partial<CheckoutOptions> = { showRemovePaymentMethodButton: true },
) {
  const session = await createSession(createClient(SANDBOX), { shopperReference });
  render(
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={{ value: 7500, currency: 'EUR' }}
        session={{ id: session.id, sessionData: session.sessionData }}
        {...extra}
      >
        <CheckoutRoot>
          <SavedCards />
        </CheckoutRoot>
      </CheckoutProvider>
    </StrictMode>,
  );
  await screen.findByRole('region', { name: 'Card ending in 1111' });
}

const visa = () => screen.getByRole('region', { name: 'Card ending in 1111' });

describe('StoredCardForm: removing the stored card (sessions flow)', () => {
  it('asks first; Cancel keeps the card and gives focus back to Remove', async () => {
    await renderSaved('sandbox-shopper-react-1');
    const remove = within(visa()).getByRole('button', { name: 'Remove' });
    fireEvent.click(remove);
    const question = within(visa()).getByRole('group', { name: 'Remove stored payment method?' });
    const confirm = within(question).getByRole('button', { name: 'Yes, remove' });
    expect(document.activeElement).toBe(confirm);
    expect(confirm.getAttribute('aria-describedby')).toBe(
      within(question).getByText('Remove stored payment method?').id,
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(visa()).queryByRole('group', { name: 'Remove stored payment method?' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(visa()).getByRole('button', { name: 'Remove' })),
    );
    expect(paths.filter((path) => path.endsWith('/disableToken'))).toEqual([]);
  });

  it('Yes, remove: one disableToken call, the card leaves the list, onRemoved tells the page', async () => {
    await renderSaved('sandbox-shopper-react-2');
    fireEvent.click(within(visa()).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(visa()).getByRole('button', { name: 'Yes, remove' }));
    expect((await screen.findByRole('status')).textContent).toBe('Removed 8316038796685850');
    expect(screen.queryByRole('region', { name: 'Card ending in 1111' })).toBeNull();
    // The other stored card stays.
    expect(screen.getByRole('region', { name: 'Card ending in 1115' })).not.toBeNull();
    expect(paths.filter((path) => path.endsWith('/disableToken'))).toHaveLength(1);
  });

  it('offers no Remove button when the merchant did not enable it', async () => {
    await renderSaved('sandbox-shopper-react-3', {});
    expect(within(visa()).queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});

/** A merchant's removal on the bare hook. */
function MerchantRemoval({
  stored,
}: {
  stored: Pick<StoredPaymentMethod, 'id' | 'supportedShopperInteractions'>;
}) {
  const removal = useStoredMethodRemoval(stored);
  if (!removal.removable) return <p>Not removable</p>;
  return (
    <div>
      {removal.status === 'confirming' || removal.status === 'removing' ? (
        <div {...removal.getConfirmationProps()}>
          <p {...removal.getQuestionProps()}>Forget this card?</p>
          <button {...removal.getConfirmButtonProps()}>Forget</button>
          <button {...removal.getCancelButtonProps()}>Keep</button>
        </div>
      ) : (
        <button {...removal.getRemoveButtonProps()}>Forget card</button>
      )}
      {removal.message ? <p {...removal.getErrorProps()}>{removal.message}</p> : null}
      <p data-testid="status">{removal.status}</p>
    </div>
  );
}

function advanced(children: ReactNode, onDisableStoredPaymentMethod: (id: string) => Promise<void>) {
  const onError = vi.fn();
  render(
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        onSubmit={() => Promise.resolve({ resultCode: 'Authorised' })}
        paymentMethodsResponse={{
          paymentMethods: [{ type: 'scheme', name: 'Cards' }],
          storedPaymentMethods: [
            {
              id: 'x1',
              type: 'scheme',
              brand: 'visa',
              lastFour: '1111',
              supportedShopperInteractions: ['Ecommerce'],
            },
          ],
        }}
        showRemovePaymentMethodButton
        onDisableStoredPaymentMethod={onDisableStoredPaymentMethod}
        onError={onError}
      >
        {children}
      </CheckoutProvider>
    </StrictMode>,
  );
  return { onError };
}

describe('useStoredMethodRemoval on bare hooks (advanced flow)', () => {
  it('a failed removal is announced, reported, and the shopper may try again', async () => {
    const disable = vi
      .fn()
      .mockRejectedValueOnce(new Error('server said no'))
      .mockResolvedValueOnce(undefined);
    const { onError } = advanced(
      <MerchantRemoval stored={{ id: 'x1', supportedShopperInteractions: ['Ecommerce'] }} />,
      disable,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Forget card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forget' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An unknown error occurred');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'server said no' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forget card' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Forget' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('removed'));
    expect(disable).toHaveBeenCalledTimes(2);
    expect(disable).toHaveBeenCalledWith('x1');
  });

  it('disables the buttons while the removal runs', async () => {
    let finish: () => void = () => undefined;
    advanced(
      <MerchantRemoval stored={{ id: 'x1', supportedShopperInteractions: ['Ecommerce'] }} />,
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Forget card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forget' }));
    const group = screen.getByRole('group', { name: 'Forget this card?' });
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Forget' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Keep' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('removed'));
  });

  it('is not offered for a method that is not one-click', () => {
    advanced(<MerchantRemoval stored={{ id: 'x1', supportedShopperInteractions: ['ContAuth'] }} />, vi.fn());
    expect(screen.getByText('Not removable')).not.toBeNull();
  });
});
