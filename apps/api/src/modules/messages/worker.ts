import { randomUUID } from 'node:crypto';
import { formatMoney } from '@shop/core/pricing';
import {
  CHANNEL_LABELS,
  CHANNEL_OFF_REASON,
  MESSAGE_CHANNELS,
  type MessageChannelName,
  type MessageKind,
} from '@shop/core/schemas/message';
import { readSetting } from '@shop/core/schemas/setting';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { settingsRepository } from '../settings/repository.ts';
import type { MessageChannel, SendResult } from './channels/channel.ts';
import {
  LEASE_MS,
  messagesRepository,
  MESSAGES_CHANNEL,
  RETRY_DELAYS_MS,
  templatesOf,
  type MessageRow,
} from './repository.ts';
import { messageContent, type TemplateWords } from './templates/compose.ts';
import type { ShopInfo } from './templates/order-email.tsx';
import type { MessageParams } from './templates/params.ts';

type MessageChannels = Record<MessageChannelName, MessageChannel>;

export interface MessageWorkerOptions {
  database: Database;
  channels: MessageChannels;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The clock (tests move it to reach retries, fallbacks and expiry). */
  now?: () => Date;
  /** How often due messages are looked for besides the wake-ups at each write (retries come due). */
  pollMs?: number;
}

/** How many messages a worker sends at once. */
const BATCH = 4;
const ZALO_NO_TEMPLATE = 'Chưa có mẫu ZNS cho loại tin này (ZALO_TEMPLATES)';

/** The shop's name, contacts and money format as the messages show them, from its settings. */
export async function readShopInfo(database: Database, publicUrl: string): Promise<ShopInfo> {
  const s = await settingsRepository(database.db).map();
  const currency = { code: readSetting(s, 'currency.code'), symbol: readSetting(s, 'currency.symbol') };
  return {
    name: readSetting(s, 'store.name') || 'Cửa hàng',
    address: readSetting(s, 'store.address'),
    phone: readSetting(s, 'store.phone'),
    email: readSetting(s, 'store.email'),
    publicUrl,
    money: (amount) => formatMoney(amount, currency),
  };
}

/**
 * The delivery side of the outbox, one in each server process: it claims due messages (no two servers
 * take the same one), sends each through its channel and records the outcome — sent; tried again
 * after 1 min, 5, 30, 2 h, 12 h while the provider is down or busy, then failed; failed at once when
 * refused for good; held while its channel is not configured — and moves messages to their fallback
 * channel or to `expired` when their time is up. It wakes at each written message (NOTIFY) and every
 * `pollMs`.
 */
export function createMessageWorker(opts: MessageWorkerOptions) {
  const { database, channels, log } = opts;
  const repo = messagesRepository(database.db);
  const now = opts.now ?? (() => new Date());
  const claim = `${randomUUID()}`;
  let running: Promise<number> | undefined;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  const usable = (channel: MessageChannelName, kind: MessageKind) =>
    channels[channel].configured && channels[channel].carries(kind);

  async function deliver(row: MessageRow, shop: ShopInfo, words: Map<MessageKind, TemplateWords>): Promise<void> {
    const at = now();
    if (row.expiresAt <= at) {
      await repo.finish(row, { status: 'expired' }, at);
      return;
    }
    if (!usable(row.channel, row.kind)) {
      const fb = row.fallback;
      if (fb && usable(fb.channel, row.kind)) {
        // Nothing was tried on a channel that is off: the message simply goes the other way.
        if (await repo.reroute(row, at)) await deliver({ ...row, ...fb, fallback: null }, shop, words);
        return;
      }
      const reason = channels[row.channel].configured ? ZALO_NO_TEMPLATE : CHANNEL_OFF_REASON[row.channel];
      await repo.finish(row, { status: 'held', lastError: reason }, at);
      return;
    }
    const content = messageContent(row.kind, row.params as unknown as MessageParams, words.get(row.kind)!, shop);
    let result: SendResult;
    // A slow provider keeps the message held by this worker for as long as the send lasts.
    const hold = setInterval(() => void repo.renewHold(row, now()).catch(() => {}), LEASE_MS / 3);
    try {
      result = await channels[row.channel].send({ id: row.id, kind: row.kind, recipient: row.recipient, content });
    } catch (err) {
      // A message that cannot be rendered or sent by our own fault will not do better next time.
      log.error({ err, message: row.id }, 'message could not be sent');
      result = { outcome: 'rejected', error: `Lỗi khi soạn tin: ${(err as Error).message}` };
    } finally {
      clearInterval(hold);
    }
    const done = now();
    const attempts = row.attempts + 1;
    if (result.outcome === 'accepted') {
      await repo.finish(
        row,
        { status: 'sent', attempts, sentAt: done, providerId: result.providerId, lastError: null, fallback: null },
        done,
      );
      return;
    }
    log.warn(
      { message: row.id, channel: row.channel, outcome: result.outcome, error: result.error },
      'message not sent',
    );
    const last = attempts > RETRY_DELAYS_MS.length;
    if (result.outcome === 'retry' && !last) {
      const wait = Math.max(RETRY_DELAYS_MS[attempts - 1]!, result.retryAfterMs ?? 0);
      await repo.finish(
        row,
        { attempts, lastError: result.error, nextAttemptAt: new Date(done.getTime() + wait) },
        done,
      );
      return;
    }
    if (row.fallback) {
      await repo.fallBackNow(
        { ...row, attempts },
        `${result.error} · gửi qua ${CHANNEL_LABELS[row.fallback.channel]}`,
        done,
      );
      return;
    }
    await repo.finish(row, { status: 'failed', attempts, lastError: result.error }, done);
  }

  /** One pass: expire, fall back, then send everything due; answers how many messages were sent or tried. */
  async function pass(): Promise<number> {
    const at = now();
    await repo.expire(at);
    await repo.fallBackLate(at, (fb) => `Chưa gửi được trong 10 phút: gửi qua ${CHANNEL_LABELS[fb.channel]}`);
    let handled = 0;
    for (;;) {
      if (closed) return handled;
      const rows = await repo.claimDue(now(), BATCH, claim);
      if (!rows.length) return handled;
      const [shop, templates] = await Promise.all([
        readShopInfo(database, opts.publicUrl),
        templatesOf(database.db, [...new Set(rows.map((r) => r.kind))]),
      ]);
      const words = new Map(templates.map((t) => [t.kind, t]));
      await Promise.all(rows.map((row) => deliver(row, shop, words)));
      handled += rows.length;
    }
  }

  /** Runs passes until one starts after the latest wake-up; calls meanwhile join the running one. */
  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      do {
        again = false;
        try {
          handled += await pass();
        } catch (err) {
          if (!closed) log.error({ err }, 'message worker pass failed');
        }
      } while (again && !closed);
      return handled;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    channels,
    runDue,
    /**
     * Starts delivering: on PGlite (one process) holds left by a killed process are dropped; held
     * messages of the channels configured now are queued; then every wake-up and every `pollMs`.
     */
    async start(): Promise<void> {
      if (database.kind === 'pglite') await repo.dropHolds();
      const configured = MESSAGE_CHANNELS.filter((c) => channels[c].configured);
      const released = await repo.releaseHeld(configured, now());
      if (released) log.info({ released }, 'held messages queued: their channel is configured now');
      stopListening = await database.listen(MESSAGES_CHANNEL, () => void runDue());
      timer = setInterval(() => void runDue(), opts.pollMs ?? 5_000);
      timer.unref();
      void runDue();
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await stopListening?.().catch(() => {});
      await running;
      await Promise.all(MESSAGE_CHANNELS.map((c) => channels[c].close()));
    },
  };
}
export type MessageWorker = ReturnType<typeof createMessageWorker>;
