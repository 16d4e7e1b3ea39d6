/**
 * The merchant server's calls (header `x-api-key`): create a session, and read its outcome and its
 * current sessionData (a page that reloads after a redirect gets it from its server).
 * POST /merchant/v1/sessions, GET /merchant/v1/sessions/:id?sessionResult=
 */
import * as v from 'valibot';
import { requireApiKey } from '../context';
import type { RouteHandler } from '../context';
import { invalidRequest, invalidSession } from '../errors';
import { json, readBody } from '../http';
import type { Route } from '../router';
import { AmountSchema, CountryCodeSchema, HttpUrlSchema, LocaleSchema, NonEmptyString } from '../schemas';
import { seedReturningShopper } from '../merchants';
import { isSessionResultOf, newSessionRecord, sessionDataOf } from '../sessions';

const InstallmentOptionSchema = v.object({
  values: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
  plans: v.optional(v.array(v.picklist(['regular', 'revolving']))),
});

/** The body of POST merchant/v1/sessions. */
const CreateSessionSchema = v.object({
  amount: AmountSchema,
  countryCode: CountryCodeSchema,
  shopperLocale: v.optional(LocaleSchema, 'en-US'),
  returnUrl: HttpUrlSchema,
  reference: v.pipe(NonEmptyString, v.maxLength(80, 'must be at most 80 characters')),
  shopperReference: v.optional(
    v.pipe(v.string(), v.minLength(3, 'must be at least 3 characters'), v.maxLength(256)),
  ),
  merchantAccount: v.optional(v.string()),
  allowedPaymentMethods: v.optional(v.array(NonEmptyString)),
  blockedPaymentMethods: v.optional(v.array(NonEmptyString)),
  storePaymentMethodMode: v.optional(v.picklist(['disabled', 'askForConsent', 'enabled'])),
  installmentOptions: v.optional(v.record(v.string(), InstallmentOptionSchema)),
});

const createSession: RouteHandler = async (context) => {
  const merchant = requireApiKey(context);
  const body = await readBody(context.request, CreateSessionSchema);
  if (body.merchantAccount !== undefined && body.merchantAccount !== merchant.merchantAccount) {
    throw invalidRequest(
      `Invalid request: merchantAccount: ${body.merchantAccount} does not belong to this API key`,
    );
  }
  const { sandbox } = context;
  const session = newSessionRecord(sandbox, merchant, {
    ...body,
    enableStoreDetails:
      body.storePaymentMethodMode === 'askForConsent' && body.shopperReference !== undefined,
  });
  if (body.shopperReference !== undefined) seedReturningShopper(merchant, body.shopperReference);
  if (body.allowedPaymentMethods) session.allowedPaymentMethods = body.allowedPaymentMethods;
  if (body.blockedPaymentMethods) session.blockedPaymentMethods = body.blockedPaymentMethods;
  if (body.installmentOptions) {
    session.configuration.enableInstallments = true;
    session.configuration.installmentOptions = body.installmentOptions;
  }
  sandbox.store.sessions.set(session.id, session);

  return json(
    {
      id: session.id,
      sessionData: sessionDataOf(sandbox, session),
      amount: session.amount,
      countryCode: session.countryCode,
      shopperLocale: session.shopperLocale,
      reference: session.reference,
      returnUrl: session.returnUrl,
      merchantAccount: session.merchantAccount,
      expiresAt: session.expiresAt.toISOString(),
      mode: 'embedded',
      ...(session.shopperReference !== undefined ? { shopperReference: session.shopperReference } : {}),
    },
    201,
  );
};

const getSession: RouteHandler = (context) => {
  const merchant = requireApiKey(context);
  const { sandbox } = context;
  const session = sandbox.store.sessions.get(context.params.id ?? '');
  if (!session || session.merchantAccount !== merchant.merchantAccount) throw invalidSession();
  const sessionResult = context.url.searchParams.get('sessionResult');
  if (sessionResult !== null && !isSessionResultOf(sandbox, session, sessionResult)) {
    throw invalidRequest('Invalid sessionResult');
  }
  const expired = session.status === 'active' && sandbox.now().getTime() > session.expiresAt.getTime();
  const payments = session.paymentPspReferences
    .map((pspReference) => sandbox.store.payments.get(pspReference))
    .filter((payment) => payment !== undefined)
    .map((payment) => ({
      pspReference: payment.pspReference,
      resultCode: payment.refunded ? 'Refunded' : payment.resultCode,
      amount: payment.amount,
      paymentMethod: { type: payment.type, ...(payment.brand !== undefined ? { brand: payment.brand } : {}) },
    }));
  return json({
    id: session.id,
    sessionData: sessionDataOf(sandbox, session),
    status: expired ? 'expired' : session.status,
    reference: session.reference,
    amount: session.amount,
    payments,
  });
};

/** The merchant-server routes. */
const merchantSessionRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/merchant/v1/sessions', handler: createSession },
  { method: 'GET', path: '/merchant/v1/sessions/:id', handler: getSession },
];

export { CreateSessionSchema, merchantSessionRoutes };
