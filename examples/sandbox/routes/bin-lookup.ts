/**
 * POST /v3/bin/binLookup?token={clientKey} (`clientKey` works too): the brands, lengths and
 * policies of a card from its first 6 to 11 digits, sent encrypted (JWE field `binValue`).
 * Brands come from the test-card table when the digits start one of its numbers (dual-branded
 * cards in the issuer's order), else from the sandbox's prefix table. A brand is `supported` when
 * it is both in the request's `supportedBrands` and among the merchant's card brands.
 */
import * as v from 'valibot';
import { decryptorFor, requireClientKey } from '../context';
import type { RouteHandler } from '../context';
import { brandRule, detectBrand } from '../card-brands';
import type { CardBrandRule, FieldPolicy } from '../card-brands';
import { invalidRequest } from '../errors';
import { json, readBody } from '../http';
import { schemeBrandsOf } from '../merchants';
import type { Route } from '../router';
import { NonEmptyString } from '../schemas';
import { findTestCardByBin } from '../test-cards';
import type { TestCard } from '../test-cards';

/** The body of bin lookup. */
const BinLookupSchema = v.looseObject({
  type: v.optional(v.literal('card', "must be 'card'")),
  supportedBrands: v.array(v.string('must be a list of brand ids'), 'must be a list of brand ids'),
  encryptedBin: NonEmptyString,
  requestId: NonEmptyString,
});

/** One brand of a bin lookup answer. */
interface BinLookupBrand {
  /** Brand id. */
  brand: string;
  /** In both the request's supportedBrands and the merchant's card brands. */
  supported: boolean;
  /** The card number's length, when the bin tells it. */
  panLength?: number;
  /** Whether the security code is asked for. */
  cvcPolicy: FieldPolicy;
  /** Whether the expiry date is asked for. */
  expiryDatePolicy: FieldPolicy;
  /** Whether the number must pass Luhn. */
  enableLuhnCheck: boolean;
  /** The Brazilian social security number is asked for (only present when true). */
  showSocialSecurityNumber?: boolean;
}

/** A bin lookup answer. */
interface BinLookupAnswer {
  /** The request's requestId. */
  requestId: string;
  /** The card's brands, in the issuer's order; empty when no brand is known. */
  brands: BinLookupBrand[];
  /** The issuer's country, when the bin is a test card's. */
  issuingCountryCode?: string;
  /** The Brazilian social security number is asked for (only present when true). */
  showSocialSecurityNumber?: boolean;
}

/** The brands of a bin: the test card's, or the one its prefix names. */
function brandsOfBin(bin: string, card: TestCard | undefined): { rule: CardBrandRule; panLength?: number }[] {
  if (card) {
    return card.brands
      .map((brand) => brandRule(brand))
      .filter((rule) => rule !== undefined)
      .map((rule) => ({ rule, panLength: card.number.length }));
  }
  const rule = detectBrand(bin);
  if (!rule) return [];
  const [only] = rule.lengths;
  return [rule.lengths.length === 1 && only !== undefined ? { rule, panLength: only } : { rule }];
}

/** Answers a bin: brands with their support flags, issuing country and SSN flag. */
function lookUp(bin: string, supportedBrands: readonly string[], accepted: Set<string>, requestId: string) {
  const card = findTestCardByBin(bin);
  const requested = new Set(supportedBrands);
  const ssn = card?.showSocialSecurityNumber === true;
  const answer: BinLookupAnswer = {
    requestId,
    brands: brandsOfBin(bin, card).map(({ rule, panLength }) => ({
      brand: rule.brand,
      supported: requested.has(rule.brand) && accepted.has(rule.brand),
      ...(panLength !== undefined ? { panLength } : {}),
      cvcPolicy: rule.cvcPolicy,
      expiryDatePolicy: rule.expiryDatePolicy,
      enableLuhnCheck: rule.luhn,
      ...(ssn ? { showSocialSecurityNumber: true } : {}),
    })),
  };
  if (card) answer.issuingCountryCode = card.issuingCountryCode;
  if (ssn) answer.showSocialSecurityNumber = true;
  return answer;
}

const binLookup: RouteHandler = async (context) => {
  const { merchant, clientKey } = requireClientKey(context);
  const body = await readBody(context.request, BinLookupSchema);
  const bin = (await decryptorFor(context.sandbox, clientKey)(body.encryptedBin, 'binValue')).replace(
    /\s/g,
    '',
  );
  if (!/^\d{6,11}$/.test(bin))
    throw invalidRequest('Invalid request: encryptedBin: binValue must be 6 to 11 digits');
  return json(lookUp(bin, body.supportedBrands, schemeBrandsOf(merchant), body.requestId));
};

/** The bin lookup route. */
const binLookupRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/v3/bin/binLookup', handler: binLookup },
];

export { BinLookupSchema, binLookupRoutes };
export type { BinLookupAnswer, BinLookupBrand };
