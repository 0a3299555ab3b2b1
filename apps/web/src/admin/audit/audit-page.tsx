import { AUDIT_RESOURCES, type AuditEntry } from '@shop/core/schemas/audit';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, X } from 'lucide-react';
import { Fragment } from 'react';
import { auditQueryOptions, type AuditFilters } from '../../api/audit';
import { usePermissions } from '../../auth/use-permissions';
import { usersQueryOptions } from '../../api/users';
import { Button } from '../../components/ui/button';
import { fieldClass } from '../components/field-styles';
import { QueryList } from '../components/query-list';
import { useListParams } from '../components/use-list-params';
import { NoAccess } from '../components/no-access';
import { optionsOf, SelectField } from '../components/select-field';
import { LoadingState } from '../layout/screen-state';
import { auditActionLabel, auditResourceLabel } from './audit-labels';
import { formatDateTime } from '../../lib/format-date';
import { DataTable } from '../components/data-table';
import { ScreenHeading } from '../components/screen-heading';
import { TableHead } from '../components/table-head';
import { useToggleSet } from '../components/use-toggle-set';

export const AUDIT_PAGE_SIZE = 25;

/** Nhật Ký (/admin/audit): who changed what, for those with the audit read right (docs/audit-log.md). */
export function AuditPage() {
  const { can, isLoading } = usePermissions();
  if (isLoading) return <LoadingState />;
  if (!can('audit', 'read')) return <NoAccess what="nhật ký thay đổi" />;
  return <AuditScreen canReadUsers={can('users', 'read')} />;
}

/** A date of the date inputs (the browser's own day) as the instant it starts or ends. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** The filters live in the address, so a record's "Lịch sử thay đổi" link opens the screen filtered. */
function useAuditFilters() {
  const { value, page, set, setPage } = useListParams();
  return {
    resource: value('resource'),
    record: value('record'),
    userId: value('userId'),
    /** '' (the default): changes only; `sign-ins`; `all`. */
    kind: value('kind'),
    from: value('from'),
    to: value('to'),
    page,
    set,
    setPage,
  };
}

function AuditScreen({ canReadUsers }: { canReadUsers: boolean }) {
  const f = useAuditFilters();
  const filters: AuditFilters = {
    limit: AUDIT_PAGE_SIZE,
    skip: (f.page - 1) * AUDIT_PAGE_SIZE,
    resource: f.resource,
    record: f.resource ? f.record : '',
    userId: f.userId,
    // Sign-ins are a filter of their own, hidden by default.
    kind: f.kind === 'all' ? '' : f.kind === 'sign-ins' ? 'sign-ins' : 'changes',
    from: f.from ? dayStart(f.from) : '',
    to: f.to ? dayEnd(f.to) : '',
  };
  const list = useQuery(auditQueryOptions(filters));
  const users = useQuery({ ...usersQueryOptions(), enabled: canReadUsers });

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeading title="Nhật ký thay đổi">
        Mọi thay đổi của nhân viên: ai, lúc nào, từ địa chỉ nào, và giá trị trước và sau.
      </ScreenHeading>

      <section
        aria-label="Bộ lọc"
        className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-5"
      >
        <SelectField
          label="Loại dữ liệu"
          value={f.resource}
          onChange={(e) => f.set({ resource: e.target.value, record: '' })}
          options={optionsOf(
            AUDIT_RESOURCES.filter((r) => r !== 'auth'),
            auditResourceLabel,
          )}
        >
          <option value="">Tất cả</option>
        </SelectField>
        <SelectField label="Loại mục" value={f.kind} onChange={(e) => f.set({ kind: e.target.value })}>
          <option value="">Thay đổi</option>
          <option value="sign-ins">Đăng nhập, đăng xuất</option>
          <option value="all">Tất cả</option>
        </SelectField>
        {canReadUsers ? (
          <SelectField label="Người dùng" value={f.userId} onChange={(e) => f.set({ userId: e.target.value })}>
            <option value="">Tất cả</option>
            {(users.data ?? []).map((u) => (
              <option key={u.id} value={String(u.id)}>
                {u.username}
              </option>
            ))}
          </SelectField>
        ) : (
          <div />
        )}
        <DateField label="Từ ngày" value={f.from} max={f.to || undefined} onChange={(from) => f.set({ from })} />
        <DateField label="Đến ngày" value={f.to} min={f.from || undefined} onChange={(to) => f.set({ to })} />
        {f.resource && f.record && (
          <p className="flex items-center gap-2 text-sm text-stone-700 sm:col-span-2 lg:col-span-5">
            Lịch sử của {auditResourceLabel(f.resource).toLowerCase()}{' '}
            {list.data?.entries.find((e) => e.resourceId === f.record)?.label ?? `#${f.record}`}
            <Button variant="secondary" size="sm" onClick={() => f.set({ record: '' })}>
              <X className="size-4" aria-hidden="true" />
              Bỏ lọc bản ghi
            </Button>
          </p>
        )}
      </section>

      <QueryList
        query={list}
        rows={(d) => d.entries}
        loadError={list.error?.message || 'Không tải được nhật ký'}
        empty="Không có mục nào trong nhật ký."
        paging={{ page: f.page, pageSize: AUDIT_PAGE_SIZE, onPageChange: f.setPage, count: (n) => `${n} mục` }}
      >
        {(entries) => <AuditTable entries={entries} />}
      </QueryList>
    </div>
  );
}

function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="block text-sm font-medium text-ink">
      <span className="mb-1.5 block">{label}</span>
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass(false, 'h-11')}
      />
    </label>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { items: open, toggle } = useToggleSet<number>();
  return (
    <DataTable
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
      headClassName="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600"
      cellClassName="px-4 py-3"
      columns={['Thời gian', 'Người dùng', 'Hành động', 'Dữ liệu', 'Địa chỉ IP', { label: 'Chi tiết', srOnly: true }]}
    >
      {entries.map((entry) => {
        const changes = entry.details;
        const expanded = open.has(entry.id);
        const detailId = `audit-${entry.id}-changes`;
        return (
          <Fragment key={entry.id}>
            <tr aria-label={`Mục nhật ký ${entry.id}`}>
              <td className="whitespace-nowrap px-4 py-3 text-stone-700">{formatDateTime(entry.at)}</td>
              <td className="px-4 py-3 font-medium text-ink">{entry.username}</td>
              <td className="px-4 py-3">{auditActionLabel(entry.action)}</td>
              <td className="px-4 py-3">
                {auditResourceLabel(entry.resource)}
                {entry.label ? (
                  <span className="font-medium text-ink"> · {entry.label}</span>
                ) : (
                  entry.resourceId && <span className="text-stone-500"> #{entry.resourceId}</span>
                )}
                {entry.action === 'import' && !entry.resourceId && (
                  <span className="text-stone-500"> · lần nhập #{entry.id}</span>
                )}
                {entry.parentId !== null && <span className="text-stone-500"> · thuộc lần nhập #{entry.parentId}</span>}
              </td>
              <td className="px-4 py-3 font-mono text-xs text-stone-600">{entry.ip}</td>
              <td className="px-4 py-3 text-right">
                {changes.length > 0 && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-expanded={expanded}
                    aria-controls={detailId}
                    onClick={() => toggle(entry.id)}
                  >
                    {expanded ? (
                      <ChevronDown className="size-4" aria-hidden="true" />
                    ) : (
                      <ChevronRight className="size-4" aria-hidden="true" />
                    )}
                    {expanded ? 'Ẩn thay đổi' : `Xem ${changes.length} thay đổi`}
                  </Button>
                )}
              </td>
            </tr>
            {expanded && (
              <tr id={detailId}>
                <td colSpan={6} className="bg-stone-50 px-4 py-3">
                  <table className="w-full text-sm" aria-label={`Thay đổi của mục ${entry.id}`}>
                    <TableHead
                      className="text-xs text-stone-600"
                      cellClassName="py-1 text-left"
                      columns={[{ label: 'Trường', className: 'pr-4' }, { label: 'Trước', className: 'pr-4' }, 'Sau']}
                    />
                    <tbody>
                      {changes.map((change) => (
                        <tr key={change.field}>
                          <th scope="row" className="py-1 pr-4 text-left font-medium text-ink">
                            {change.label}
                          </th>
                          <td className="break-words py-1 pr-4 text-red-800">{change.before}</td>
                          <td className="break-words py-1 text-emerald-800">{change.after}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </DataTable>
  );
}
