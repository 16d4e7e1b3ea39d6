// A recording msw server for the back-office tests: every request under the base is captured,
// answered by the current responder.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const BASE = 'http://bo.test/backoffice/';

interface SeenRequest {
  method: string;
  /** Path as sent (still encoded). */
  pathname: string;
  /** Query, decoded. */
  query: string;
  headers: Headers;
  text: string;
  signal: AbortSignal;
}

type Responder = (request: SeenRequest) => Response | Promise<Response>;

function recordingServer() {
  const seen: SeenRequest[] = [];
  let responder: Responder = () => HttpResponse.json({});
  const server = setupServer(
    http.all(`${BASE}*`, async ({ request }) => {
      const url = new URL(request.url);
      const entry: SeenRequest = {
        method: request.method,
        pathname: url.pathname,
        query: decodeURIComponent(url.search.slice(1)),
        headers: request.headers,
        text: await request.text(),
        signal: request.signal,
      };
      seen.push(entry);
      return responder(entry);
    }),
  );
  return {
    server,
    seen,
    /** Sets how the server answers from now on. */
    respond(next: Responder) {
      responder = next;
    },
    /** The last request the server saw. */
    last(): SeenRequest {
      const entry = seen.at(-1);
      if (!entry) throw new Error('no request seen');
      return entry;
    },
    reset() {
      seen.length = 0;
      responder = () => HttpResponse.json({});
    },
  };
}

export { BASE, recordingServer };
export type { SeenRequest };
