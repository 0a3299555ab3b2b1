import { useQuery } from '@tanstack/react-query';
import { orderMessagesQueryOptions } from '../../api/messages';
import { LoadError } from '../components/load-error';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { MessageTable } from './message-table';

/** The messages of one order (the order screen's Tin nhắn card), with Gửi lại. */
export function OrderMessages({ orderId }: { orderId: number }) {
  const query = useQuery(orderMessagesQueryOptions(orderId));
  if (query.isPending) return <LoadingState label="Đang tải tin nhắn..." />;
  if (query.isError) return <LoadError message="Không thể tải tin nhắn của đơn hàng" query={query} />;
  if (query.data.messages.length === 0) return <EmptyState>Chưa có tin nhắn nào cho đơn hàng này</EmptyState>;
  return <MessageTable messages={query.data.messages} />;
}
