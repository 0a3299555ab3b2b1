import type { AwaitingInvoice, AwaitingInvoices } from '@shop/core/schemas/invoice';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { awaitingInvoicesQueryOptions } from '../../api/invoices';
import { InlineCheckbox } from '../components/checkbox-field';
import { ExportButtons } from '../components/export-buttons';
import { noPermissionMessage } from '../components/no-permission';
import type { ListTable } from '../components/paged-table';
import { QueryTable } from '../components/query-list';
import { ScreenHeading } from '../components/screen-heading';
import { useListParams } from '../components/use-list-params';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { formatOrderDateTime } from '../orders/order-format';

const PAGE_SIZE = 25;
const TABLE: ListTable<AwaitingInvoices, AwaitingInvoice> = {
  what: 'danh sách đơn chờ xuất hóa đơn',
  rows: (d) => d.invoices,
  caption: 'Đơn chờ xuất hóa đơn',
  columns: ['Đơn hàng', 'Hoàn thành', 'Khách hàng', 'Người mua trên hóa đơn', 'Mã số thuế', 'Tổng tiền'],
  empty: 'Không có đơn hàng nào chờ xuất hóa đơn.',
};

/**
 * Hóa Đơn VAT (/admin/invoices): the completed orders whose e-invoice is not recorded yet, the
 * earliest completed first (`?requested=1`: only buyers who asked for one with their details), and
 * the accountant's file of all of them (XLSX or CSV). Each order opens where its invoice is recorded.
 */
export function InvoicesPage() {
  return (
    <RequireRight resource="orders" what="hóa đơn">
      <InvoicesScreen />
    </RequireRight>
  );
}

function InvoicesScreen() {
  const money = useMoney();
  const { value, page, set, setPage } = useListParams();
  const requested = value('requested') === '1';
  const list = useQuery(awaitingInvoicesQueryOptions({ requested, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }));

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeading
        title="Đơn chờ xuất hóa đơn"
        descriptionClassName="max-w-2xl"
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportButtons
              path="/invoices/awaiting/export"
              failure={{ fallback: 'Không thể xuất danh sách', forbidden: noPermissionMessage('xem', 'đơn hàng') }}
            />
          </div>
        }
      >
        Mỗi đơn hàng hoàn thành cần một hóa đơn điện tử. Lập hóa đơn trên hệ thống của nhà cung cấp, rồi ghi nhận số hóa
        đơn và mã tra cứu trong trang đơn hàng. Tệp Excel gồm mọi đơn đang chờ, kèm thông tin người mua, để gửi kế toán.
      </ScreenHeading>
      <section aria-label="Bộ lọc" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <InlineCheckbox
          label="Chỉ đơn khách yêu cầu xuất hóa đơn VAT"
          className="flex items-center gap-2 text-sm text-ink"
          checked={requested}
          onCheckedChange={(on) => set({ requested: on ? '1' : '' })}
        />
      </section>
      <QueryTable
        query={list}
        table={TABLE}
        paging={{ page, pageSize: PAGE_SIZE, onPageChange: setPage, count: (n) => `${n} đơn hàng` }}
      >
        {(i) => (
          <tr key={i.id}>
            <td className="px-3 py-2">
              <Link to={`/admin/orders/${i.id}`} className="font-medium tracking-wide text-primary-ink hover:underline">
                {i.code}
              </Link>
            </td>
            <td className="px-3 py-2 whitespace-nowrap text-stone-700">{formatOrderDateTime(i.completedAt)}</td>
            <td className="px-3 py-2 text-ink">{i.customer}</td>
            <td className="px-3 py-2 text-ink">
              {i.invoiceRequest?.companyName ?? <span className="text-stone-500">Người tiêu dùng</span>}
            </td>
            <td className="px-3 py-2 font-mono text-ink">{i.invoiceRequest?.taxCode ?? ''}</td>
            <td className="px-3 py-2 whitespace-nowrap">{money(i.amount)}</td>
          </tr>
        )}
      </QueryTable>
    </div>
  );
}
