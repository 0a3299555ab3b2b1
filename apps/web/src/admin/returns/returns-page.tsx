import {
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  type Return,
  type ReturnList,
  type ReturnStatus,
} from '@shop/core/schemas/return';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { returnsQueryOptions } from '../../api/returns';
import type { ListTable } from '../components/paged-table';
import { QueryTable } from '../components/query-list';
import { ScreenHeading } from '../components/screen-heading';
import { optionsOf } from '../components/select-field';
import { StatusFilter } from '../components/status-filter';
import { useMoney } from '../components/use-money';
import { useListParams } from '../components/use-list-params';
import { RequireRight } from '../layout/require-right';
import { formatOrderDateTime } from '../orders/order-format';
import { ReturnStatusBadge } from './return-parts';

const PAGE_SIZE = 25;
const ALL = 'all';
const TABLE: ListTable<ReturnList, Return> = {
  what: 'danh sách đổi trả',
  rows: (d) => d.returns,
  caption: 'Yêu cầu đổi trả',
  columns: ['Mã', 'Đơn hàng', 'Khách hàng', 'Trạng thái', 'Giá trị hàng trả', 'Ngày tạo'],
  empty: 'Không có yêu cầu đổi trả nào.',
};

/**
 * Đổi Trả (/admin/returns): the returns, the ones waiting for a decision first by default
 * (`?status=`), each opening its page with the next steps; for roles with the returns read right.
 */
export function ReturnsPage() {
  return (
    <RequireRight resource="returns" what="đổi trả">
      <ReturnsScreen />
    </RequireRight>
  );
}

function ReturnsScreen() {
  const money = useMoney();
  const { value, page, set, setPage } = useListParams();
  const raw = value('status');
  const status: ReturnStatus | 'all' = RETURN_STATUSES.includes(raw as ReturnStatus) ? (raw as ReturnStatus) : ALL;
  const list = useQuery(returnsQueryOptions({ status, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }));

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeading title="Đổi trả">
        Yêu cầu đổi trả khách gửi từ trang tra cứu đơn hàng và yêu cầu nhân viên tạo từ đơn hàng: duyệt hoặc từ chối,
        xác nhận đã nhận hàng (cộng lại tồn kho), rồi hoàn tiền.
      </ScreenHeading>
      <StatusFilter
        value={status}
        onChange={(status) => set({ status })}
        options={optionsOf(RETURN_STATUSES, RETURN_STATUS_LABELS)}
        all={ALL}
      />
      <QueryTable
        query={list}
        table={TABLE}
        paging={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, count: (n) => `${n} yêu cầu` }}
      >
        {(r) => (
          <tr key={r.id}>
            <td className="px-3 py-2">
              <Link to={`/admin/returns/${r.id}`} className="font-medium text-primary-ink hover:underline">
                #{r.id}
              </Link>
            </td>
            <td className="px-3 py-2">
              <Link to={`/admin/orders/${r.orderId}`} className="tracking-wide text-primary-ink hover:underline">
                {r.orderCode}
              </Link>
            </td>
            <td className="px-3 py-2 text-ink">{r.customer}</td>
            <td className="px-3 py-2">
              <ReturnStatusBadge status={r.status} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{money(r.value)}</td>
            <td className="px-3 py-2 whitespace-nowrap text-stone-700">{formatOrderDateTime(r.createdAt)}</td>
          </tr>
        )}
      </QueryTable>
    </div>
  );
}
