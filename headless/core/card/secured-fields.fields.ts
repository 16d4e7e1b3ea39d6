/**
 * The secured fields both sides share: which fields live in frames, how long their load and
 * configuration may take, the protocol's version and the frames' URL.
 */

/** The fields that live in frames. */
type SecuredFieldType =
  'cardNumber' | 'expiryDate' | 'expiryMonth' | 'expiryYear' | 'securityCode' | 'password';
const SECURED_FIELD_TYPES: readonly SecuredFieldType[] = [
  'cardNumber',
  'expiryDate',
  'expiryMonth',
  'expiryYear',
  'securityCode',
  'password',
];

/** Timeouts of spec section 9: all frames loaded, all configured, and one frame's configuration. */
const SECURED_FIELDS_TIMEOUTS = { loadMs: 30_000, configureMs: 15_000, frameConfigureMs: 6_000 } as const;

/** Protocol version: frame and page must agree. */
const SECURED_FIELDS_VERSION = '4.3.2';

/** The frame's URL (spec section 7): `{host}securedfields/{clientKey}/{version}/securedFields.html?type={type}&d={origin}`. */
function securedFieldUrl(
  apiUrl: string,
  clientKey: string,
  fieldType: SecuredFieldType,
  parentOrigin: string,
): string {
  const url = new URL(
    `securedfields/${encodeURIComponent(clientKey)}/${SECURED_FIELDS_VERSION}/securedFields.html`,
    apiUrl,
  );
  url.searchParams.set('type', fieldType);
  url.searchParams.set('d', parentOrigin);
  return url.href;
}

export { SECURED_FIELDS_TIMEOUTS, SECURED_FIELDS_VERSION, SECURED_FIELD_TYPES, securedFieldUrl };
export type { SecuredFieldType };
