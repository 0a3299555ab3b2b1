import { INCIDENT_REPORT_HOURS } from '@shop/core/schemas/incident';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { unreportedIncidentsQueryOptions } from '../../api/incidents';
import { usePermissions } from '../../auth/use-permissions';

/**
 * A reminder on the dashboard, for whoever may read the register, while a personal-data incident has
 * not been reported: red once its 72 hours have passed. Nothing when every incident is reported.
 */
export function IncidentReminder() {
  const { can } = usePermissions();
  const query = useQuery({ ...unreportedIncidentsQueryOptions(), enabled: can('incidents', 'read') });
  if (!query.data || query.data.unreported === 0) return null;
  const { unreported, overdue } = query.data;
  const late = overdue > 0;
  return (
    <section
      aria-label="Nhắc nhở: sự cố dữ liệu chưa thông báo"
      className={
        late
          ? 'flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200'
          : 'flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200'
      }
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">
          {unreported} sự cố dữ liệu cá nhân chưa thông báo cho cơ quan chức năng
          {late ? ` (${overdue} đã quá ${INCIDENT_REPORT_HOURS} giờ)` : ''}
        </p>
        <p className="mt-1">
          Sự cố phải được thông báo trong {INCIDENT_REPORT_HOURS} giờ kể từ khi phát hiện.{' '}
          <Link to="/admin/incidents" className="font-semibold underline underline-offset-4">
            Mở sổ sự cố
          </Link>
        </p>
      </div>
    </section>
  );
}
