import { SERVICE_STATUSES, SERVICE_STATUS_LABELS, type ServiceStatus } from '@shop/core/schemas/service';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { servicesQueryOptions } from '../../api/services';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { pageCount } from '../../lib/page-window';
import { LoadError } from '../components/load-error';
import { SearchField, useSearch } from '../components/search-field';
import { SelectField, optionsOf } from '../components/select-field';
import { RequireRight } from '../layout/require-right';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { formatOrderDateTime } from '../orders/order-format';
import { ServiceFormModal } from './service-form-modal';
import { ServiceStatusBadge } from './service-labels';

const PAGE_SIZE = 20;

const COLUMNS = [
  { label: 'Mã phiếu' },
  { label: 'Đồng hồ' },
  { label: 'Khách hàng', className: 'hidden md:table-cell' },
  { label: 'Ngày nhận', className: 'hidden lg:table-cell' },
  { label: 'Trạng thái' },
];

const servicePath = (id: number) => `/admin/services/${id}`;

function Services() {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const search = useSearch(300);
  const [status, setStatus] = useState<ServiceStatus | undefined>();
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const [opening, setOpening] = useState(false);
  const key = JSON.stringify([search.term, status]);
  const page = paging.key === key ? paging.page : 1;
  const query = useQuery(
    servicesQueryOptions({ q: search.term || undefined, status, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }),
  );
  const total = query.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">Sửa chữa &amp; bảo hành</h2>
          <p className="mt-1 text-sm text-stone-600">
            Phiếu tiếp nhận đồng hồ khách gửi sửa hoặc bảo hành: mua tại cửa hàng (theo số serial) hay mua nơi khác.
          </p>
        </div>
        {can('services', 'change') && (
          <Button onClick={() => setOpening(true)}>
            <Plus className="size-4" aria-hidden /> Tiếp nhận đồng hồ
          </Button>
        )}
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        <SearchField
          className="md:col-span-2"
          label="Tìm phiếu"
          placeholder="Mã phiếu (BH…), số điện thoại, số serial hoặc tên khách"
          {...search.field}
        />
        <SelectField
          label="Trạng thái"
          value={status ?? ''}
          onChange={(e) => setStatus((e.target.value || undefined) as ServiceStatus | undefined)}
        >
          <option value="">Tất cả</option>
          {optionsOf(SERVICE_STATUSES, SERVICE_STATUS_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
      </div>
      {query.isPending ? (
        <LoadingState label="Đang tải phiếu tiếp nhận..." />
      ) : query.isError ? (
        <LoadError message="Không thể tải phiếu tiếp nhận" query={query} />
      ) : query.data.services.length === 0 ? (
        <EmptyState className="rounded-2xl bg-white ring-1 ring-stone-200">
          {search.term || status ? 'Không tìm thấy phiếu phù hợp' : 'Chưa có phiếu tiếp nhận nào'}
        </EmptyState>
      ) : (
        <div
          className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
          aria-busy={query.isFetching}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Danh sách phiếu tiếp nhận</caption>
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
              {query.data.services.map((s) => (
                <tr key={s.id} className="hover:bg-stone-50/60">
                  <td className="px-3 py-3 font-mono">
                    <Link to={servicePath(s.id)} className="font-medium text-primary-ink hover:underline">
                      {s.code}
                    </Link>
                  </td>
                  <td className="px-3 py-3">
                    <span className="block text-xs text-stone-500">{s.brandName}</span>
                    {s.model}
                    {s.serial && <span className="block font-mono text-xs text-stone-500">{s.serial}</span>}
                  </td>
                  <td className="hidden px-3 py-3 md:table-cell">
                    {s.customerName}
                    <span className="block text-xs text-stone-500">{s.phone}</span>
                  </td>
                  <td className="hidden px-3 py-3 whitespace-nowrap lg:table-cell">
                    {formatOrderDateTime(s.createdAt)}
                  </td>
                  <td className="px-3 py-3">
                    <ServiceStatusBadge status={s.status} />
                    {s.underWarranty && <span className="mt-1 block text-xs text-emerald-700">Bảo hành</span>}
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
            Tổng số {total} phiếu
          </p>
          <Pagination
            page={page}
            totalPages={pageCount(total, PAGE_SIZE)}
            onPageChange={(next) => setPaging({ key, page: next })}
            label="Phân trang phiếu tiếp nhận"
          />
        </div>
      )}
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
