import { INCIDENT_REPORT_HOURS, type Incident, type IncidentList } from '@shop/core/schemas/incident';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { incidentsQueryOptions, useIncidentMutations } from '../../api/incidents';
import { usePermissions } from '../../auth/use-permissions';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatDateTime } from '../../lib/format-date';
import { Badge } from '../components/badge';
import { EditDeleteButtons } from '../components/icon-button';
import { ListHeading } from '../components/list-heading';
import type { ListTable } from '../components/paged-table';
import { QueryTable } from '../components/query-list';
import { noPermissionMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { RequireRight } from '../layout/require-right';
import { IncidentFormModal } from './incident-form-modal';

const TABLE: ListTable<IncidentList, Incident> = {
  what: 'sổ sự cố',
  rows: (d) => d.incidents,
  caption: 'Sổ sự cố dữ liệu cá nhân',
  columns: [
    'Sự việc',
    'Phát hiện lúc',
    'Dữ liệu bị ảnh hưởng',
    'Thông báo',
    'Tình trạng',
    { label: 'Thao tác', className: 'text-right' },
  ],
  empty: 'Chưa có sự cố nào được ghi nhận.',
};

/**
 * Sự Cố Dữ Liệu (/admin/incidents): the register of personal-data incidents, what happened, when
 * it was found, what data, whom the shop told and when. An entry not reported within 72 hours of
 * being found is marked overdue (the dashboard reminds of it too).
 */
export function IncidentsPage() {
  return (
    <RequireRight resource="incidents" what="sự cố dữ liệu">
      <IncidentsScreen />
    </RequireRight>
  );
}

/** Where an entry stands: reported (and when), overdue, or still within its 72 hours. */
function ReportState({ incident }: { incident: Incident }) {
  if (incident.reportedAt)
    return <Badge className="bg-emerald-50 text-emerald-800">Đã thông báo {formatDateTime(incident.reportedAt)}</Badge>;
  if (incident.overdue)
    return <Badge className="bg-red-50 text-red-800">Quá hạn thông báo ({formatDateTime(incident.reportDue)})</Badge>;
  return <Badge className="bg-amber-50 text-amber-900">Thông báo trước {formatDateTime(incident.reportDue)}</Badge>;
}

function IncidentsScreen() {
  const { can } = usePermissions();
  const canChange = can('incidents', 'change');
  const canDelete = can('incidents', 'delete');
  const list = useQuery(incidentsQueryOptions());
  const { remove } = useIncidentMutations();
  const { showFailure, alertDialog } = useAlert();
  const [editing, setEditing] = useState<{ incident?: Incident } | null>(null);
  const [deleting, setDeleting] = useState<Incident | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Đã xóa sự cố');
    } catch (error) {
      showFailure(error, { fallback: 'Không thể xóa sự cố', forbidden: noPermissionMessage('xóa', 'sự cố') });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <ListHeading
        title="Sổ sự cố dữ liệu cá nhân"
        addLabel="Thêm Sự Cố"
        onAdd={canChange ? () => setEditing({}) : undefined}
      />
      <p className="max-w-3xl text-sm text-stone-600">
        Ghi lại mọi sự cố làm lộ, mất hoặc sai lệch dữ liệu cá nhân của khách hàng: sự việc, thời điểm phát hiện, dữ
        liệu bị ảnh hưởng, đã thông báo cho ai và khi nào, biện pháp đã làm. Sự cố phải được thông báo cho cơ quan chức
        năng trong {INCIDENT_REPORT_HOURS} giờ kể từ khi phát hiện.
      </p>
      <QueryTable query={list} table={TABLE}>
        {(i) => (
          <tr key={i.id}>
            <td className="px-3 py-2 align-top">
              <p className="font-medium text-ink">{i.title}</p>
              {i.peopleAffected !== null && (
                <p className="text-xs text-stone-500">{i.peopleAffected.toLocaleString('vi-VN')} người bị ảnh hưởng</p>
              )}
            </td>
            <td className="px-3 py-2 align-top whitespace-nowrap text-stone-700">{formatDateTime(i.foundAt)}</td>
            <td className="px-3 py-2 align-top text-stone-700">{i.data}</td>
            <td className="px-3 py-2 align-top">
              <ReportState incident={i} />
              {i.reportedTo && <p className="mt-1 text-xs text-stone-600">{i.reportedTo}</p>}
            </td>
            <td className="px-3 py-2 align-top text-stone-700">{i.closed ? 'Đã xử lý xong' : 'Đang xử lý'}</td>
            <td className="px-3 py-1.5 align-top">
              <div className="flex justify-end gap-1">
                <EditDeleteButtons
                  of={`sự cố ${i.title}`}
                  onEdit={canChange ? () => setEditing({ incident: i }) : undefined}
                  onDelete={canDelete && !i.reportedAt ? () => setDeleting(i) : undefined}
                />
              </div>
            </td>
          </tr>
        )}
      </QueryTable>
      {editing && <IncidentFormModal incident={editing.incident} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        type="danger"
        message={`Xóa sự cố "${deleting?.title ?? ''}" khỏi sổ? Chỉ xóa khi ghi nhầm; sự cố đã thông báo được giữ lại.`}
      />
      {alertDialog}
    </div>
  );
}
