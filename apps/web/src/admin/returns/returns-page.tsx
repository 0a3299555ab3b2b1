import { RETURN_STATUSES, RETURN_STATUS_LABELS, type ReturnStatus } from '@shop/core/schemas/return';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { returnsQueryOptions } from '../../api/returns';
import { Pagination } from '../../components/ui/pagination';
import { DataTable } from '../components/data-table';
import { LoadError } from '../components/load-error';
import { optionsOf, SelectField } from '../components/select-field';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { LoadingState } from '../layout/screen-state';
import { formatOrderDateTime } from '../orders/order-format';
import { ReturnStatusBadge } from './return-parts';

const PAGE_SIZE = 25;
const ALL = 'all';

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
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ReturnStatus | 'all' = RETURN_STATUSES.includes(raw as ReturnStatus) ? (raw as ReturnStatus) : ALL;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const list = useQuery(returnsQueryOptions({ status, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }));
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
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
        <h2 className="text-xl font-semibold text-ink">Đổi trả</h2>
        <p className="mt-1 text-sm text-stone-600">
          Yêu cầu đổi trả khách gửi từ trang tra cứu đơn hàng và yêu cầu nhân viên tạo từ đơn hàng: duyệt hoặc từ chối,
          xác nhận đã nhận hàng (cộng lại tồn kho), rồi hoàn tiền.
        </p>
      </div>
      <section aria-label="Bộ lọc" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <SelectField
          label="Trạng thái"
          className="max-w-xs"
          value={status}
          onChange={(e) => set({ status: e.target.value })}
          options={optionsOf(RETURN_STATUSES, RETURN_STATUS_LABELS)}
        >
          <option value={ALL}>Tất cả</option>
        </SelectField>
      </section>
      {list.isError ? (
        <LoadError message="Không thể tải danh sách đổi trả" query={list} />
      ) : !list.data ? (
        <LoadingState />
      ) : list.data.returns.length === 0 ? (
        <p className="rounded-2xl bg-white px-6 py-12 text-center text-sm text-stone-600 shadow-sm ring-1 ring-stone-200">
          Không có yêu cầu đổi trả nào.
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">{list.data.total} yêu cầu</p>
          <DataTable
            className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
            caption="Yêu cầu đổi trả"
            columns={['Mã', 'Đơn hàng', 'Khách hàng', 'Trạng thái', 'Giá trị hàng trả', 'Ngày tạo']}
          >
            {list.data.returns.map((r) => (
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
            ))}
          </DataTable>
          <Pagination page={page} totalPages={totalPages} onPageChange={(p) => set({ page: p })} />
        </>
      )}
    </div>
  );
}
