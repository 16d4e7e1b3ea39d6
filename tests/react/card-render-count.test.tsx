// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutProvider,
  useCard,
  useCardField,
  type CardFieldName,
  type UseCardResult,
} from 'headless-checkout';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const renders: Record<string, number> = {};
const count = (name: string) => (renders[name] = (renders[name] ?? 0) + 1);

function Field({ card, field }: { card: UseCardResult; field: CardFieldName }) {
  count(field);
  const meta = useCardField(card, field);
  return (
    <p>
      <label {...card.getLabelProps(field)}>{field}</label>
      <input {...card.getInputProps(field)} />
      <span {...card.getErrorProps(field)}>{meta.error}</span>
    </p>
  );
}

function Form() {
  count('form');
  const card = useCard({ mode: 'direct' }, { subscribe: 'form' });
  return (
    <form {...card.getFormProps()}>
      <Field card={card} field="cardNumber" />
      <Field card={card} field="expiryDate" />
      <Field card={card} field="securityCode" />
    </form>
  );
}

describe('render counts while a 16-digit number is typed', () => {
  it('re-renders the number field per keystroke, and not the other fields', async () => {
    render(
      <CheckoutProvider environment={SANDBOX} clientKey={SANDBOX_CLIENT_KEY} onError={() => undefined}>
        <Form />
      </CheckoutProvider>,
    );
    for (const key of Object.keys(renders)) delete renders[key];
    const input = screen.getByLabelText('cardNumber');
    input.focus();
    const digits = '5555555555554444';
    for (let length = 1; length <= digits.length; length += 1) {
      fireEvent.change(input, { target: { value: digits.slice(0, length) } });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    // 16 keystrokes: the number field renders at least once for each.
    expect(renders.cardNumber).toBeGreaterThanOrEqual(16);
    // The form and the other fields render only for form-level changes (brand detected, bin lookup,
    // validity, auto-advance focus), never once per keystroke.
    expect(renders.form ?? 0).toBeLessThanOrEqual(6);
    // The expiry date renders once more when focus moves to it (the number is complete).
    expect(renders.expiryDate ?? 0).toBeLessThanOrEqual((renders.form ?? 0) + 1);
    expect(renders.securityCode ?? 0).toBeLessThanOrEqual(renders.form ?? 0);
    console.log(`renders while typing 16 digits: ${JSON.stringify(renders)}`);
  });
});
