/**
 * Click to Pay's configuration (spec section 3): the merchant's ids with each scheme
 * (visaSrciDpaId and visaSrcInitiatorId for Visa, mcDpaId and mcSrcClientId for Mastercard),
 * checked with valibot; the schemes configured are those whose two ids are given. And the
 * initialisation each scheme's SDK gets.
 */
import * as v from 'valibot';
import { getMinorUnitDivisor, type Amount } from '../amount/amount';
import { CheckoutError } from '../errors/checkout-error';
import type { ClickToPayScheme, SchemeInitParams, ShopperIdentity } from './click-to-pay.types';

/** The merchant's Click to Pay ids (the `scheme` method's configuration, or the hook's option). */
interface ClickToPayConfiguration {
  /** Visa's DPA id. */
  visaSrciDpaId?: string;
  /** Visa's initiator id. */
  visaSrcInitiatorId?: string;
  /** Mastercard's DPA id. */
  mcDpaId?: string;
  /** Mastercard's client id. */
  mcSrcClientId?: string;
}

const Id = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()));
const ConfigurationSchema = v.looseObject({
  visaSrciDpaId: Id,
  visaSrcInitiatorId: Id,
  mcDpaId: Id,
  mcSrcClientId: Id,
});

const IdentitySchema = v.object({
  value: v.pipe(
    v.string('shopperIdentity.value must be a string'),
    v.trim(),
    v.nonEmpty('shopperIdentity.value is required'),
  ),
  type: v.picklist(['email', 'mobilePhone'], "shopperIdentity.type must be 'email' or 'mobilePhone'"),
});

/** The configuration checked: unusable ids are dropped (a scheme without both ids is not loaded). */
function clickToPayConfigurationOf(value: unknown): ClickToPayConfiguration {
  const parsed = v.safeParse(ConfigurationSchema, value ?? {});
  if (!parsed.success) return {};
  const { visaSrciDpaId, visaSrcInitiatorId, mcDpaId, mcSrcClientId } = parsed.output;
  return {
    ...(visaSrciDpaId ? { visaSrciDpaId } : {}),
    ...(visaSrcInitiatorId ? { visaSrcInitiatorId } : {}),
    ...(mcDpaId ? { mcDpaId } : {}),
    ...(mcSrcClientId ? { mcSrcClientId } : {}),
  };
}

/** The schemes a configuration sets up, in the order they are asked. */
function clickToPaySchemesOf(configuration: ClickToPayConfiguration): ClickToPayScheme[] {
  const schemes: ClickToPayScheme[] = [];
  if (configuration.visaSrciDpaId && configuration.visaSrcInitiatorId) schemes.push('visa');
  if (configuration.mcDpaId && configuration.mcSrcClientId) schemes.push('mc');
  return schemes;
}

/** The merchant's shopper identity, checked; null when none. Throws IMPLEMENTATION_ERROR when malformed. */
function shopperIdentityOf(value: unknown): ShopperIdentity | null {
  if (value === undefined || value === null) return null;
  const parsed = v.safeParse(IdentitySchema, value);
  if (!parsed.success)
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      `Invalid Click to Pay shopperIdentity: ${v.summarize(parsed.issues)}`,
    );
  return parsed.output;
}

/** The amount in major units as the schemes take it ("120.00" for 12000 EUR, "1200" for 1200 JPY). */
function majorAmountOf(amount: Amount): string {
  const divisor = getMinorUnitDivisor(amount.currency);
  return (amount.value / divisor).toFixed(Math.round(Math.log10(divisor)));
}

/** What a scheme's SDK is initialised with. */
function clickToPayInitParamsOf(
  scheme: ClickToPayScheme,
  configuration: ClickToPayConfiguration,
  context: { amount?: Amount; locale: string; transactionId: string },
): SchemeInitParams {
  const visa = scheme === 'visa';
  return {
    srciDpaId: (visa ? configuration.visaSrciDpaId : configuration.mcDpaId) ?? '',
    srcInitiatorId: (visa ? configuration.visaSrcInitiatorId : configuration.mcSrcClientId) ?? '',
    srciTransactionId: context.transactionId,
    dpaTransactionOptions: {
      ...(context.amount
        ? {
            transactionAmount: {
              transactionAmount: majorAmountOf(context.amount),
              transactionCurrencyCode: context.amount.currency.toUpperCase(),
            },
          }
        : {}),
      dpaLocale: context.locale.replace('-', '_'),
    },
  };
}

export {
  clickToPayConfigurationOf,
  clickToPayInitParamsOf,
  clickToPaySchemesOf,
  majorAmountOf,
  shopperIdentityOf,
};
export type { ClickToPayConfiguration };
