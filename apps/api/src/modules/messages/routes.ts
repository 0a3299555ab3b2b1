import { errorResponse, idParams } from '@shop/core/schemas/common';
import {
  MESSAGE_KIND_INFO,
  MESSAGE_CHANNELS,
  MESSAGE_MESSAGES,
  channelStatesResponse,
  messageKindParams,
  messageList,
  messageListQuery,
  messagePreviewResponse,
  messageSchema,
  messageTemplateBody,
  messageTemplateList,
  messageTemplateSchema,
  templateTextProblem,
  type Message,
  type MessageTemplateBody,
  type MessageKind,
} from '@shop/core/schemas/message';
import { SERVICE_MESSAGES } from '@shop/core/schemas/service';
import { readSetting } from '@shop/core/schemas/setting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors, readRoutes, rightsOn } from '../../lib/crud-routes.ts';
import { badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/access.ts';
import { ordersRepository } from '../orders/repository.ts';
import { servicesRepository } from '../services/repository.ts';
import { settingsRepository } from '../settings/repository.ts';
import { messagesRepository, templatesOf } from './repository.ts';
import { messageContent, renderEmail } from './templates/compose.ts';
import { sampleParams } from './templates/sample.ts';
import { readShopInfo } from './worker.ts';

const { read: readRight, change: changeRight } = rightsOn('messages');

/**
 * Messages: what was sent for an order, the failures across orders, sending again, and the owner's
 * templates and channels (docs/messages.md). Rights: the `messages` resource.
 */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = messagesRepository(db);

  /**
   * Refuses words a template of `kind` cannot use (400, with the field), then renders the email with a
   * sample order: a template that does not render is refused with the reason (422), never saved.
   */
  async function checkedPreview(kind: MessageKind, body: MessageTemplateBody) {
    for (const field of ['subject', 'intro'] as const) {
      const problem = templateTextProblem(body[field], kind);
      if (problem) throw badRequest(problem, [{ field, in: 'body', message: problem }]);
    }
    try {
      const shop = await readShopInfo(app.database, app.config.publicUrl);
      const params = sampleParams(kind);
      const email = await renderEmail(kind, params, body, shop, true);
      return { ...email, sms: messageContent(kind, params, body, shop).sms() };
    } catch (err) {
      throw unprocessable(MESSAGE_MESSAGES.templateBroken((err as Error).message), { code: 'TEMPLATE_BROKEN' });
    }
  }

  const read = readRoutes(app, { resource: 'messages', tags: ['messages'] });

  /** The messages of an order or a service ticket, as `of` finds them; nothing (404) when `parent` is gone. */
  async function messagesOf(parent: { id: number } | undefined, of: (id: number) => Promise<Message[]>) {
    if (!parent) return undefined;
    const list = await of(parent.id);
    return { messages: list, total: list.length };
  }

  read(
    '/orders/:id/messages',
    "An order's messages, newest first: channel, template, recipient, state, attempts, last error, sent at",
    { params: idParams, response: messageList, notFound: MESSAGE_MESSAGES.orderNotFound },
    async (request) => messagesOf(await ordersRepository(db).find(request.params.id), (id) => repo.ofOrder(id)),
  );

  read(
    '/services/:id/messages',
    "A service ticket's messages (received, each move), newest first: channel, template, recipient, state, attempts, last error, sent at",
    { params: idParams, response: messageList, notFound: SERVICE_MESSAGES.notFound },
    async (request) =>
      messagesOf(await servicesRepository(db).find(request.params.id, false), (id) => repo.ofService(id)),
  );

  read(
    '/messages',
    'Messages across orders, newest first, by state (`status=failed`: the Tin Nhắn screen)',
    { querystring: messageListQuery, response: messageList },
    async (request) => repo.list(request.query),
  );

  app.post(
    '/messages/:id/resend',
    {
      config: changeRight,
      schema: {
        tags: ['messages'],
        summary:
          "Send a message again (Gửi lại), to the order's (or the ticket's) address as it is now: one not sent is queued again with 72 fresh hours; a sent one is copied into a new message",
        params: idParams,
        response: { 200: messageSchema, ...accessErrors, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const row = await repo.find(request.params.id);
      if (!row) throw notFound(MESSAGE_MESSAGES.notFound);
      let contact: { email: string | null; phone: string | null };
      if (MESSAGE_KIND_INFO[row.kind].audience === 'shop') {
        const settings = await settingsRepository(db).map();
        contact = {
          email: readSetting(settings, 'store.email') || null,
          phone: readSetting(settings, 'store.phone') || null,
        };
      } else {
        // The shopper's address as it is now: the ticket's for a message about a ticket, else the order's.
        const about =
          row.serviceId !== null
            ? await servicesRepository(db).find(row.serviceId, false)
            : row.orderId === null
              ? undefined
              : await ordersRepository(db).find(row.orderId);
        contact = about ? { email: about.email, phone: about.phone } : { email: null, phone: null };
      }
      const recipient = (row.channel === 'email' ? contact.email : contact.phone)?.trim();
      if (!recipient) throw unprocessable(MESSAGE_MESSAGES.resendNothing);
      const id = await request.audited(async (tx, audit) => {
        const made = await messagesRepository(tx).resend(row, recipient, new Date());
        await audit.record({
          action: 'status',
          resource: 'messages',
          resourceId: made,
          changes: { status: [row.status, 'queued'], ...(made !== row.id ? { resentFrom: [null, row.id] } : {}) },
        });
        return made;
      });
      return (await repo.message(id))!;
    },
  );

  read(
    '/messages/templates',
    "Each kind of message: the owner's subject and opening lines (or the built-in ones) and its channels",
    { operationId: 'messages_listTemplates', response: messageTemplateList },
    async () => ({ templates: await templatesOf(db) }),
  );

  app.post(
    '/messages/templates/:kind/preview',
    {
      config: readRight,
      schema: {
        operationId: 'messages_previewTemplate',
        tags: ['messages'],
        summary: 'The email and SMS a template makes, with a sample order (nothing is saved)',
        params: messageKindParams,
        body: messageTemplateBody,
        response: { 200: messagePreviewResponse, ...accessErrors, 422: errorResponse },
      },
    },
    async (request) => {
      const { subject, html, text, sms } = await checkedPreview(request.params.kind, request.body);
      return { subject, html, text, sms };
    },
  );

  app.put(
    '/messages/templates/:kind',
    {
      config: changeRight,
      schema: {
        operationId: 'messages_updateTemplate',
        tags: ['messages'],
        summary:
          'Save a template and its channels (first, then the fallback). A word the template does not know is 400; a template that does not render is 422 with the reason, and the last good one stays',
        params: messageKindParams,
        body: messageTemplateBody,
        response: { 200: messageTemplateSchema, ...accessErrors, 422: errorResponse },
      },
    },
    async (request) => {
      const { kind } = request.params;
      await checkedPreview(kind, request.body);
      const { subject, intro, channels } = request.body;
      await request.audited(async (tx, audit) => {
        const [before] = await templatesOf(tx, [kind]);
        await messagesRepository(tx).saveTemplate(kind, { subject, intro }, channels, currentUser(request).username);
        await audit.updated(
          'messages',
          kind,
          { subject: before!.subject, intro: before!.intro, channels: before!.channels },
          { subject, intro, channels },
        );
      });
      const [saved] = await templatesOf(db, [kind]);
      return saved!;
    },
  );

  read(
    '/messages/channels',
    'Each channel (email, Zalo ZNS, SMS): configured or not, where it sends, its latest sending and refusal',
    { operationId: 'messages_listChannels', response: channelStatesResponse },
    async () => {
      const activity = await repo.channelActivity();
      return {
        channels: MESSAGE_CHANNELS.map((channel) => ({
          channel,
          configured: app.messages.channels[channel].configured,
          detail: app.messages.channels[channel].detail,
          lastSentAt: activity.get(channel)?.lastSentAt ?? null,
          lastError: activity.get(channel)?.lastError ?? null,
          lastErrorAt: activity.get(channel)?.lastErrorAt ?? null,
        })),
      };
    },
  );
};

export default messagesRoutes;
