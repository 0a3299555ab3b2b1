import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { EVENT_READY, shopEvent, type ShopEvent } from '@shop/core/schemas/event';
import { buildUrl, currentToken, refreshSession } from './client';

export interface ShopEventHandlers {
  /** A new order or a status change, from whichever server took it. */
  onEvent(event: ShopEvent): void;
  /** The stream is open (again): `reconnected` is true after a break, when lists may be stale. */
  onReady?(reconnected: boolean): void;
}

/** The stream cannot be used by this session (no right, or signed out): stop, do not retry. */
class StreamRefused extends Error {}

/** The user has all the streams they may have open (other tabs): try again when the server says. */
class StreamsFull extends Error {
  constructor(readonly retryMs: number) {
    super('too many streams');
  }
}

/** How long to wait before reconnecting after a break (the server may be restarting). */
const EVENTS_RETRY_MS = 2000;

/**
 * Follows the shop's live events (`GET /api/events`) until `signal` aborts. The stream is read with
 * fetch so that it carries the bearer token (EventSource cannot); after a break it reconnects, to any
 * server, sending the last id it got (`Last-Event-ID`) so that nothing is missed. A 401 renews the
 * session once; a 403 or a lost session stops following; while the user has all their streams open
 * (429, other tabs) it waits as long as the server asks. Never rejects.
 */
export async function followShopEvents(handlers: ShopEventHandlers, signal: AbortSignal): Promise<void> {
  let opened = false;
  try {
    await fetchEventSource(buildUrl('/events'), {
      signal,
      // Staff want to hear of new orders while the tab is in the background too.
      openWhenHidden: true,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        const token = currentToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return fetch(input, { ...init, headers });
      },
      async onopen(response) {
        if (response.ok && response.headers.get('content-type')?.startsWith(EventStreamContentType)) return;
        if (response.status === 401 && (await refreshSession())) throw new Error('session renewed: reconnect');
        if (response.status === 401 || response.status === 403 || response.status === 404 || response.status === 406) {
          throw new StreamRefused(String(response.status));
        }
        if (response.status === 429) throw new StreamsFull(Number(response.headers.get('retry-after') || 30) * 1000);
        throw new Error(`event stream answered ${response.status}`);
      },
      onmessage(message) {
        if (message.event === EVENT_READY) {
          handlers.onReady?.(opened);
          opened = true;
          return;
        }
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = shopEvent.safeParse({ ...(data as object), type: message.event });
        if (parsed.success) handlers.onEvent(parsed.data);
      },
      onclose() {
        // The server ended the stream (it is shutting down): reconnect, to another server.
        throw new Error('stream ended: reconnect');
      },
      onerror(error) {
        if (error instanceof StreamRefused) throw error;
        return error instanceof StreamsFull ? error.retryMs : EVENTS_RETRY_MS;
      },
    });
  } catch {
    /* refused: this session does not follow events */
  }
}
