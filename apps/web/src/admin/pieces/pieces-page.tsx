import {
  PIECE_CONDITIONS,
  PIECE_CONDITION_LABELS,
  PIECE_SOURCES,
  PIECE_SOURCE_LABELS,
  PIECE_STATUSES,
  PIECE_STATUS_LABELS,
  type Piece,
  type PieceList,
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
import { LinkCell } from '../components/data-table';
import { PagedTable, type PagedListTable } from '../components/paged-table';
import { ScreenHeading } from '../components/screen-heading';
import { SearchField, useSearch } from '../components/search-field';
import { SelectField, optionsOf } from '../components/select-field';
import { useFilteredPage } from '../components/use-filtered-page';
import { RequireRight } from '../layout/require-right';
import { BuybackButton } from '../buybacks/buyback-form-modal';
import { PieceFormModal } from './piece-form-modal';
import { PieceTransfer } from './piece-transfer';
import { PieceStatusBadge, conditionText } from './piece-labels';

const PAGE_SIZE = 20;

const TABLE: PagedListTable<PieceList, Piece> = {
  what: 'kho đồng hồ',
  rows: (d) => d.pieces,
  caption: 'Danh sách đồng hồ',
  columns: [
    { label: 'Số serial' },
    { label: 'Sản phẩm' },
    { label: 'Tình trạng', className: 'hidden md:table-cell' },
    { label: 'Nguồn', className: 'hidden lg:table-cell' },
    { label: 'Ngày nhập', className: 'hidden lg:table-cell' },
    { label: 'Trạng thái' },
  ],
  empty: 'Chưa có đồng hồ nào trong kho',
  noMatch: 'Không tìm thấy đồng hồ phù hợp',
  count: (total) => `Tổng số ${total} đồng hồ`,
};

/** The list's filters, each a choice of one value or Tất cả. */
const FILTERS = [
  { name: 'status', label: 'Trạng thái', options: optionsOf(PIECE_STATUSES, PIECE_STATUS_LABELS) },
  { name: 'condition', label: 'Tình trạng', options: optionsOf(PIECE_CONDITIONS, PIECE_CONDITION_LABELS) },
  { name: 'source', label: 'Nguồn', options: optionsOf(PIECE_SOURCES, PIECE_SOURCE_LABELS) },
] as const;

const piecePath = (id: number) => `/admin/pieces/${id}`;

function Pieces() {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const search = useSearch(300);
  const { filters, filter, list, filtered } = useFilteredPage<{
    status?: PieceStatus;
    condition?: PieceCondition;
    source?: PieceSource;
  }>(PAGE_SIZE, search.term);
  const [receiving, setReceiving] = useState(false);
  const query = useQuery(
    piecesQueryOptions({
      serial: search.term || undefined,
      ...filters,
      ...list.window,
    }),
  );
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeading
        title="Kho đồng hồ"
        actions={
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
        }
      >
        Từng chiếc đồng hồ theo số serial: nhập kho, giữ cho đơn, đã bán, bảo dưỡng. Tồn kho của phiên bản theo dõi từng
        chiếc được tính từ đây.
      </ScreenHeading>
      <div className="grid gap-3 md:grid-cols-4">
        <SearchField
          className="md:col-span-1"
          label="Tìm theo số serial"
          placeholder="Số serial (bỏ qua hoa thường, dấu cách, gạch ngang)"
          {...search.field}
        />
        {FILTERS.map(({ name, label, options }) => (
          <SelectField key={name} label={label} {...filter(name)} options={options}>
            <option value="">Tất cả</option>
          </SelectField>
        ))}
      </div>
      <PagedTable query={query} table={TABLE} paging={list.paging} filtered={filtered}>
        {(p) => (
          <tr key={p.id} className="hover:bg-stone-50/60">
            <LinkCell to={piecePath(p.id)} className="px-3 py-3 font-mono">
              {p.serial}
            </LinkCell>
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
        )}
      </PagedTable>
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
