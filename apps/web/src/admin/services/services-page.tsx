import {
  SERVICE_STATUSES,
  SERVICE_STATUS_LABELS,
  type Service,
  type ServiceList,
  type ServiceStatus,
} from '@shop/core/schemas/service';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { servicesQueryOptions } from '../../api/services';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { LinkCell } from '../components/data-table';
import { PagedTable, type PagedListTable } from '../components/paged-table';
import { ScreenHeading } from '../components/screen-heading';
import { SearchField, useSearch } from '../components/search-field';
import { SelectField, optionsOf } from '../components/select-field';
import { useFilteredPage } from '../components/use-filtered-page';
import { RequireRight } from '../layout/require-right';
import { formatOrderDateTime } from '../orders/order-format';
import { ServiceFormModal } from './service-form-modal';
import { ServiceStatusBadge } from './service-labels';

const PAGE_SIZE = 20;

const TABLE: PagedListTable<ServiceList, Service> = {
  what: 'phiếu tiếp nhận',
  rows: (d) => d.services,
  caption: 'Danh sách phiếu tiếp nhận',
  columns: [
    { label: 'Mã phiếu' },
    { label: 'Đồng hồ' },
    { label: 'Khách hàng', className: 'hidden md:table-cell' },
    { label: 'Ngày nhận', className: 'hidden lg:table-cell' },
    { label: 'Trạng thái' },
  ],
  empty: 'Chưa có phiếu tiếp nhận nào',
  noMatch: 'Không tìm thấy phiếu phù hợp',
  count: (total) => `Tổng số ${total} phiếu`,
};

const servicePath = (id: number) => `/admin/services/${id}`;

function Services() {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const search = useSearch(300);
  const { filters, filter, list, filtered } = useFilteredPage<{ status?: ServiceStatus }>(PAGE_SIZE, search.term);
  const [opening, setOpening] = useState(false);
  const query = useQuery(servicesQueryOptions({ q: search.term || undefined, ...filters, ...list.window }));

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeading
        title="Sửa chữa & bảo hành"
        actions={
          can('services', 'change') && (
            <Button onClick={() => setOpening(true)}>
              <Plus className="size-4" aria-hidden /> Tiếp nhận đồng hồ
            </Button>
          )
        }
      >
        Phiếu tiếp nhận đồng hồ khách gửi sửa hoặc bảo hành: mua tại cửa hàng (theo số serial) hay mua nơi khác.
      </ScreenHeading>
      <div className="grid gap-3 md:grid-cols-3">
        <SearchField
          className="md:col-span-2"
          label="Tìm phiếu"
          placeholder="Mã phiếu (BH…), số điện thoại, số serial hoặc tên khách"
          {...search.field}
        />
        <SelectField
          label="Trạng thái"
          {...filter('status')}
          options={optionsOf(SERVICE_STATUSES, SERVICE_STATUS_LABELS)}
        >
          <option value="">Tất cả</option>
        </SelectField>
      </div>
      <PagedTable query={query} table={TABLE} paging={list.paging} filtered={filtered}>
        {(s) => (
          <tr key={s.id} className="hover:bg-stone-50/60">
            <LinkCell to={servicePath(s.id)} className="px-3 py-3 font-mono">
              {s.code}
            </LinkCell>
            <td className="px-3 py-3">
              <span className="block text-xs text-stone-500">{s.brandName}</span>
              {s.model}
              {s.serial && <span className="block font-mono text-xs text-stone-500">{s.serial}</span>}
            </td>
            <td className="hidden px-3 py-3 md:table-cell">
              {s.customerName}
              <span className="block text-xs text-stone-500">{s.phone}</span>
            </td>
            <td className="hidden px-3 py-3 whitespace-nowrap lg:table-cell">{formatOrderDateTime(s.createdAt)}</td>
            <td className="px-3 py-3">
              <ServiceStatusBadge status={s.status} />
              {s.underWarranty && <span className="mt-1 block text-xs text-emerald-700">Bảo hành</span>}
            </td>
          </tr>
        )}
      </PagedTable>
      {opening && (
        <ServiceFormModal onClose={() => setOpening(false)} onSaved={(s) => void navigate(servicePath(s.id))} />
      )}
    </div>
  );
}

/** Sửa Chữa & Bảo Hành (/admin/services): the service desk's tickets; needs services read. */
export function ServicesPage() {
  return (
    <RequireRight resource="services" what="phiếu sửa chữa, bảo hành">
      <Services />
    </RequireRight>
  );
}
