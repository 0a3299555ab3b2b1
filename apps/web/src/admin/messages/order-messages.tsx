import type { MessageList } from '@shop/core/schemas/message';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { orderMessagesQueryOptions, serviceMessagesQueryOptions } from '../../api/messages';
import { LoadError } from '../components/load-error';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { MessageTable } from './message-table';

/** The messages of one record (an order, a service ticket), with their state and Gửi lại. */
function RecordMessages({ query, what }: { query: UseQueryResult<MessageList>; what: string }) {
  if (query.isPending) return <LoadingState label="Đang tải tin nhắn..." />;
  if (query.isError) return <LoadError message={`Không thể tải tin nhắn của ${what}`} query={query} />;
  if (query.data.messages.length === 0) return <EmptyState>Chưa có tin nhắn nào cho {what} này</EmptyState>;
  return <MessageTable messages={query.data.messages} />;
}

/** The messages of one order (the order screen's Tin nhắn card), with Gửi lại. */
export function OrderMessages({ orderId }: { orderId: number }) {
  return <RecordMessages query={useQuery(orderMessagesQueryOptions(orderId))} what="đơn hàng" />;
}

/** The messages sent about one service ticket (the ticket's Tin nhắn section), with Gửi lại. */
export function ServiceMessages({ serviceId }: { serviceId: number }) {
  return <RecordMessages query={useQuery(serviceMessagesQueryOptions(serviceId))} what="phiếu" />;
}
