/**
 * POST /merchant/v1/paymentMethods (header `x-api-key`): the merchant server's call of the
 * advanced flow, listing the methods for an amount and country (and the shopper's stored methods).
 */
import * as v from 'valibot';
import { requireApiKey } from '../context';
import type { RouteHandler } from '../context';
import { json, readBody } from '../http';
import type { Route } from '../router';
import { AmountSchema, CountryCodeSchema, NonEmptyString } from '../schemas';
import { availablePaymentMethods, publicPaymentMethod, storedPaymentMethodsFor } from '../sessions';

/** The body of POST merchant/v1/paymentMethods. */
const PaymentMethodsRequestSchema = v.object({
  amount: AmountSchema,
  countryCode: CountryCodeSchema,
  shopperReference: v.optional(
    v.pipe(v.string(), v.minLength(3, 'must be at least 3 characters'), v.maxLength(256)),
  ),
  allowedPaymentMethods: v.optional(v.array(NonEmptyString)),
  blockedPaymentMethods: v.optional(v.array(NonEmptyString)),
});

const paymentMethods: RouteHandler = async (context) => {
  const merchant = requireApiKey(context);
  const query = await readBody(context.request, PaymentMethodsRequestSchema);
  return json({
    paymentMethods: availablePaymentMethods(merchant, query).map(publicPaymentMethod),
    storedPaymentMethods: storedPaymentMethodsFor(merchant, query),
  });
};

/** The merchant payment-methods route. */
const merchantPaymentMethodRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/merchant/v1/paymentMethods', handler: paymentMethods },
];

export { PaymentMethodsRequestSchema, merchantPaymentMethodRoutes };
