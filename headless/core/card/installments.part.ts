import type { Amount } from '../amount/amount';
import type { InstallmentChoice, InstallmentOption, InstallmentsValue } from './card.types';

/*
 * The card's installments, an optional part of its form (the merchant's `installmentOptions`): the
 * list offered for the brand and what the payment sends of the choice. A chunk of its own, loaded
 * when the form shows installments, prefetched when the options offer them (`card.parts.ts`).
 * Whether they show (`installmentOptionsOf`) stays with the card's rules, which pass what these read.
 */

/**
 * The installments list for the brand's offer (`installmentOptionsOf`, null when hidden): 1 as the
 * one-time payment, every other number as an installments plan with its amount per installment,
 * and the revolving plan when offered. Empty when installments are hidden.
 */
function installmentChoicesOf(
  offered: InstallmentOption | null,
  amount: Amount | undefined,
): InstallmentChoice[] {
  if (!offered) return [];
  const choices: InstallmentChoice[] = offered.values.map((times) =>
    times === 1
      ? { value: 1, plan: 'onetime' }
      : {
          value: times,
          plan: 'installments',
          ...(amount
            ? { amountPerInstallment: { value: Math.round(amount.value / times), currency: amount.currency } }
            : {}),
        },
  );
  if (offered.plans?.includes('revolving')) choices.push({ value: 1, plan: 'revolving' });
  return choices;
}

/** The installments to send of the choice: only when more than one, or the revolving plan (sent as value 1). */
function installmentsPayload({
  value,
  plan,
}: InstallmentsValue): { value: number; plan?: 'revolving' } | undefined {
  if (plan === 'revolving') return { value: 1, plan: 'revolving' };
  if (plan === 'installments' && value > 1) return { value };
  return undefined;
}

export { installmentChoicesOf, installmentsPayload };
