import { MESSAGE_STATUSES, MESSAGE_STATUS_LABELS, type MessageStatus } from '@shop/core/schemas/message';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { messagesQueryOptions } from '../../api/messages';
import { Pagination } from '../../components/ui/pagination';
import { LoadError } from '../components/load-error';
import { optionsOf, SelectField } from '../components/select-field';
import { RequireRight } from '../layout/require-right';
import { LoadingState } from '../layout/screen-state';
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
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status =
    raw === ALL ? undefined : MESSAGE_STATUSES.includes(raw as MessageStatus) ? (raw as MessageStatus) : 'failed';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const list = useQuery(
    messagesQueryOptions({ status, limit: MESSAGES_PAGE_SIZE, skip: (page - 1) * MESSAGES_PAGE_SIZE }),
  );
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / MESSAGES_PAGE_SIZE)) : 1;
  const set = (next: { status?: string; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.status !== undefined) {
      p.set('status', next.status);
      p.delete('page');
    }
    if (next.page !== undefined) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-ink">Tin nhắn</h2>
        <p className="mt-1 text-sm text-stone-600">
          Email, Zalo và SMS cửa hàng gửi cho khách và cho cửa hàng. Tin không gửi được hiện ở đây; bấm Gửi lại sau khi
          sửa địa chỉ của khách hoặc cấu hình kênh gửi.
        </p>
      </div>
      <section aria-label="Bộ lọc" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <SelectField
          label="Trạng thái"
          className="max-w-xs"
          value={status ?? ALL}
          onChange={(e) => set({ status: e.target.value })}
          options={optionsOf(MESSAGE_STATUSES, MESSAGE_STATUS_LABELS)}
        >
          <option value={ALL}>Tất cả</option>
        </SelectField>
      </section>
      {list.isError ? (
        <LoadError message="Không thể tải danh sách tin nhắn" query={list} />
      ) : !list.data ? (
        <LoadingState />
      ) : list.data.messages.length === 0 ? (
        <p className="rounded-2xl bg-white px-6 py-12 text-center text-sm text-stone-600 shadow-sm ring-1 ring-stone-200">
          {status === 'failed' ? 'Không có tin nhắn nào gửi thất bại.' : 'Không có tin nhắn nào.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">{list.data.total} tin nhắn</p>
          <MessageTable messages={list.data.messages} showOrder />
          <Pagination page={page} totalPages={totalPages} onPageChange={(p) => set({ page: p })} />
        </>
      )}
    </div>
  );
}
