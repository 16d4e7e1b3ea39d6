/**
 * Requests as node:http sends them: any method the parser knows (TRACE, PROPFIND), any path bytes
 * (malformed percent-escapes reach the server as written), any header, one connection per request.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** One raw request. */
interface RawRequest {
  /** The method, sent as written. */
  method: string;
  /** The request target: a path with its query, sent as written. */
  path: string;
  /** Headers, sent as written. */
  headers?: OutgoingHttpHeaders;
  /** The body (none when undefined). */
  body?: string | Buffer;
}

/** What came back. */
interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Sends one request on a new connection to a base URL (`http://127.0.0.1:port/`). */
function rawRequest(base: string, options: RawRequest): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export { rawRequest };
export type { RawRequest, RawResponse };
