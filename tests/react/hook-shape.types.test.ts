// One hook shape (issue 31, point 6), checked by the compiler: the project's type check (`tsc`)
// compiles this file, so a `@ts-expect-error` that no longer errs fails it. The hooks are never
// called here (no provider): the hooks below only have to compile.
import { describe, expectTypeOf, it } from 'vitest';
import {
  useAch,
  useCard,
  useDropinItem,
  useGiftCard,
  useIssuerList,
  usePaymentMethod,
  type UseDropinResult,
} from 'headless-checkout';
import type { DropinItem, PaymentResponse, RedirectAction } from 'headless-checkout/core';

/** Field names are typed per method: a misspelt one does not compile. */
function useFieldNames() {
  const sepa = usePaymentMethod('sepadirectdebit');
  sepa.getInputProps('iban');
  sepa.getLabelProps('ownerName');
  sepa.meta('iban');
  // @ts-expect-error: SEPA has no field 'ibann'
  sepa.getInputProps('ibann');
  // @ts-expect-error: nor 'holderName' (Bacs's)
  sepa.getErrorProps('holderName');
  // @ts-expect-error: setField takes the method's names too
  sepa.setField('IBAN', 'NL13TEST0123456789');

  const ideal = useIssuerList('ideal');
  ideal.getLabelProps('issuer');
  ideal.getSelectProps('issuer');
  // @ts-expect-error: an issuer list's one field is 'issuer'
  ideal.getLabelProps('issuers');

  // The secured fields count as the method's fields.
  const ach = useAch();
  ach.getSecuredFieldProps('encryptedBankAccountNumber');
  ach.getInputProps('billingAddress.postalCode');
  // @ts-expect-error: ACH has no card number
  ach.getSecuredFieldProps('encryptedCardNumber');
  const giftCard = useGiftCard();
  giftCard.getSecuredLabelProps('giftcardPin');
  // @ts-expect-error: a gift card's number is 'giftcardNumber'
  giftCard.focusSecuredField('cardNumber');

  // A method without fields (a wallet, a QR method) takes none.
  const swish = usePaymentMethod('swish');
  // @ts-expect-error: Swish has no field
  swish.getInputProps('phoneNumber');

  const card = useCard();
  card.getInputProps('holderName');
  // @ts-expect-error: the card's own names
  card.getInputProps('holdername');

  // A drop-in's item may be any method: any name.
  const item = useDropinItem({} as Pick<UseDropinResult, 'handle'>, {} as DropinItem);
  item.getInputProps('anything');
}

/** A payment response's action narrows like the hooks' `action`. */
function responseAction(response: PaymentResponse) {
  if (response.action?.type === 'redirect') {
    expectTypeOf(response.action).toEqualTypeOf<RedirectAction>();
    expectTypeOf(response.action.url).toBeString();
  }
  // @ts-expect-error: an action type the router does not know
  if (response.action?.type === 'hologram') return;
}

/** Success and refusal have a message alike; every method hook has `status` and `error`. */
function useResults() {
  const sepa = usePaymentMethod('sepadirectdebit');
  expectTypeOf(sepa.message).toBeString();
  expectTypeOf(sepa.status).toEqualTypeOf<'ready' | 'loading' | 'redirect' | 'success' | 'error'>();
  const card = useCard();
  expectTypeOf(sepa.error).toEqualTypeOf(card.error);
}

describe('one hook shape (types)', () => {
  it('compiles (see the @ts-expect-error cases)', () => {
    expectTypeOf(useFieldNames).toBeFunction();
    expectTypeOf(responseAction).toBeFunction();
    expectTypeOf(useResults).toBeFunction();
  });
});
