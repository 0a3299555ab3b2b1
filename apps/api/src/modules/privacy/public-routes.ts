import { errorResponse } from '@shop/core/schemas/common';
import {
  dataRequestBody,
  dataRequestCreated,
  dataSubjectBody,
  dataSubjectView,
  privacyCodeBody,
  privacyCodeSent,
  withdrawConsentBody,
  type DataSubjectView,
} from '@shop/core/schemas/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderLookupGuard } from '../../lib/throttle/lookup.ts';
import { throttleAddress } from '../../lib/throttle/address.ts';
import { consentsRepository } from './consents.ts';
import { privacyOneTimeCodes } from './one-time-code.ts';
import { dataRequestsRepository } from './repository.ts';

const publicErrors = { 400: errorResponse, 404: errorResponse, 429: errorResponse };

/**
 * `/yeu-cau-du-lieu` (issue 27 §4): a person proves who they are with their phone and one of their
 * order codes (one 404 for any wrong pair, throttled on the order lookup's counters) and, when a
 * messages channel can reach them, the one-time code `POST /api/privacy/code` sent them; then sees
 * their consents and requests, withdraws a consent, or asks to see, correct or delete their data.
 */
const privacyPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const requests = dataRequestsRepository(db);
  const guard = orderLookupGuard(app);
  const codes = privacyOneTimeCodes(app);

  /** The pair (404 when wrong, throttled), then the one-time code when one is needed (400 on `otp`). */
  async function prove(ip: string, body: { code: string; phone: string; otp?: string }): Promise<void> {
    const orderId = await guard(ip, body.code, () => requests.orderIdOf(body.code, body.phone));
    await codes.check(orderId, body.otp);
  }

  async function viewOf(phone: string): Promise<DataSubjectView> {
    const [consents, theirs] = await Promise.all([consentsRepository(db).ofPhone(phone), requests.ofPhone(phone)]);
    return {
      consents: consents.map(({ clientAddress: _a, withdrawnBy: _b, ...c }) => c),
      requests: theirs.map(({ id, kind, status, createdAt, dueAt }) => ({ id, kind, status, createdAt, dueAt })),
    };
  }

  app.post(
    '/privacy/code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacy'],
        operationId: 'privacySendCode',
        summary:
          'Sends a 6-digit one-time code (valid 10 minutes, 5 wrong tries) to the shopper of the order through the messages outbox (kind `privacy-code`), when a configured channel reaches them; `required: false` when none does. Proven and throttled like `POST /api/privacy/subject`, and each send is counted.',
        body: privacyCodeBody,
        response: { 200: privacyCodeSent, ...publicErrors },
      },
    },
    async (request) => {
      const { code, phone } = request.body;
      const orderId = await guard(request.ip, code, () => requests.orderIdOf(code, phone));
      return codes.send(request.ip, orderId, code);
    },
  );

  app.post(
    '/privacy/subject',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacy'],
        operationId: 'privacySubject',
        summary:
          "A person's consents and data requests, found by their phone and one of their order codes, and `otp` (the code of `POST /api/privacy/code`) when a messages channel reaches them (400 on `otp` when missing, wrong or expired). One 404 for any wrong pair; throttled like the order lookup (429 with Retry-After).",
        body: dataSubjectBody,
        response: { 200: dataSubjectView, ...publicErrors },
      },
    },
    async (request) => {
      await prove(request.ip, request.body);
      return viewOf(request.body.phone);
    },
  );

  app.post(
    '/privacy/consents/withdraw',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacy'],
        operationId: 'privacyWithdrawConsent',
        summary:
          'The person withdraws their consent to a purpose (every consent of theirs to it still in force); answers their consents and requests. Proven and throttled like `POST /api/privacy/subject`.',
        body: withdrawConsentBody,
        response: { 200: dataSubjectView, ...publicErrors },
      },
    },
    async (request) => {
      const { phone, purpose } = request.body;
      await prove(request.ip, request.body);
      await consentsRepository(db).withdraw(phone, purpose, null);
      return viewOf(phone);
    },
  );

  app.post(
    '/privacy/requests',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacy'],
        operationId: 'privacyCreateRequest',
        summary:
          'The person asks to see (`access`), correct (`correct`, saying what in `details`) or delete (`erase`) their data; due `privacy.requestDeadlineDays` days later, handled by staff on Yêu Cầu Dữ Liệu. Proven and throttled like `POST /api/privacy/subject`.',
        body: dataRequestBody,
        response: {
          201: dataRequestCreated,
          ...publicErrors,
        },
      },
    },
    async (request, reply) => {
      const { code, phone, kind, details } = request.body;
      await prove(request.ip, request.body);
      const created = await requests.create({
        kind,
        phone,
        orderCode: code,
        details: details || null,
        clientAddress: throttleAddress(request.ip),
      });
      const { id, status, createdAt, dueAt } = created;
      return reply.code(201).send({ id, kind, status, createdAt, dueAt });
    },
  );
};

export default privacyPublicRoutes;
