import type { MessageChannelName, MessageKind } from '@shop/core/schemas/message';

/** An email as it leaves: subject, both bodies, and the pictures the HTML shows by `cid:`. */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string; cid: string }[];
}

/**
 * What a message says, asked for by the channel that sends it: an email renders its HTML, an SMS
 * needs one short text, Zalo ZNS fills the parameters of a template approved at Zalo.
 */
export interface MessageContent {
  email(): Promise<EmailContent>;
  sms(): string;
  /** The parameters of the kind's ZNS template (`template_data`). */
  zalo(): Record<string, string>;
}

interface OutgoingMessage {
  /** The outbox row's id: providers that take a request id get it, so a retry is recognised. */
  id: number;
  kind: MessageKind;
  /** An email address, or a phone number for Zalo and SMS. */
  recipient: string;
  content: MessageContent;
}

/**
 * How a send went. `accepted`: the provider took the message (its id, if it gave one). `rejected`:
 * refused for good (a bad address, a refused template): retrying would not help, the fallback
 * channel may. `retry`: the provider is down, busy or not accepting yet: try again later, at the
 * earliest after `retryAfterMs`.
 */
export type SendResult =
  | { outcome: 'accepted'; providerId: string | null }
  | { outcome: 'rejected'; error: string }
  | { outcome: 'retry'; error: string; retryAfterMs?: number };

/** One way of sending (email, Zalo ZNS, SMS): configured by environment variables, off when they are unset. */
export interface MessageChannel {
  readonly name: MessageChannelName;
  readonly configured: boolean;
  /** Where it sends, without secrets (the mail server's host, the gateway's address); null when off. */
  readonly detail: string | null;
  /** Whether this channel can carry this kind of message at all (ZNS needs an approved template per kind). */
  carries(kind: MessageKind): boolean;
  send(message: OutgoingMessage): Promise<SendResult>;
  close(): Promise<void>;
}

/** A channel whose variables are not set: it carries nothing, and its messages are held. */
export function channelOff(name: MessageChannelName): MessageChannel {
  return {
    name,
    configured: false,
    detail: null,
    carries: () => false,
    send: () => Promise.resolve({ outcome: 'retry', error: 'channel not configured' }),
    close: () => Promise.resolve(),
  };
}
