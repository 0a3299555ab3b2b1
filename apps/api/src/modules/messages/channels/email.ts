import nodemailer from 'nodemailer';
import type { MessageSettings } from '../../../config.ts';
import { channelOff, type MessageChannel, type SendResult } from './channel.ts';

/** What nodemailer attaches to a failed send: the SMTP reply code and text when the server answered. */
interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * Sorts a failed send: a 5xx answer to the message (the recipient refused, the content refused) is
 * final; no answer (connection refused, timeout), a 4xx answer and a refused sign-in (the owner fixes
 * the account; the message should then go) are tried again.
 */
export function smtpOutcome(err: SmtpError): SendResult {
  const answer = err.response?.trim();
  if (answer && err.responseCode && err.responseCode >= 500 && err.code !== 'EAUTH')
    return { outcome: 'rejected', error: answer };
  if (answer) return { outcome: 'retry', error: answer };
  return { outcome: 'retry', error: `Không kết nối được máy chủ thư: ${err.message}` };
}

/** Email over SMTP (SMTP_URL, MAIL_FROM), with the shop's name as the sender's name when MAIL_FROM has none. */
export function emailChannel(settings: MessageSettings['smtp'], shopName: () => Promise<string>): MessageChannel {
  if (!settings) return channelOff('email');
  const url = new URL(settings.url);
  const transport = nodemailer.createTransport({
    url: settings.url,
    // A server that does not answer is given up on well before the worker's hold on the message ends.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'email',
    configured: true,
    detail: `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''} · ${settings.from}`,
    carries: () => true,
    async send(message) {
      try {
        const [mail, name] = await Promise.all([message.content.email(), shopName()]);
        const from = settings.from.includes('<') || !name ? settings.from : { name, address: settings.from };
        const info = await transport.sendMail({
          from,
          to: message.recipient,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments,
          headers: { 'X-Shop-Message-Id': String(message.id) },
        });
        return { outcome: 'accepted', providerId: info.messageId ?? null };
      } catch (err) {
        return smtpOutcome(err as SmtpError);
      }
    },
    close: () => {
      transport.close();
      return Promise.resolve();
    },
  };
}
