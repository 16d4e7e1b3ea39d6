/**
 * What a card form needs of the secured fields before any frame exists: which fields live in
 * frames (for its first render, also on the server) and how long their load may take. The rest of
 * the page side (the controller, the message protocol, the expiry channel) loads on demand when a
 * card form mounts in a browser (secured-fields.load.ts).
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

export { SECURED_FIELDS_TIMEOUTS, SECURED_FIELD_TYPES };
export type { SecuredFieldType };
