import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MessageSettings } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { zaloTokens } from '../../../db/schema/index.ts';
import { channelOff, type MessageChannel, type SendResult } from './channel.ts';
import { internationalPhone, PROVIDER_TIMEOUT_MS, retryAfterMs } from './phone.ts';

type ZaloSettings = NonNullable<MessageSettings['zalo']>;

/**
 * ZNS answers that refuse the message itself (Zalo's "Cách xử lý mã lỗi" page): a bad phone number, an
 * unknown or unapproved template, template data that does not fit it, a phone without Zalo or one that
 * does not take ZNS, a user who refused. Sending again would not help; the fallback channel may. Any
 * other error (unknown, quota, the service busy) is tried again.
 */
const FINAL_ERRORS = new Set([-108, -109, -111, -112, -118, -119, -139]);
/** The access token is not valid (expired): get a new one with the refresh token and send again. */
const TOKEN_INVALID = -124;
/** A token is renewed this long before Zalo says it expires. */
const EARLY_MS = 5 * 60_000;
const ROW = 1;

interface OAuthAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: string | number;
  error?: number;
  error_name?: string;
  error_description?: string;
}

interface ZnsAnswer {
  error: number;
  message?: string;
  data?: { msg_id?: string };
}

const seedOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');

class TokenError extends Error {}

/**
 * Zalo's token pair, shared by every server through the `zalo_tokens` row: the access token lasts
 * about a day (`expires_in`), the refresh token works once. The server that finds the access token
 * expired renews it while holding the row locked, so another server waits and then uses the new pair
 * instead of spending the old refresh token a second time.
 */
function zaloTokenStore(db: Db, settings: ZaloSettings, now: () => Date) {
  const seed = seedOf(settings.refreshToken);
  let renewing: Promise<string> | undefined;

  const valid = (row: typeof zaloTokens.$inferSelect | undefined) =>
    row?.seed === seed && row.accessToken && row.expiresAt && row.expiresAt.getTime() - EARLY_MS > now().getTime()
      ? row.accessToken
      : null;

  async function renew(force: string | null): Promise<string> {
    const got = await db.transaction(async (tx): Promise<{ token: string } | { error: string }> => {
      await tx.insert(zaloTokens).values({ id: ROW, refreshToken: settings.refreshToken, seed }).onConflictDoNothing();
      const [row] = await tx.select().from(zaloTokens).where(eq(zaloTokens.id, ROW)).for('update');
      // A new ZALO_REFRESH_TOKEN (the owner authorised the app again) starts a new pair.
      const current = row!.seed === seed ? row! : { ...row!, refreshToken: settings.refreshToken, accessToken: null };
      // Another server renewed it meanwhile: use theirs (unless it is the very token Zalo refused).
      const theirs = valid({ ...current, seed });
      if (theirs && theirs !== force) return { token: theirs };
      let answer: OAuthAnswer;
      try {
        const res = await fetch(`${settings.oauthUrl}/v4/oa/access_token`, {
          method: 'POST',
          headers: { secret_key: settings.appSecret, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            refresh_token: current.refreshToken,
            app_id: settings.appId,
            grant_type: 'refresh_token',
          }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
        answer = (await res.json()) as OAuthAnswer;
      } catch (err) {
        return { error: `Zalo: không lấy được access token: ${(err as Error).message}` };
      }
      if (!answer.access_token || !answer.refresh_token) {
        const name = answer.error_name ?? answer.error_description ?? '';
        return {
          error: `Zalo: không làm mới được access token (${answer.error ?? '?'} ${name}). Cần cấp lại ZALO_REFRESH_TOKEN`,
        };
      }
      await tx
        .update(zaloTokens)
        .set({
          accessToken: answer.access_token,
          refreshToken: answer.refresh_token,
          expiresAt: new Date(now().getTime() + Number(answer.expires_in ?? 90_000) * 1000),
          seed,
          lastError: null,
          updatedAt: now(),
        })
        .where(eq(zaloTokens.id, ROW));
      return { token: answer.access_token };
    });
    if ('token' in got) return got.token;
    // Recorded for the owner (channel state), outside the renewal's transaction.
    await db.update(zaloTokens).set({ lastError: got.error, updatedAt: now() }).where(eq(zaloTokens.id, ROW));
    throw new TokenError(got.error);
  }

  return {
    /** A valid access token: the stored one, or a new one (refused tokens are passed as `force`). */
    async token(force: string | null = null): Promise<string> {
      if (!force) {
        const [row] = await db.select().from(zaloTokens).where(eq(zaloTokens.id, ROW));
        const token = valid(row);
        if (token) return token;
      }
      renewing ??= renew(force).finally(() => {
        renewing = undefined;
      });
      return renewing;
    },
  };
}

/**
 * Zalo ZNS (Zalo Notification Service), as Zalo's "Gửi thông báo ZNS" documentation describes it:
 * `POST <ZALO_API_URL>/message/template` with the header `access_token` and a JSON body `{ phone,
 * template_id, template_data, tracking_id }`; the answer `{ error: 0, data: { msg_id } }` is an
 * accepted message. Each kind needs a template approved at Zalo (`ZALO_TEMPLATES`); the parameters
 * it is filled with are listed in docs/messages.md.
 */
export function zaloChannel(
  settings: MessageSettings['zalo'],
  db: Db,
  now: () => Date = () => new Date(),
): MessageChannel {
  if (!settings) return channelOff('zalo');
  const tokens = zaloTokenStore(db, settings, now);
  const kinds = Object.keys(settings.templates).length;

  async function post(
    token: string,
    body: object,
  ): Promise<{ status: number; retryAfter: string | null; answer?: ZnsAnswer }> {
    const res = await fetch(`${settings!.apiUrl}/message/template`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', access_token: token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await res.text();
    let answer: ZnsAnswer | undefined;
    try {
      answer = JSON.parse(text) as ZnsAnswer;
    } catch {
      answer = undefined;
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), answer };
  }

  return {
    name: 'zalo',
    configured: true,
    detail: `Zalo ZNS · ứng dụng ${settings.appId} · ${kinds} mẫu`,
    carries: (kind) => Boolean(settings.templates[kind]),
    async send(message): Promise<SendResult> {
      const body = {
        phone: internationalPhone(message.recipient),
        template_id: settings.templates[message.kind],
        template_data: message.content.zalo(),
        tracking_id: String(message.id),
      };
      try {
        let token = await tokens.token();
        let sent = await post(token, body);
        if (sent.answer?.error === TOKEN_INVALID) {
          token = await tokens.token(token);
          sent = await post(token, body);
        }
        const { status, answer } = sent;
        if (status === 429)
          return {
            outcome: 'retry',
            error: 'Zalo: quá giới hạn gửi (429)',
            retryAfterMs: retryAfterMs(sent.retryAfter),
          };
        if (!answer || status >= 500) return { outcome: 'retry', error: `Zalo: trả lời HTTP ${status}` };
        if (answer.error === 0) return { outcome: 'accepted', providerId: answer.data?.msg_id ?? null };
        const error = `Zalo ${answer.error}: ${answer.message ?? ''}`.trim();
        return FINAL_ERRORS.has(answer.error) ? { outcome: 'rejected', error } : { outcome: 'retry', error };
      } catch (err) {
        if (err instanceof TokenError) return { outcome: 'retry', error: err.message };
        return { outcome: 'retry', error: `Zalo: không kết nối được: ${(err as Error).message}` };
      }
    },
    close: () => Promise.resolve(),
  };
}
