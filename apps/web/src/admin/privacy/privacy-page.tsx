import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  DATA_REQUEST_STATUSES,
  type DataRequest,
  type DataRequestStatus,
} from '@shop/core/schemas/privacy';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  dataRequestsQueryOptions,
  downloadPersonalData,
  useCloseDataRequest,
  useEraseDataSubject,
} from '../../api/privacy';
import { errorMessage } from '../../api/client';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { saveFile } from '../../lib/save-file';
import { Badge } from '../components/badge';
import type { ListTable } from '../components/paged-table';
import { QueryTable } from '../components/query-list';
import { ScreenHeading } from '../components/screen-heading';
import { RequireRight } from '../layout/require-right';
import { formatOrderDateTime } from '../orders/order-format';
import { ConsentLookup } from './consent-lookup';
import { PrivacySettings } from './privacy-settings';

const TABLE: ListTable<{ requests: DataRequest[] }, DataRequest> = {
  what: 'danh sách yêu cầu',
  rows: (d) => d.requests,
  caption: 'Yêu cầu dữ liệu cá nhân',
  columns: ['Yêu cầu', 'Số điện thoại', 'Mã đơn', 'Gửi lúc', 'Hạn trả lời', 'Trạng thái', 'Thao tác'],
  empty: 'Không có yêu cầu nào.',
};

/**
 * Yêu Cầu Dữ Liệu (/admin/privacy, issue 27 §4): the requests people made at `/yeu-cau-du-lieu` to
 * see, correct or delete their data, the open ones first with their deadline; for each, the person's
 * data as JSON or CSV, the erasure, and closing it (done, or rejected with the reason).
 */
export function PrivacyPage() {
  return (
    <RequireRight resource="privacy" what="yêu cầu dữ liệu">
      <PrivacyScreen />
    </RequireRight>
  );
}

type Filter = DataRequestStatus | 'all';

function PrivacyScreen() {
  const { can } = usePermissions();
  const [filter, setFilter] = useState<Filter>('open');
  const list = useQuery(dataRequestsQueryOptions(filter));
  // The moment the screen opened: a request due before it is overdue.
  const [now] = useState(() => Date.now());
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeading title="Yêu cầu dữ liệu cá nhân" descriptionClassName="max-w-3xl">
        Khách hàng gửi yêu cầu xem, sửa hoặc xóa dữ liệu cá nhân tại trang Yêu cầu dữ liệu cá nhân của cửa hàng. Mỗi yêu
        cầu cần được trả lời trước hạn (số ngày trả lời yêu cầu, bên dưới). “Xuất” tải mọi đơn hàng, tin nhắn và sự đồng
        ý của người đó; “Xóa dữ liệu” thay họ tên, số điện thoại, email, địa chỉ và ghi chú bằng chữ “Đã xóa” ở mọi nơi,
        giữ lại số tiền, sản phẩm và thông tin người mua trên hóa đơn VAT đã xuất.
      </ScreenHeading>
      {can('settings', 'change') && <PrivacySettings />}
      <ConsentLookup canChange={can('privacy', 'change')} />
      <div role="group" aria-label="Trạng thái" className="flex flex-wrap gap-2">
        {(['open', ...DATA_REQUEST_STATUSES.filter((s) => s !== 'open'), 'all'] as Filter[]).map((s) => (
          <Button key={s} size="sm" variant={filter === s ? 'dark' : 'secondary'} onClick={() => setFilter(s)}>
            {s === 'all' ? 'Tất cả' : DATA_REQUEST_STATUS_LABELS[s]}
          </Button>
        ))}
      </div>
      <QueryTable query={list} table={TABLE}>
        {(r) => <RequestRow key={r.id} r={r} now={now} />}
      </QueryTable>
    </div>
  );
}

function RequestRow({ r, now }: { r: DataRequest; now: number }) {
  const { can } = usePermissions();
  const overdue = r.status === 'open' && Date.parse(r.dueAt) < now;
  const erased = r.phone.startsWith('xoa-');
  return (
    <tr>
      <td className="px-3 py-2 text-ink">
        <span className="font-medium">{DATA_REQUEST_KIND_LABELS[r.kind]}</span>
        {r.details && <p className="max-w-xs text-xs text-stone-600">{r.details}</p>}
      </td>
      <td className="px-3 py-2 font-mono text-ink">{r.phone}</td>
      <td className="px-3 py-2 font-mono text-ink">{r.orderCode}</td>
      <td className="px-3 py-2 whitespace-nowrap text-stone-700">{formatOrderDateTime(r.createdAt)}</td>
      <td className="px-3 py-2 whitespace-nowrap text-stone-700">
        {formatOrderDateTime(r.dueAt)}
        {overdue && <Badge className="ml-2 bg-red-100 text-red-800">Quá hạn</Badge>}
      </td>
      <td className="px-3 py-2 text-ink">
        {DATA_REQUEST_STATUS_LABELS[r.status]}
        {r.note && <p className="max-w-xs text-xs text-stone-600">{r.note}</p>}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          {!erased && <ExportButton id={r.id} format="json" />}
          {!erased && <ExportButton id={r.id} format="csv" />}
          {!erased && can('privacy', 'delete') && <EraseButton r={r} />}
          {r.status === 'open' && can('privacy', 'change') && <CloseButtons r={r} />}
        </div>
      </td>
    </tr>
  );
}

function ExportButton({ id, format }: { id: number; format: 'json' | 'csv' }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadPersonalData(id, format);
      saveFile(blob, filename);
    } catch (error) {
      toast.error(errorMessage(error, 'Không thể xuất dữ liệu'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" loading={busy} onClick={() => void run()}>
      {format === 'json' ? 'Xuất JSON' : 'Xuất CSV'}
    </Button>
  );
}

function EraseButton({ r }: { r: DataRequest }) {
  const [open, setOpen] = useState(false);
  const erase = useEraseDataSubject();
  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)}>
        Xóa dữ liệu
      </Button>
      <ConfirmDialog
        open={open}
        type="danger"
        title="Xóa dữ liệu cá nhân"
        confirmText="Xóa dữ liệu"
        onClose={() => setOpen(false)}
        message={`Thay họ tên, số điện thoại ${r.phone}, email, địa chỉ và ghi chú bằng “Đã xóa” trong mọi đơn hàng, tin nhắn, sự đồng ý và nhật ký của người này. Không thể hoàn tác.`}
        onConfirm={() =>
          erase.mutateAsync(r.id).then(
            () => {
              setOpen(false);
              toast.success('Đã xóa dữ liệu cá nhân');
            },
            (error: unknown) => toast.error(errorMessage(error, 'Không thể xóa dữ liệu')),
          )
        }
      />
    </>
  );
}

function CloseButtons({ r }: { r: DataRequest }) {
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const close = useCloseDataRequest();
  const run = (status: 'done' | 'rejected') =>
    close.mutateAsync({ id: r.id, status, note }).then(
      () => {
        setRejecting(false);
        toast.success(status === 'done' ? 'Đã đánh dấu đã xử lý' : 'Đã từ chối yêu cầu');
      },
      (error: unknown) => toast.error(errorMessage(error, 'Không thể cập nhật yêu cầu')),
    );
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => void run('done')} loading={close.isPending && !rejecting}>
        Đã xử lý
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
        Từ chối
      </Button>
      <ConfirmDialog
        open={rejecting}
        title="Từ chối yêu cầu"
        confirmText="Từ chối"
        onClose={() => setRejecting(false)}
        onConfirm={() => run('rejected')}
        message={
          <label className="flex flex-col gap-1 text-sm">
            Lý do từ chối
            <textarea
              className="rounded-lg border border-stone-300 p-2"
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
        }
      />
    </>
  );
}
