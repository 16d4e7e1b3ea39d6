import * as v from 'valibot';
import type { HttpClient } from '../http/http-client';
import type { FieldPolicy } from '../validation/card-brands';

/** One brand of a bin lookup answer. */
interface BinLookupBrand {
  /** Brand id. */
  brand: string;
  /** Whether the merchant accepts it here. */
  supported: boolean;
  /** The card number's length for this bin, when known. */
  panLength?: number;
  /** Whether the security code is asked for. */
  cvcPolicy?: FieldPolicy;
  /** Whether the expiry date is asked for. */
  expiryDatePolicy?: FieldPolicy;
  /** Whether the number must pass Luhn. */
  enableLuhnCheck?: boolean;
  /** Whether the Brazilian social security number is asked for. */
  showSocialSecurityNumber?: boolean;
}

/** A bin lookup answer (spec section 3). */
interface BinLookupResult {
  /** The id of the request this answers. */
  requestId: string;
  /** The card's brands, in the issuer's order (two for a dual-branded card). */
  brands: BinLookupBrand[];
  /** ISO country of the issuer (lower or upper case as the service sends it). */
  issuingCountryCode?: string;
  /** Whether the Brazilian social security number is asked for. */
  showSocialSecurityNumber?: boolean;
}

const POLICIES: readonly FieldPolicy[] = ['required', 'optional', 'hidden'];
const PolicySchema = v.optional(v.picklist(POLICIES));

const BinLookupResultSchema: v.GenericSchema<unknown, BinLookupResult> = v.object({
  requestId: v.pipe(v.string(), v.nonEmpty()),
  brands: v.array(
    v.object({
      brand: v.string(),
      supported: v.boolean(),
      panLength: v.optional(v.number()),
      cvcPolicy: PolicySchema,
      expiryDatePolicy: PolicySchema,
      enableLuhnCheck: v.optional(v.boolean()),
      showSocialSecurityNumber: v.optional(v.boolean()),
    }),
  ),
  issuingCountryCode: v.optional(v.string()),
  showSocialSecurityNumber: v.optional(v.boolean()),
});

/** What a lookup gives: an answer, or the spec's 'unknownError' for an error-like answer. */
type BinLookupOutcome =
  | { type: 'resolved'; result: BinLookupResult }
  | { type: 'failed'; requestId?: string; error: 'unknownError' };

/** The request of POST v3/bin/binLookup. */
interface BinLookupRequest {
  /** The first digits, encrypted (JWE of `{ binValue }`). */
  encryptedBin: string;
  /** Brands the form accepts. */
  supportedBrands: readonly string[];
  /** Identifies the request; the answer echoes it so stale answers can be ignored. */
  requestId: string;
  /** Cancels the call. */
  signal?: AbortSignal;
}

/**
 * POST v3/bin/binLookup?token={clientKey}. Never rejects: an answer without a requestId (an
 * error-like answer), an unreadable one or a network failure gives `{ type: 'failed', error: 'unknownError' }`.
 */
async function lookupBin(
  http: HttpClient,
  clientKey: string,
  request: BinLookupRequest,
): Promise<BinLookupOutcome> {
  try {
    const answer = await http.request({
      path: 'v3/bin/binLookup',
      method: 'POST',
      query: { token: clientKey },
      body: {
        type: 'card',
        supportedBrands: request.supportedBrands,
        encryptedBin: request.encryptedBin,
        requestId: request.requestId,
      },
      errorLevel: 'silent',
      ...(request.signal ? { signal: request.signal } : {}),
    });
    const read = v.safeParse(BinLookupResultSchema, answer);
    if (read.success) return { type: 'resolved', result: read.output };
    const requestId = (answer as { requestId?: unknown } | undefined)?.requestId;
    return typeof requestId === 'string'
      ? { type: 'failed', requestId, error: 'unknownError' }
      : { type: 'failed', error: 'unknownError' };
  } catch {
    return { type: 'failed', requestId: request.requestId, error: 'unknownError' };
  }
}

export { lookupBin };
export type { BinLookupBrand, BinLookupOutcome, BinLookupRequest, BinLookupResult };
