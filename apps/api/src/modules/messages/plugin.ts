import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { emailChannel } from './channels/email.ts';
import { smsChannel } from './channels/sms.ts';
import { zaloChannel } from './channels/zalo.ts';
import { createMessageWorker, readShopInfo, type MessageWorker } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The message worker of this server (docs/messages.md): its channels, and `runDue()` to deliver now. */
    messages: MessageWorker;
  }
}

export interface MessagesOptions {
  /** The worker's clock (tests move it). */
  now?: () => Date;
  /** Start delivering when the server is ready (default); tests may deliver only when they call `runDue()`. */
  start?: boolean;
  pollMs?: number;
}

/**
 * Messages: the channels configured by the environment and the worker that delivers the outbox,
 * started when the server is ready and stopped (after the send in progress) when it closes.
 */
export default fp(
  function messages(app: FastifyInstance, opts: MessagesOptions, done: (err?: Error) => void) {
    const { config, database } = app;
    const shopName = async () => (await readShopInfo(database, config.publicUrl)).name;
    const worker = createMessageWorker({
      database,
      channels: {
        email: emailChannel(config.messages.smtp, shopName),
        zalo: zaloChannel(config.messages.zalo, database.db, opts.now),
        sms: smsChannel(config.messages.sms),
      },
      publicUrl: config.publicUrl,
      log: app.log,
      now: opts.now,
      pollMs: opts.pollMs,
    });
    app.decorate('messages', worker);
    if (opts.start !== false) app.addHook('onReady', () => worker.start());
    // Stopped first when the server closes: the send in progress is finished and recorded while the
    // database is still open (onClose hooks close it).
    app.addHook('preClose', (done) => {
      worker.close().then(() => done(), done);
    });
    done();
  },
  { name: 'messages' },
);
