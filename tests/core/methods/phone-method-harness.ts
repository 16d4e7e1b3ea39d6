// A method machine driven as a shopper would, for the phone, code and QR methods' tests: type a
// field (focus, change, blur), submit, and read what was sent.
import {
  createPaymentMethodMachine,
  payButtonLabelOf,
  type AnyPaymentMethodDefinition,
  type PaymentData,
  type PaymentMethodContext,
  type PaymentResponse,
} from 'headless-checkout/core';

/** A machine of `definition` with `options`, recording each payment it sends. */
function methodHarness(
  definition: AnyPaymentMethodDefinition,
  options: Record<string, unknown> & { type: string },
  context: Partial<PaymentMethodContext> = {},
  answer: PaymentResponse = { resultCode: 'Authorised' },
) {
  const sent: PaymentData[] = [];
  const machine = createPaymentMethodMachine(
    definition,
    options,
    {
      submit: (data) => {
        sent.push(data);
        return Promise.resolve(answer);
      },
    },
    { context: { paymentMethod: undefined, amount: { value: 1000, currency: 'EUR' }, ...context } },
  );
  const state = () => machine.getSnapshot();
  const type = (field: string, value: string | boolean) => {
    machine.send({ type: 'field.focused', field });
    machine.send({ type: 'field.changed', field, value });
    machine.send({ type: 'field.blurred', field });
  };
  const submit = async () => {
    machine.send({ type: 'submit.requested' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** The pay button's label while the form is ready. */
  const button = () =>
    payButtonLabelOf({
      status: 'ready',
      amount: state().context.amount,
      continueTo: definition.continueTo?.(state()),
      ready: definition.buttonLabel?.(state()),
    });
  return { machine, sent, state, type, submit, button };
}

export { methodHarness };
