import type { MessageSettings } from '../../../config.ts';
import { channelOff, type MessageChannel, type SendResult } from './channel.ts';
import { nationalPhone, PROVIDER_TIMEOUT_MS, retryAfterMs } from './phone.ts';

/**
 * eSMS answers (its "Table of error codes") that refuse this message for good: the number is blocked
 * (99) or malformed (108), the text does not match a registered customer-care template (146), the
 * number's network is not registered for the brandname (177). Keys, balance, brandname or IP problems
 * are the shop's to fix: those messages are tried again meanwhile.
 */
const FINAL_CODES = new Set(['99', '108', '146', '177']);
/** The RequestId was already used: eSMS took this very message before (a retry after a lost answer). */
const DUPLICATE_REQUEST = '124';

interface EsmsAnswer {
  CodeResult?: string;
  SMSID?: string;
  ErrorMessage?: string;
}

/**
 * SMS brandname through eSMS, as its "Send OTP/Customer care message" page describes it: `POST
 * <ESMS_API_URL>/MainService.svc/json/SendMultipleMessage_V4_post_json/` with `{ ApiKey, SecretKey,
 * Phone, Content, Brandname, SmsType: "2" (customer care), IsUnicode: "0", Sandbox, RequestId }`;
 * `CodeResult` "100" is an accepted message. The RequestId is the outbox id, so eSMS itself refuses
 * (124) to send the same message twice within 24 hours.
 */
export function smsChannel(settings: MessageSettings['sms']): MessageChannel {
  if (!settings) return channelOff('sms');
  return {
    name: 'sms',
    configured: true,
    detail: `eSMS · ${settings.brandname}${settings.sandbox ? ' · thử (Sandbox)' : ''}`,
    carries: () => true,
    async send(message): Promise<SendResult> {
      let res: Response;
      try {
        res = await fetch(`${settings.apiUrl}/MainService.svc/json/SendMultipleMessage_V4_post_json/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ApiKey: settings.apiKey,
            SecretKey: settings.secretKey,
            Phone: nationalPhone(message.recipient),
            Content: message.content.sms(),
            Brandname: settings.brandname,
            SmsType: '2',
            IsUnicode: '0',
            Sandbox: settings.sandbox ? '1' : '0',
            RequestId: `shop-message-${message.id}`,
          }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (err) {
        return { outcome: 'retry', error: `SMS: không kết nối được eSMS: ${(err as Error).message}` };
      }
      if (res.status === 429)
        return {
          outcome: 'retry',
          error: 'SMS: quá giới hạn gửi (429)',
          retryAfterMs: retryAfterMs(res.headers.get('retry-after')),
        };
      let answer: EsmsAnswer;
      try {
        answer = (await res.json()) as EsmsAnswer;
      } catch {
        return { outcome: 'retry', error: `SMS: eSMS trả lời HTTP ${res.status}` };
      }
      const code = String(answer.CodeResult ?? '');
      if (code === '100' || code === DUPLICATE_REQUEST)
        return { outcome: 'accepted', providerId: answer.SMSID ?? null };
      const error = `SMS ${code || res.status}: ${answer.ErrorMessage ?? ''}`.trim();
      return FINAL_CODES.has(code) ? { outcome: 'rejected', error } : { outcome: 'retry', error };
    },
    close: () => Promise.resolve(),
  };
}
