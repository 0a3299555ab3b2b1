import { errorResponse } from '@shop/core/schemas/common';
import {
  EVENT_MESSAGES,
  EVENT_READY,
  EVENT_TICKET_TTL_SECONDS,
  MAX_STREAMS_PER_USER,
  eventTicketResponse,
  eventsQuery,
  lastEventId,
} from '@shop/core/schemas/event';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { HttpError, badRequest, tooManyRequests } from '../../lib/errors.ts';
import type { StoredEvent } from '../../lib/events/hub.ts';
import { currentUser } from '../../plugins/access.ts';
import { eventTicketsRepository } from './repository.ts';
import { createStreamWatch } from './stream-watch.ts';

const tags = ['events'];

/** A comment line keeps proxies and browsers from closing a quiet stream (nginx waits 60 s by default). */
const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting after the stream ends. */
const RETRY_MS = 2_000;
/** A client that stops reading is cut off once this much is waiting for it. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** The right a stream needs, at its opening and for as long as it stays open. */
const STREAM_RIGHT = { resource: 'orders', action: 'read' } as const;
/** When a user with all their streams open may try again (one of them may close meanwhile). */
const FULL_RETRY_SECONDS = 30;

const frame = (e: StoredEvent) => {
  const { type, ...data } = e.event;
  return `id: ${e.id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
};

/**
 * Live events for the back office: new orders and status changes, from whichever server made them
 * (docs/architecture.md#events-between-servers). Needs the orders read right, shown by a bearer
 * token, or by a single-use ticket for clients that cannot send one (the browser's EventSource).
 * A user has at most MAX_STREAMS_PER_USER streams open, and a stream ends soon after its user's
 * sessions end or they lose the right.
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tickets = eventTicketsRepository(app.database.db);
  const watch = createStreamWatch(app.database.db, app.log, { max: MAX_STREAMS_PER_USER, right: STREAM_RIGHT });
  app.addHook('onClose', () => watch.stop());

  app.get(
    '/',
    {
      config: {
        access: STREAM_RIGHT,
        ticket: { resolve: (t) => tickets.use(t), refusal: EVENT_MESSAGES.badTicket },
      },
      schema: {
        tags,
        summary:
          'Server-Sent Events: `order.created` and `order.status` with increasing ids, a `ready` message first. Send the last id received as `Last-Event-ID` (or `?lastEventId=`) to get what was missed. Bearer token, or `?ticket=` from POST /api/events/ticket.',
        querystring: eventsQuery,
        response: {
          200: z.string().describe('text/event-stream'),
          ...accessErrors,
          406: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      // Only a client that asks for a stream gets one (EventSource and fetch-event-source always do).
      if (!/\btext\/event-stream\b/.test(request.headers.accept ?? ''))
        throw new HttpError(406, 'NOT_ACCEPTABLE', EVENT_MESSAGES.notAcceptable);
      let from = request.query.lastEventId;
      const header = request.headers['last-event-id'];
      if (typeof header === 'string' && header !== '') {
        const parsed = lastEventId.safeParse(header);
        if (!parsed.success) throw badRequest(EVENT_MESSAGES.badLastEventId);
        from = parsed.data;
      }
      const hub = app.events;
      // Events that arrive while the missed ones are being sent wait here, then go out in order.
      let pending: StoredEvent[] | null = [];
      let ended = false;
      const raw = reply.raw;
      const forget = await watch.add(currentUser(request), () => {
        ended = true;
        if (!pending) raw.end();
      });
      if (!forget) throw tooManyRequests(EVENT_MESSAGES.tooManyStreams(MAX_STREAMS_PER_USER), FULL_RETRY_SECONDS);
      let unsubscribe = () => {};
      raw.on('close', () => {
        unsubscribe();
        forget();
      });
      const latest = await hub.latestId();
      // An id from the future (another database, a reset shop) resumes from now.
      let sentId = Math.min(from ?? latest, latest);

      const send = (e: StoredEvent) => {
        if (e.id <= sentId || raw.destroyed) return;
        sentId = e.id;
        raw.write(frame(e));
        if (raw.writableLength > MAX_BUFFERED_BYTES) raw.destroy();
      };
      unsubscribe = await hub.subscribe({
        onEvent: (e) => (pending ? pending.push(e) : send(e)),
        onEnd: () => {
          ended = true;
          if (!pending) raw.end();
        },
      });
      const missed = await hub.since(sentId);

      reply.hijack();
      // The security headers the app's hooks set on the reply, then the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx passes each message on at once instead of buffering the answer.
        'x-accel-buffering': 'no',
        // When the stream ends (the server drains) its connection goes too, so closing is never held up.
        connection: 'close',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      for (const e of missed) send(e);
      raw.write(`id: ${sentId}\nevent: ${EVENT_READY}\ndata: {}\n\n`);
      for (const e of pending) send(e);
      pending = null;

      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      raw.on('close', () => clearInterval(heartbeat));
      if (ended) raw.end();
    },
  );

  app.post(
    '/ticket',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: {
        tags,
        summary: `A ticket that opens GET /api/events?ticket=… once, within ${EVENT_TICKET_TTL_SECONDS} seconds, for clients that cannot send the Authorization header`,
        response: { 201: eventTicketResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { ticket, expiresAt } = await tickets.create(currentUser(request).id, EVENT_TICKET_TTL_SECONDS);
      return reply.code(201).send({ ticket, expiresAt: expiresAt.toISOString() });
    },
  );
};

export default eventsRoutes;
