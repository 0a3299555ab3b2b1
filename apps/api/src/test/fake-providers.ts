import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Local fakes of the message providers, answering as their documentation says, on a loopback port:
 * Zalo's OAuth and ZNS endpoints, and eSMS's customer-care SMS endpoint. Each records what it was
 * sent and can be told to answer a rate limit.
 */

interface Fake {
  url: string;
  /** Answer the next requests with HTTP 429 and Retry-After (seconds) until set back to 0. */
  rateLimited: number;
  close(): Promise<void>;
}

async function listen(
  handler: (req: IncomingMessage, body: string, res: ServerResponse) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}` };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export interface FakeZalo extends Fake {
  appId: string;
  secretKey: string;
  /** The refresh token the app was authorised with (what ZALO_REFRESH_TOKEN is set to). */
  firstRefreshToken: string;
  /** Template ids Zalo has approved. */
  templates: Set<string>;
  /** ZNS messages accepted: phone, template, data, tracking id. */
  sent: { phone: string; template_id: string; template_data: Record<string, string>; tracking_id: string }[];
  /** How many times a refresh token was exchanged (the single-use rule is enforced). */
  refreshes: number;
  /** Makes the current access token expire now (Zalo then answers -124). */
  expireAccessToken(): void;
}

/**
 * Zalo: `POST /v4/oa/access_token` (header `secret_key`; form `refresh_token`, `app_id`,
 * `grant_type=refresh_token`) answers a new pair, `expires_in` "90000", and the refresh token used is
 * spent (a second use answers error -14014); `POST /message/template` (header `access_token`) answers
 * `{ error: 0, data: { msg_id } }`, -124 for an access token that is not (or no longer) valid, -109 for
 * a template id that is not approved, -108 for a phone not in 84… form.
 */
export async function startFakeZalo(): Promise<FakeZalo> {
  let seq = 0;
  const live = new Map<string, boolean>();
  const refreshTokens = new Set<string>();
  const fake: FakeZalo = {
    url: '',
    rateLimited: 0,
    appId: '4318000001',
    secretKey: 'zalo-secret-key',
    firstRefreshToken: 'refresh-0',
    templates: new Set(['tpl-placed', 'tpl-shipped']),
    sent: [],
    refreshes: 0,
    expireAccessToken: () => live.forEach((_v, k) => live.set(k, false)),
    close: () => Promise.resolve(),
  };
  refreshTokens.add(fake.firstRefreshToken);
  const { server, url } = await listen((req, body, res) => {
    if (req.method === 'POST' && req.url === '/v4/oa/access_token') {
      const form = new URLSearchParams(body);
      if (req.headers.secret_key !== fake.secretKey || form.get('app_id') !== fake.appId)
        return json(res, 200, { error: -14002, error_name: 'Invalid app secret or app id' });
      const token = form.get('refresh_token') ?? '';
      if (form.get('grant_type') !== 'refresh_token' || !refreshTokens.delete(token))
        return json(res, 200, {
          error: -14014,
          error_name: 'Invalid refresh token',
          error_description: 'Refresh token is invalid',
        });
      fake.refreshes++;
      const access = `access-${++seq}`;
      const refresh = `refresh-${seq}`;
      live.set(access, true);
      refreshTokens.add(refresh);
      return json(res, 200, { access_token: access, refresh_token: refresh, expires_in: '90000' });
    }
    if (req.method === 'POST' && req.url === '/message/template') {
      if (fake.rateLimited)
        return json(
          res,
          429,
          { error: -32, message: 'Exceed rate limit' },
          { 'retry-after': String(fake.rateLimited) },
        );
      const token = String(req.headers.access_token ?? '');
      if (!live.get(token)) return json(res, 200, { error: -124, message: 'Access token invalid' });
      const msg = JSON.parse(body) as FakeZalo['sent'][number];
      if (!/^84\d{9}$/.test(msg.phone)) return json(res, 200, { error: -108, message: 'Phone number invalid' });
      if (!fake.templates.has(msg.template_id)) return json(res, 200, { error: -109, message: 'Template ID invalid' });
      fake.sent.push(msg);
      return json(res, 200, {
        error: 0,
        message: 'Success',
        data: {
          msg_id: `zns-${fake.sent.length}`,
          sent_time: String(Date.now()),
          quota: { dailyQuota: '500', remainingQuota: '499' },
        },
      });
    }
    json(res, 404, { error: -1, message: 'not found' });
  });
  fake.url = url;
  fake.close = () => new Promise((ok) => server.close(() => ok()));
  return fake;
}

export interface FakeEsms extends Fake {
  apiKey: string;
  secretKey: string;
  brandname: string;
  /** Registered customer-care templates: a text must match one of them. */
  templates: RegExp[];
  sent: { Phone: string; Content: string; Brandname: string; RequestId: string; SmsType: string }[];
}

/**
 * eSMS: `POST /MainService.svc/json/SendMultipleMessage_V4_post_json/` answers `{ CodeResult: "100",
 * SMSID }`; 101 for a wrong ApiKey/SecretKey, 104 for an unknown brandname, 108 for a malformed
 * number, 146 for a text that matches no registered template, 124 for a RequestId already used.
 */
export async function startFakeEsms(): Promise<FakeEsms> {
  const requests = new Set<string>();
  const fake: FakeEsms = {
    url: '',
    rateLimited: 0,
    apiKey: 'esms-api-key',
    secretKey: 'esms-secret',
    brandname: 'DONGHOSANG',
    templates: [/^.+: da nhan don \S+, tong .+\. Tra cuu: \S+$/, /^.+: don \S+ dang giao qua .+, ma van don .+\.$/],
    sent: [],
    close: () => Promise.resolve(),
  };
  const { server, url } = await listen((req, body, res) => {
    if (req.method !== 'POST' || req.url !== '/MainService.svc/json/SendMultipleMessage_V4_post_json/')
      return json(res, 404, { CodeResult: '99', ErrorMessage: 'not found' });
    if (fake.rateLimited)
      return json(
        res,
        429,
        { CodeResult: '429', ErrorMessage: 'Too many requests' },
        { 'retry-after': String(fake.rateLimited) },
      );
    const m = JSON.parse(body) as FakeEsms['sent'][number] & { ApiKey: string; SecretKey: string };
    if (m.ApiKey !== fake.apiKey || m.SecretKey !== fake.secretKey)
      return json(res, 200, { CodeResult: '101', ErrorMessage: 'Authorize Failed' });
    if (m.Brandname !== fake.brandname)
      return json(res, 200, { CodeResult: '104', ErrorMessage: 'Brandname not exist' });
    if (!/^0\d{9}$/.test(m.Phone))
      return json(res, 200, { CodeResult: '108', ErrorMessage: 'Phone number is invalid' });
    if (requests.has(m.RequestId)) return json(res, 200, { CodeResult: '124', ErrorMessage: 'Duplicate RequestId' });
    if (!fake.templates.some((t) => t.test(m.Content)))
      return json(res, 200, { CodeResult: '146', ErrorMessage: 'Wrong customer care template' });
    requests.add(m.RequestId);
    fake.sent.push(m);
    json(res, 200, { CodeResult: '100', CountRegenerate: 0, SMSID: `sms-${fake.sent.length}` });
  });
  fake.url = url;
  fake.close = () => new Promise((ok) => server.close(() => ok()));
  return fake;
}
