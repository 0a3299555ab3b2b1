import { PIECE_STATUS_LABELS } from '@shop/core/schemas/piece';
import { formatMoney } from '@shop/core/pricing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buybacksQueryOptions } from '../../api/buybacks';
import { usePermissions } from '../../auth/use-permissions';
import { Pagination } from '../../components/ui/pagination';
import { TextField } from '../../components/ui/text-field';
import { pageCount } from '../../lib/page-window';
import { ExportButtons } from '../components/export-buttons';
import { LoadError } from '../components/load-error';
import { noPermissionMessage } from '../components/no-permission';
import { RequireRight } from '../layout/require-right';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { formatDay } from '../pieces/pieces-page';
import { BuybackButton } from './buyback-form-modal';

const PAGE_SIZE = 20;
const COLUMNS = ['Mã phiếu', 'Ngày mua', 'Người bán', 'Số CCCD', 'Đồng hồ', 'Giá thu mua', 'Trạng thái'];

function Buybacks() {
  const { can } = usePermissions();
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = JSON.stringify(range);
  const page = paging.key === key ? paging.page : 1;
  const query = useQuery(buybacksQueryOptions({ ...range, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }));
  const total = query.data?.total ?? 0;
  const day = (name: 'from' | 'to') => ({
    value: range[name] ?? '',
    onChange: (e: { target: { value: string } }) => setRange((r) => ({ ...r, [name]: e.target.value || undefined })),
  });

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm">
            <Link to="/admin/pieces" className="text-primary-ink hover:underline">
              Kho đồng hồ
            </Link>
          </p>
          <h2 className="text-xl font-semibold text-ink">Bảng kê thu mua</h2>
          <p className="mt-1 max-w-2xl text-sm text-stone-600">
            Đồng hồ cửa hàng mua lại của khách: người bán, số CCCD, giá đã trả. Tải bảng kê để kê khai hàng hóa mua vào
            không có hóa đơn.
          </p>
        </div>
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
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField label="Từ ngày" type="date" {...day('from')} />
        <TextField label="Đến ngày" type="date" {...day('to')} />
      </div>
      {query.isPending ? (
        <LoadingState label="Đang tải bảng kê thu mua..." />
      ) : query.isError ? (
        <LoadError message="Không thể tải bảng kê thu mua" query={query} />
      ) : query.data.buybacks.length === 0 ? (
        <EmptyState className="rounded-2xl bg-white ring-1 ring-stone-200">Chưa có phiếu thu mua nào</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Bảng kê thu mua</caption>
            <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
              <tr>
                {COLUMNS.map((label) => (
                  <th key={label} scope="col" className="px-3 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {query.data.buybacks.map((b) => (
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
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > 0 && (
        <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
          <p className="text-sm text-stone-600" aria-live="polite">
            {total} phiếu
            {query.data?.totalPrice !== undefined && <> · tổng đã trả {formatMoney(query.data.totalPrice)}</>}
          </p>
          <Pagination
            page={page}
            totalPages={pageCount(total, PAGE_SIZE)}
            onPageChange={(next) => setPaging({ key, page: next })}
            label="Phân trang bảng kê thu mua"
          />
        </div>
      )}
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
