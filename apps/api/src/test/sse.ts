import { orderEventSummary, type OrderEventSummary } from '@shop/core/schemas/event';
import { z } from 'zod';

/** One Server-Sent Events message as a browser would see it. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

const orderEventData = z.object({ order: orderEventSummary });

/** The order an event message carries (its data checked against core's event schema). */
export function orderOf(message: SseMessage): OrderEventSummary {
  return orderEventData.parse(JSON.parse(message.data)).order;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The error body of a refused stream. */
  body?: unknown;
  /** Every message received so far. */
  messages: SseMessage[];
  /** The next message (after those already taken) that matches, waiting up to `timeoutMs`. */
  next(match?: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` with fetch as the back office does, and parses the stream as the SSE standard says. */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const messages: SseMessage[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  if (!res.ok || !res.body) {
    const body = await res.json().catch(() => undefined);
    return {
      status: res.status,
      headers: res.headers,
      body,
      messages,
      next: () => Promise.reject(new Error(`stream refused: ${res.status}`)),
      ended: Promise.resolve(),
      close() {},
    };
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const m: SseMessage = { event: 'message', data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const i = line.indexOf(':');
            const field = i < 0 ? line : line.slice(0, i);
            const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
            if (field === 'id') m.id = value;
            else if (field === 'event') m.event = value;
            else if (field === 'data') data.push(value);
          }
          m.data = data.join('\n');
          if (data.length) {
            messages.push(m);
            for (const w of waiters) w();
          }
        }
      }
    } catch {
      /* closed by us */
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    messages,
    ended,
    async next(match = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (taken < messages.length) {
          const m = messages[taken++]!;
          if (match(m)) return m;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
          void ended.then(done);
        });
        if (taken >= messages.length && (await Promise.race([ended.then(() => true), Promise.resolve(false)]))) {
          throw new Error(`the stream ended; got ${JSON.stringify(messages)}`);
        }
      }
    },
    close: () => abort.abort(),
  };
}
