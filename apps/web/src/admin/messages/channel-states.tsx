import { CHANNEL_LABELS } from '@shop/core/schemas/message';
import { useQuery } from '@tanstack/react-query';
import { messageChannelsQueryOptions } from '../../api/messages';
import { Badge } from '../components/badge';
import { LoadError } from '../components/load-error';
import { formatOrderDateTime } from '../orders/order-format';
import { LoadingState } from '../layout/screen-state';

/** Each channel: configured or not (by the server's variables), where it sends, its latest sending and refusal. */
export function ChannelStates() {
  const query = useQuery(messageChannelsQueryOptions());
  if (query.isPending) return <LoadingState label="Đang tải kênh gửi..." />;
  if (query.isError) return <LoadError message="Không thể tải trạng thái kênh gửi" query={query} />;
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-3" aria-label="Kênh gửi">
      {query.data.channels.map((c) => (
        <li key={c.channel} className="rounded-xl p-4 ring-1 ring-stone-200">
          <div className="flex items-center justify-between gap-2">
            <h4 className="font-semibold text-ink">{CHANNEL_LABELS[c.channel]}</h4>
            {c.configured ? (
              <Badge className="bg-emerald-100 text-emerald-800">Đã cấu hình</Badge>
            ) : (
              <Badge className="bg-stone-200 text-stone-700">Chưa cấu hình</Badge>
            )}
          </div>
          <p className="mt-2 text-sm break-words text-stone-600">
            {c.detail ?? 'Tin nhắn qua kênh này được tạm giữ cho tới khi kênh được cấu hình.'}
          </p>
          {c.lastSentAt && (
            <p className="mt-1 text-xs text-stone-500">Gửi thành công gần nhất: {formatOrderDateTime(c.lastSentAt)}</p>
          )}
          {c.lastError && (
            <p className="mt-1 text-xs break-words text-red-700">
              Lỗi gần nhất{c.lastErrorAt ? ` (${formatOrderDateTime(c.lastErrorAt)})` : ''}: {c.lastError}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
