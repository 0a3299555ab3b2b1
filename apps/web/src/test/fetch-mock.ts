import { vi } from 'vitest';

/** What a mocked endpoint answers: JSON `body` (or `raw` text) with `status` (default 200) and extra `headers`. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  /** A body that the test writes to as it goes (an event stream: see `eventStream`). */
  stream?: ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
}

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Route = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/**
 * Replaces the global fetch (the only thing component and store tests mock) with a router of
 * `"METHOD /api/path"` → answer. Unknown routes answer 404 in the API's error shape.
 */
export function mockFetch(routes: Record<string, Route>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: MockRequest = { method, path: url.pathname, url, headers: new Headers(init.headers), body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer: MockAnswer = !route
      ? { status: 404, body: { error: { statusCode: 404, code: 'NOT_FOUND', message: 'Không tìm thấy' } } }
      : typeof route === 'function'
        ? await route(request)
        : route;
    if (answer.stream) {
      return new Response(answer.stream, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'text/event-stream', ...answer.headers },
      });
    }
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': answer.raw === undefined ? 'application/json' : 'text/html', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** Requests made to `"METHOD /api/path"`. */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** The API's error shape. */
export function apiError(statusCode: number, message: string, code = 'ERROR'): MockAnswer {
  return { status: statusCode, body: { error: { statusCode, code, message } } };
}

/** A promise with its resolve function exposed, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A Server-Sent Events answer the test writes to: `send` one message, `end` the stream (as a server
 * that shuts down does).
 */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    answer: { stream } as MockAnswer,
    send(message: { id?: number; event: string; data: unknown }) {
      const id = message.id === undefined ? '' : `id: ${message.id}\n`;
      controller.enqueue(encoder.encode(`${id}event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`));
    },
    end() {
      controller.close();
    },
  };
}
