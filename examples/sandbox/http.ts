/** Small helpers for JSON requests and responses, shared by every route. */
import * as v from 'valibot';
import { ERROR_CODES, SandboxError, invalidRequest } from './errors';

/** Largest request body the service reads, in bytes. */
const MAX_BODY_BYTES = 1_000_000;

/**
 * A request the HTTP adapter (server.ts) answers before the service runs it: a method fetch cannot
 * carry (TRACE, CONNECT, TRACK), a body over MAX_BODY_BYTES, or a request it cannot read. Each
 * service turns it into its own error body with its CORS headers (`refuse`).
 */
type AdapterRefusal =
  | { kind: 'methodNotAllowed'; method: string }
  | { kind: 'payloadTooLarge'; limit?: number }
  | { kind: 'badRequest'; message: string };

/** The message of a 413. */
const PAYLOAD_TOO_LARGE_MESSAGE = `Request body is larger than ${MAX_BODY_BYTES} bytes`;

/** A JSON response with the given status; API responses are never cached. */
function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** An empty response (204 by default). */
function empty(status = 204, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Reads the body as JSON; an empty body reads as `emptyValue` (undefined unless given). */
async function readJson(request: Request, emptyValue?: unknown): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) {
    throw new SandboxError(413, ERROR_CODES.payloadTooLarge, PAYLOAD_TOO_LARGE_MESSAGE, 'validation');
  }
  if (text.trim() === '') return emptyValue;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'not JSON';
    throw new SandboxError(400, ERROR_CODES.malformedJson, `Malformed JSON: ${reason}`, 'validation');
  }
}

/** A readable summary of valibot issues: `path: message; path: message`. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      const missing = issue.kind === 'schema' && issue.type === 'object' && issue.received === 'undefined';
      const message = missing ? 'is required' : issue.message;
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}

/** Validates a value against a schema; a mismatch throws a 422 (errorCode 702) naming every issue. */
function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  what = 'request',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw invalidRequest(`Invalid ${what}: ${describeIssues(result.issues)}`);
}

/** Reads the body as JSON and validates it against a schema. */
async function readBody<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
  emptyValue?: unknown,
): Promise<v.InferOutput<TSchema>> {
  return parseWith(schema, await readJson(request, emptyValue));
}

export {
  MAX_BODY_BYTES,
  PAYLOAD_TOO_LARGE_MESSAGE,
  describeIssues,
  empty,
  json,
  parseWith,
  readBody,
  readJson,
};
export type { AdapterRefusal };
