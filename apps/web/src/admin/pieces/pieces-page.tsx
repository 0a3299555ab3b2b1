import {
  PIECE_CONDITIONS,
  PIECE_CONDITION_LABELS,
  PIECE_SOURCES,
  PIECE_SOURCE_LABELS,
  PIECE_STATUSES,
  PIECE_STATUS_LABELS,
  type Piece,
  type PieceCondition,
  type PieceSource,
  type PieceStatus,
} from '@shop/core/schemas/piece';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { piecesQueryOptions } from '../../api/pieces';
import { usePermissions } from '../../auth/use-permissions';
import { Button, buttonClass } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { pageCount } from '../../lib/page-window';
import { LoadError } from '../components/load-error';
import { SearchField, useSearch } from '../components/search-field';
import { SelectField, optionsOf } from '../components/select-field';
import { RequireRight } from '../layout/require-right';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { BuybackButton } from '../buybacks/buyback-form-modal';
import { PieceFormModal } from './piece-form-modal';
import { PieceTransfer } from './piece-transfer';
import { PieceStatusBadge, conditionText } from './piece-labels';

const PAGE_SIZE = 20;

const COLUMNS = [
  { label: 'Số serial' },
  { label: 'Sản phẩm' },
  { label: 'Tình trạng', className: 'hidden md:table-cell' },
  { label: 'Nguồn', className: 'hidden lg:table-cell' },
  { label: 'Ngày nhập', className: 'hidden lg:table-cell' },
  { label: 'Trạng thái' },
];

const piecePath = (id: number) => `/admin/pieces/${id}`;

function Pieces() {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const search = useSearch(300);
  const [filters, setFilters] = useState<{ status?: PieceStatus; condition?: PieceCondition; source?: PieceSource }>(
    {},
  );
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const [receiving, setReceiving] = useState(false);
  const key = JSON.stringify([search.term, filters]);
  const page = paging.key === key ? paging.page : 1;
  const query = useQuery(
    piecesQueryOptions({
      serial: search.term || undefined,
      ...filters,
      limit: PAGE_SIZE,
      skip: (page - 1) * PAGE_SIZE,
    }),
  );
  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, PAGE_SIZE);
  const filter = <K extends keyof typeof filters>(name: K) => ({
    value: filters[name] ?? '',
    onChange: (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [name]: e.target.value || undefined })),
  });

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">Kho đồng hồ</h2>
          <p className="mt-1 text-sm text-stone-600">
            Từng chiếc đồng hồ theo số serial: nhập kho, giữ cho đơn, đã bán, bảo dưỡng. Tồn kho của phiên bản theo dõi
            từng chiếc được tính từ đây.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PieceTransfer canImport={can('pieces', 'change')} />
          <Link to="/admin/pieces/buybacks" className={buttonClass('secondary')}>
            Bảng kê thu mua
          </Link>
          <Link to="/admin/pieces/consignments" className={buttonClass('secondary')}>
            Tiền trả người ký gửi
          </Link>
          <BuybackButton />
          {can('pieces', 'change') && (
            <Button onClick={() => setReceiving(true)}>
              <Plus className="size-4" aria-hidden /> Nhập đồng hồ
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-4">
        <SearchField
          className="md:col-span-1"
          label="Tìm theo số serial"
          placeholder="Số serial (bỏ qua hoa thường, dấu cách, gạch ngang)"
          {...search.field}
        />
        <SelectField label="Trạng thái" {...filter('status')}>
          <option value="">Tất cả</option>
          {optionsOf(PIECE_STATUSES, PIECE_STATUS_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tình trạng" {...filter('condition')}>
          <option value="">Tất cả</option>
          {optionsOf(PIECE_CONDITIONS, PIECE_CONDITION_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Nguồn" {...filter('source')}>
          <option value="">Tất cả</option>
          {optionsOf(PIECE_SOURCES, PIECE_SOURCE_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
      </div>
      {query.isPending ? (
        <LoadingState label="Đang tải kho đồng hồ..." />
      ) : query.isError ? (
        <LoadError message="Không thể tải kho đồng hồ" query={query} />
      ) : query.data.pieces.length === 0 ? (
        <EmptyState className="rounded-2xl bg-white ring-1 ring-stone-200">
          {search.term || Object.values(filters).some(Boolean)
            ? 'Không tìm thấy đồng hồ phù hợp'
            : 'Chưa có đồng hồ nào trong kho'}
        </EmptyState>
      ) : (
        <div
          className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
          aria-busy={query.isFetching}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Danh sách đồng hồ</caption>
            <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
              <tr>
                {COLUMNS.map(({ label, className }) => (
                  <th key={label} scope="col" className={`px-3 py-3 font-semibold ${className ?? ''}`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {query.data.pieces.map((p: Piece) => (
                <tr key={p.id} className="hover:bg-stone-50/60">
                  <td className="px-3 py-3 font-mono">
                    <Link to={piecePath(p.id)} className="font-medium text-primary-ink hover:underline">
                      {p.serial}
                    </Link>
                  </td>
                  <td className="px-3 py-3">
                    <span className="block text-xs text-stone-500">{p.brandName}</span>
                    {p.productName} — {p.variantName}
                  </td>
                  <td className="hidden px-3 py-3 md:table-cell">{conditionText(p)}</td>
                  <td className="hidden px-3 py-3 lg:table-cell">{PIECE_SOURCE_LABELS[p.source]}</td>
                  <td className="hidden px-3 py-3 whitespace-nowrap lg:table-cell">{formatDay(p.receivedAt)}</td>
                  <td className="px-3 py-3">
                    <PieceStatusBadge status={p.status} />
                    {p.orderCode && <span className="mt-1 block text-xs text-stone-500">{p.orderCode}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > 0 && (
        <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
          <p className="text-sm text-stone-600" aria-live="polite">
            Tổng số {total} đồng hồ
          </p>
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={(next) => setPaging({ key, page: next })}
            label="Phân trang kho đồng hồ"
          />
        </div>
      )}
      {receiving && (
        <PieceFormModal onClose={() => setReceiving(false)} onSaved={(p) => void navigate(piecePath(p.id))} />
      )}
    </div>
  );
}

/** yyyy-mm-dd → dd/MM/yyyy, as every back-office screen writes dates. */
export const formatDay = (day: string) => day.split('-').reverse().join('/');

/** Kho Đồng Hồ (/admin/pieces): every watch by its serial; needs pieces read. */
export function PiecesPage() {
  return (
    <RequireRight resource="pieces" what="kho đồng hồ">
      <Pieces />
    </RequireRight>
  );
}
