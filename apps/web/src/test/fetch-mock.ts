import { vi } from 'vitest';
import { checkAnswer, checkEvent, requireRoute } from './api-mock';

/** What a mocked endpoint answers: JSON `body` (or `raw` text) with `status` (default 200) and extra `headers`. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  /** A body that the test writes to as it goes (an event stream: see `eventStream`). */
  stream?: ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
  /** A 2xx answer the API never gives, sent without the contract check: build it with `offContract`. */
  offContract?: string;
}

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Route = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** Contract failures of answers given while a request was in flight (setup.ts fails the test with them). */
const problems: Error[] = [];

/** The contract failures since the last call, and forgets them. */
export function takeMockProblems(): Error[] {
  return problems.splice(0);
}

/** The answer as the API would send it: its 2xx body checked and parsed (api-mock.ts). */
function checked(key: string, answer: MockAnswer): MockAnswer {
  const body = checkAnswer(key, answer);
  return body === answer.body ? answer : { ...answer, body };
}

/**
 * Replaces the global fetch (the only thing component and store tests mock) with a router of
 * `"METHOD /api/path"` → answer. Unknown routes answer 404 in the API's error shape. Every key must be
 * an API route and every 2xx answer must match that route's response schema (`API_ROUTES` in
 * api-mock.ts): a fixed answer is checked here, one a function gives when the request comes.
 */
export function mockFetch(routes: Record<string, Route>) {
  const answers: Record<string, Route> = {};
  for (const [key, route] of Object.entries(routes)) {
    requireRoute(key);
    answers[key] = typeof route === 'function' ? route : checked(key, route);
  }
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: MockRequest = { method, path: url.pathname, url, headers: new Headers(init.headers), body };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const route = answers[key];
    let answer: MockAnswer;
    if (!route) {
      answer = { status: 404, body: { error: { statusCode: 404, code: 'NOT_FOUND', message: 'Không tìm thấy' } } };
    } else if (typeof route === 'function') {
      // A route that throws stands for a network failure; only a drifted answer is a problem.
      const given = await route(request);
      try {
        answer = checked(key, given);
      } catch (error) {
        problems.push(error as Error);
        throw error;
      }
    } else answer = route;
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
export function apiError(statusCode: number, message: string, code = 'ERROR', details?: unknown): MockAnswer {
  return { status: statusCode, body: { error: { statusCode, code, message, ...(details ? { details } : {}) } } };
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
      checkEvent(message);
      const id = message.id === undefined ? '' : `id: ${message.id}\n`;
      controller.enqueue(encoder.encode(`${id}event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`));
    },
    end() {
      controller.close();
    },
  };
}
