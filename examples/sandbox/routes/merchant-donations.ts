/**
 * Donations (the merchant server's call, header `x-api-key`): POST /merchant/v1/donations with the
 * amount, the merchant's reference and the pspReference of the shopper's authorised payment it
 * follows (`donationOriginalPspReference`). One donation per payment, in the payment's currency.
 */
import * as v from 'valibot';
import { requireApiKey } from '../context';
import type { RouteHandler } from '../context';
import { invalidRequest } from '../errors';
import { json, readBody } from '../http';
import { newOpaqueToken, newPspReference } from '../ids';
import type { Route } from '../router';
import { AmountSchema, NonEmptyString } from '../schemas';
import type { DonationRecord } from '../types';

/** The charity account donations go to when the merchant names none. */
const SANDBOX_DONATION_ACCOUNT = 'SandboxCharityECOM';

/** The body of POST merchant/v1/donations. */
const DonationSchema = v.object({
  amount: AmountSchema,
  reference: v.pipe(NonEmptyString, v.maxLength(80, 'must be at most 80 characters')),
  donationOriginalPspReference: v.pipe(NonEmptyString, v.maxLength(32, 'must be at most 32 characters')),
  donationAccount: v.optional(v.pipe(NonEmptyString, v.maxLength(80, 'must be at most 80 characters'))),
});

const donate: RouteHandler = async (context) => {
  const merchant = requireApiKey(context);
  const body = await readBody(context.request, DonationSchema);
  const { sandbox } = context;
  const original = sandbox.store.payments.get(body.donationOriginalPspReference);
  if (!original || original.merchantAccount !== merchant.merchantAccount) {
    throw invalidRequest('Invalid donationOriginalPspReference: no payment of this merchant has it');
  }
  if (original.resultCode !== 'Authorised' || original.refunded) {
    throw invalidRequest('Invalid donationOriginalPspReference: the payment is not authorised');
  }
  if (body.amount.value <= 0) throw invalidRequest('Invalid amount: value must be greater than 0');
  if (body.amount.currency !== original.amount.currency) {
    throw invalidRequest(`Invalid amount: currency must be the payment's (${original.amount.currency})`);
  }
  if (sandbox.store.donations.has(original.pspReference)) {
    throw invalidRequest('A donation was already made for this payment');
  }
  const donation: DonationRecord = {
    id: newOpaqueToken('DON', 16),
    pspReference: newPspReference(),
    originalPspReference: original.pspReference,
    merchantAccount: merchant.merchantAccount,
    donationAccount: body.donationAccount ?? SANDBOX_DONATION_ACCOUNT,
    reference: body.reference,
    amount: { ...body.amount },
    createdAt: sandbox.now(),
  };
  sandbox.store.donations.set(original.pspReference, donation);
  return json({
    id: donation.id,
    status: 'completed',
    reference: donation.reference,
    merchantAccount: donation.merchantAccount,
    donationAccount: donation.donationAccount,
    amount: donation.amount,
    payment: { pspReference: donation.pspReference, resultCode: 'Authorised', amount: donation.amount },
  });
};

/** The donation route. */
const merchantDonationRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/merchant/v1/donations', handler: donate },
];

export { DonationSchema, SANDBOX_DONATION_ACCOUNT, merchantDonationRoutes };
