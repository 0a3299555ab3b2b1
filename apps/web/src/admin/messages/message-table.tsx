import {
  CHANNEL_LABELS,
  MESSAGE_KIND_INFO,
  MESSAGE_STATUS_LABELS,
  type Message,
  type MessageStatus,
} from '@shop/core/schemas/message';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { useResendMessage } from '../../api/messages';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { Badge } from '../components/badge';
import { DataTable } from '../components/data-table';
import { noPermissionMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { formatOrderDateTime } from '../orders/order-format';

const STATUS_LOOK: Record<MessageStatus, string> = {
  queued: 'bg-amber-100 text-amber-800',
  sent: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  held: 'bg-stone-200 text-stone-700',
  expired: 'bg-stone-100 text-stone-600',
};

function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge className={STATUS_LOOK[status]}>{MESSAGE_STATUS_LABELS[status]}</Badge>;
}

/**
 * Messages as a table: kind, channel, recipient, state, attempts, last error, sent at (and the order,
 * on the screen across orders), each with Gửi lại for a role with the messages change right.
 */
export function MessageTable({ messages, showOrder = false }: { messages: Message[]; showOrder?: boolean }) {
  const { can } = usePermissions();
  const mayResend = can('messages', 'change');
  const resend = useResendMessage();
  const { showAlert, showFailure, alertDialog } = useAlert();

  const onResend = (m: Message) =>
    resend.mutate(m.id, {
      onSuccess: () => showAlert({ type: 'success', message: `Đã xếp tin nhắn gửi lại tới ${m.recipient}` }),
      onError: (error) =>
        showFailure(error, {
          fallback: 'Không gửi lại được tin nhắn',
          forbidden: noPermissionMessage('gửi lại', 'tin nhắn'),
        }),
    });

  return (
    <>
      <DataTable
        className="mt-2 overflow-x-auto rounded-xl ring-1 ring-stone-200"
        caption="Tin nhắn"
        columns={[
          showOrder && 'Đơn hàng / phiếu',
          'Loại tin',
          'Kênh',
          'Người nhận',
          'Trạng thái',
          'Số lần gửi',
          'Lỗi gần nhất',
          'Gửi lúc',
          mayResend && { label: 'Thao tác', srOnly: true },
        ]}
      >
        {messages.map((m) => (
          <tr key={m.id} className="align-top">
            {showOrder && (
              <td className="px-3 py-2 whitespace-nowrap">
                {m.orderId ? (
                  <Link to={`/admin/orders/${m.orderId}`} className="text-primary-ink hover:underline">
                    {m.orderCode}
                  </Link>
                ) : m.serviceId ? (
                  <Link to={`/admin/services/${m.serviceId}`} className="text-primary-ink hover:underline">
                    {m.serviceCode}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            )}
            <td className="px-3 py-2 text-ink">{MESSAGE_KIND_INFO[m.kind].label}</td>
            <td className="px-3 py-2 whitespace-nowrap">{CHANNEL_LABELS[m.channel]}</td>
            <td className="px-3 py-2 break-all text-stone-700">{m.recipient}</td>
            <td className="px-3 py-2">
              <MessageStatusBadge status={m.status} />
            </td>
            <td className="px-3 py-2 text-center">{m.attempts}</td>
            <td className="max-w-xs px-3 py-2 break-words text-stone-700">{m.lastError ?? '—'}</td>
            <td className="px-3 py-2 whitespace-nowrap text-stone-700">
              {m.sentAt ? formatOrderDateTime(m.sentAt) : '—'}
            </td>
            {mayResend && (
              <td className="px-3 py-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() => onResend(m)}
                  aria-label={`Gửi lại tin ${MESSAGE_KIND_INFO[m.kind].label} tới ${m.recipient}`}
                >
                  <RotateCcw className="size-4" aria-hidden="true" />
                  Gửi lại
                </Button>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      {alertDialog}
    </>
  );
}
