/**
 * What a card form needs of the secured fields before the page side has loaded: which fields live
 * in frames (for its first render, also on the server), how long their load may take and the
 * frames' URL (a form makes its frames as it mounts, while the page side is still on its way). The
 * rest of the page side (the controller, the check of the frames' messages, the expiry channel)
 * loads on demand when a card form mounts in a browser (secured-fields.load.ts).
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
