import { MESSAGE_STATUSES, MESSAGE_STATUS_LABELS, type MessageStatus } from '@shop/core/schemas/message';
import { useQuery } from '@tanstack/react-query';
import { messagesQueryOptions } from '../../api/messages';
import { QueryList } from '../components/query-list';
import { ScreenHeading } from '../components/screen-heading';
import { optionsOf } from '../components/select-field';
import { StatusFilter } from '../components/status-filter';
import { useListParams } from '../components/use-list-params';
import { RequireRight } from '../layout/require-right';
import { MessageTable } from './message-table';

const MESSAGES_PAGE_SIZE = 25;
const ALL = 'all';

/**
 * Tin Nhắn (/admin/messages): the messages across orders, the failed ones first (`?status=`, default
 * failed), each with Gửi lại; for roles with the messages read right.
 */
export function MessagesPage() {
  return (
    <RequireRight resource="messages" what="tin nhắn">
      <MessagesScreen />
    </RequireRight>
  );
}

function MessagesScreen() {
  const { value, page, set, setPage } = useListParams();
  const raw = value('status');
  const status =
    raw === ALL ? undefined : MESSAGE_STATUSES.includes(raw as MessageStatus) ? (raw as MessageStatus) : 'failed';
  const list = useQuery(
    messagesQueryOptions({ status, limit: MESSAGES_PAGE_SIZE, skip: (page - 1) * MESSAGES_PAGE_SIZE }),
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeading title="Tin nhắn">
        Email, Zalo và SMS cửa hàng gửi cho khách và cho cửa hàng. Tin không gửi được hiện ở đây; bấm Gửi lại sau khi
        sửa địa chỉ của khách hoặc cấu hình kênh gửi.
      </ScreenHeading>
      <StatusFilter
        value={status ?? ALL}
        onChange={(status) => set({ status })}
        options={optionsOf(MESSAGE_STATUSES, MESSAGE_STATUS_LABELS)}
        all={ALL}
      />
      <QueryList
        query={list}
        rows={(d) => d.messages}
        loadError="Không thể tải danh sách tin nhắn"
        empty={status === 'failed' ? 'Không có tin nhắn nào gửi thất bại.' : 'Không có tin nhắn nào.'}
        paging={{ page, pageSize: MESSAGES_PAGE_SIZE, onPageChange: setPage, count: (n) => `${n} tin nhắn` }}
      >
        {(messages) => <MessageTable messages={messages} showOrder />}
      </QueryList>
    </div>
  );
}
