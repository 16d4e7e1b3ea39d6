/**
 * Signed opaque tokens (sessionData, sessionResult): `base64url(JSON payload).base64url(HMAC-SHA256)`.
 * The client cannot read them meaningfully and any change to them is detected.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/** Signs and verifies tokens with one secret. */
interface TokenSigner {
  /** Signs a JSON payload into an opaque token. */
  sign(payload: Record<string, unknown>): string;
  /** The payload of a token when its signature is right and it matches the schema; otherwise undefined. */
  verify<TSchema extends v.GenericSchema>(
    token: unknown,
    schema: TSchema,
  ): v.InferOutput<TSchema> | undefined;
}

/** Builds a signer; without a secret a random 32-byte one is used (tokens die with the process). */
function createTokenSigner(secret?: string | Uint8Array): TokenSigner {
  const key =
    secret === undefined
      ? randomBytes(32)
      : typeof secret === 'string'
        ? Buffer.from(secret, 'utf8')
        : Buffer.from(secret);
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    sign(payload) {
      const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token, schema) {
      if (typeof token !== 'string' || token.length > 4096) return undefined;
      const parts = token.split('.');
      if (parts.length !== 2) return undefined;
      const [body = '', signature = ''] = parts;
      // Compare the text, not decoded bytes: base64url decoding forgives some changed characters.
      const expected = Buffer.from(mac(body).toString('base64url'), 'utf8');
      const given = Buffer.from(signature, 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const result = v.safeParse(schema, JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
        return result.success ? result.output : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export { createTokenSigner };
export type { TokenSigner };
