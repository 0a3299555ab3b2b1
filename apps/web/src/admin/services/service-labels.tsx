import {
  SERVICE_ITEM_LABELS,
  SERVICE_STATUS_LABELS,
  type Service,
  type ServiceStatus,
} from '@shop/core/schemas/service';
import { Badge } from '../components/badge';

const STATUS_CLASS: Record<ServiceStatus, string> = {
  received: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  checking: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200',
  quoted: 'bg-violet-50 text-violet-800 ring-1 ring-violet-200',
  repairing: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200',
  sent_to_brand: 'bg-indigo-50 text-indigo-800 ring-1 ring-indigo-200',
  ready: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  returned: 'bg-stone-100 text-stone-700 ring-1 ring-stone-200',
  cancelled: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return <Badge className={STATUS_CLASS[status]}>{SERVICE_STATUS_LABELS[status]}</Badge>;
}

/** "Dây, Hộp, túi da" or "Không có". */
export function handedOverText(s: Pick<Service, 'handedOver' | 'handedOverNote'>): string {
  const parts = [...s.handedOver.map((i) => SERVICE_ITEM_LABELS[i]), s.handedOverNote].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Không có';
}

/** What the button of a move says (quoted → ready: the customer declined the quote). */
export function moveLabel(from: ServiceStatus, to: ServiceStatus): string {
  if (from === 'quoted' && to === 'ready') return 'Khách không sửa: chờ trả';
  if (from === 'sent_to_brand' && to === 'repairing') return 'Hãng trả về: sửa tiếp';
  if (from === 'sent_to_brand' && to === 'ready') return 'Hãng trả về: sẵn sàng trả';
  const verbs: Record<ServiceStatus, string> = {
    received: 'Tiếp nhận',
    checking: 'Bắt đầu kiểm tra',
    quoted: 'Đã báo giá',
    repairing: 'Khách đồng ý: sửa',
    sent_to_brand: 'Gửi hãng',
    ready: 'Đã sửa xong',
    returned: 'Đã trả khách',
    cancelled: 'Hủy phiếu',
  };
  return verbs[to];
}
