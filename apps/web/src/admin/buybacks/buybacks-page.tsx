import type { Buyback, BuybackList } from '@shop/core/schemas/buyback';
import { PIECE_STATUS_LABELS } from '@shop/core/schemas/piece';
import { formatMoney } from '@shop/core/pricing';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buybacksQueryOptions } from '../../api/buybacks';
import { usePermissions } from '../../auth/use-permissions';
import { TextField } from '../../components/ui/text-field';
import { ExportButtons } from '../components/export-buttons';
import { PagedTable, type PagedListTable } from '../components/paged-table';
import { noPermissionMessage } from '../components/no-permission';
import { useFilteredPage } from '../components/use-filtered-page';
import { RequireRight } from '../layout/require-right';
import { formatDay } from '../pieces/pieces-page';
import { PiecesScreenHeading } from '../pieces/pieces-screen-heading';
import { BuybackButton } from './buyback-form-modal';

const PAGE_SIZE = 20;
const TABLE: PagedListTable<BuybackList, Buyback> = {
  rows: (d) => d.buybacks,
  caption: 'Bảng kê thu mua',
  columns: ['Mã phiếu', 'Ngày mua', 'Người bán', 'Số CCCD', 'Đồng hồ', 'Giá thu mua', 'Trạng thái'],
  empty: 'Chưa có phiếu thu mua nào',
  count: (total, data) => (
    <>
      {total} phiếu
      {data.totalPrice !== undefined && <> · tổng đã trả {formatMoney(data.totalPrice)}</>}
    </>
  ),
};

function Buybacks() {
  const { can } = usePermissions();
  const { filters: range, filter: day, list } = useFilteredPage<{ from?: string; to?: string }>(PAGE_SIZE);
  const query = useQuery(buybacksQueryOptions({ ...range, ...list.window }));

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PiecesScreenHeading
        title="Bảng kê thu mua"
        actions={
          <div className="flex flex-wrap gap-2">
            {can('costs', 'read') && (
              <ExportButtons
                path="/buybacks/export"
                query={range}
                failure={{ fallback: 'Không thể tải bảng kê', forbidden: noPermissionMessage('xem', 'giá vốn') }}
              />
            )}
            <BuybackButton />
          </div>
        }
      >
        Đồng hồ cửa hàng mua lại của khách: người bán, số CCCD, giá đã trả. Tải bảng kê để kê khai hàng hóa mua vào
        không có hóa đơn.
      </PiecesScreenHeading>
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField label="Từ ngày" type="date" {...day('from')} />
        <TextField label="Đến ngày" type="date" {...day('to')} />
      </div>
      <PagedTable query={query} table={TABLE} paging={list.paging}>
        {(b) => (
          <tr key={b.id}>
            <td className="px-3 py-3 font-mono">{b.code}</td>
            <td className="px-3 py-3 whitespace-nowrap">{formatDay(b.boughtAt)}</td>
            <td className="px-3 py-3">
              {b.sellerName}
              <span className="block text-xs text-stone-500">{b.sellerPhone}</span>
            </td>
            <td className="px-3 py-3 font-mono">{b.sellerIdNumber ?? '—'}</td>
            <td className="px-3 py-3">
              <Link to={`/admin/pieces/${b.pieceId}`} className="text-primary-ink hover:underline">
                {b.brandName} {b.productName} — {b.serial}
              </Link>
            </td>
            <td className="px-3 py-3 whitespace-nowrap">{b.price === undefined ? '—' : formatMoney(b.price)}</td>
            <td className="px-3 py-3">{PIECE_STATUS_LABELS[b.pieceStatus]}</td>
          </tr>
        )}
      </PagedTable>
    </div>
  );
}

/** Bảng kê thu mua (/admin/pieces/buybacks): the purchases from customers; needs pieces read. */
export function BuybacksPage() {
  return (
    <RequireRight resource="pieces" what="bảng kê thu mua">
      <Buybacks />
    </RequireRight>
  );
}
