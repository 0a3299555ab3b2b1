import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { orderReturnsQueryOptions, returnQueryOptions } from '../../api/returns';
import { usePermissions } from '../../auth/use-permissions';
import { AuditHistoryLink } from '../audit/audit-history-link';
import { LoadError } from '../components/load-error';
import { BackLink } from '../components/text-link';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { LoadingState } from '../layout/screen-state';
import { ReturnActions } from './return-actions';
import { Card } from '../components/card';
import { ReturnFacts, ReturnLines, ReturnStatusBadge } from './return-parts';

/** One return (/admin/returns/:id): what is asked back, what was recorded, and the next steps. */
export function ReturnPage() {
  return (
    <RequireRight resource="returns" what="đổi trả">
      <ReturnScreen />
    </RequireRight>
  );
}

function ReturnScreen() {
  const id = Number(useParams().id);
  const money = useMoney();
  const { can } = usePermissions();
  const query = useQuery(returnQueryOptions(id));
  const order = useQuery({ ...orderReturnsQueryOptions(query.data?.orderId ?? 0), enabled: Boolean(query.data) });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <LoadError message="Không thể tải yêu cầu đổi trả" query={query} />;
  const r = query.data;
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <BackLink to="/admin/returns">Danh sách đổi trả</BackLink>
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold text-ink">Đổi trả #{r.id}</h2>
          <ReturnStatusBadge status={r.status} />
        </div>
        <p className="text-sm text-stone-600">
          Đơn hàng{' '}
          <Link to={`/admin/orders/${r.orderId}`} className="tracking-wide text-primary-ink hover:underline">
            {r.orderCode}
          </Link>{' '}
          · {r.customer} · {r.phone} · giá trị hàng trả {money(r.value)}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {can('returns', 'change') && <ReturnActions r={r} refundable={order.data?.refundable ?? null} />}
          <AuditHistoryLink resource="returns" id={r.id} of={`đổi trả #${r.id}`} look="text" />
        </div>
      </div>
      <Card title="Sản phẩm trả">
        <ReturnLines lines={r.lines} money={money} />
      </Card>
      <Card title="Chi tiết">
        <ReturnFacts r={r} money={money} />
      </Card>
    </div>
  );
}
