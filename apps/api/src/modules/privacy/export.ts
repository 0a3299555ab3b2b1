import { vietnameseDate } from '@shop/core/seller';
import { CONSENT_TEXTS } from '@shop/core/consent-texts';
import { MESSAGE_KIND_INFO } from '@shop/core/schemas/message';
import { ORDER_STATUS_LABELS } from '@shop/core/constants';
import { formatAddress } from '@shop/core/schemas/order';
import { PIECE_STATUS_LABELS } from '@shop/core/schemas/piece';
import { SERVICE_STATUS_LABELS } from '@shop/core/schemas/service';
import { shopDateTime, type Cell } from '../../lib/tabular.ts';
import type { dataRequestsRepository } from './repository.ts';

type Exported = Awaited<ReturnType<ReturnType<typeof dataRequestsRepository>['export']>>;

/** The columns of a person's data as CSV: one row per order line, message, consent, watch sold to the shop, service ticket and its photo. */
export const EXPORT_HEADER = [
  'Loại',
  'Mã đơn',
  'Thời gian',
  'Họ tên',
  'Số điện thoại',
  'Email',
  'Địa chỉ',
  'Ghi chú',
  'Nội dung',
  'Số lượng',
  'Số tiền',
  'Trạng thái',
] as const;

const at = (iso: string | null) => (iso ? shopDateTime(new Date(iso)) : null);

/** The rows of the CSV export (the JSON export is `data` itself). */
export function exportRows(data: Exported): Cell[][] {
  const orderRows = data.orders.flatMap((o) =>
    o.items.map((l): Cell[] => [
      'Đơn hàng',
      o.code,
      at(o.createdAt),
      o.customer,
      o.phone,
      o.email,
      formatAddress(o.shippingAddress),
      o.note,
      `${l.productName} ${l.variantName}`.trim(),
      l.quantity,
      l.price * l.quantity,
      ORDER_STATUS_LABELS[o.status],
    ]),
  );
  const messageRows = data.messages.map((m): Cell[] => [
    'Tin nhắn',
    null,
    at(m.createdAt),
    null,
    m.channel === 'email' ? null : m.recipient,
    m.channel === 'email' ? m.recipient : null,
    null,
    null,
    MESSAGE_KIND_INFO[m.kind].label,
    null,
    null,
    m.status,
  ]);
  const consentRows = data.consents.map((c): Cell[] => [
    'Đồng ý',
    c.orderCode,
    at(c.givenAt),
    null,
    data.phone,
    null,
    null,
    null,
    `${CONSENT_TEXTS[c.purpose].label} (phiên bản ${c.textVersion}): ${c.text}`,
    null,
    null,
    c.withdrawnAt ? `Đã rút lại ${at(c.withdrawnAt)}` : 'Còn hiệu lực',
  ]);
  const buybackRows = data.buybacks.map((b): Cell[] => [
    'Thu mua lại',
    b.code,
    vietnameseDate(b.boughtAt),
    b.sellerName,
    b.sellerPhone,
    null,
    null,
    b.note,
    `${b.brandName} ${b.productName} ${b.variantName}, serial ${b.serial}${b.sellerIdNumber ? `, CCCD ${b.sellerIdNumber}` : ''}`,
    1,
    b.price ?? null,
    PIECE_STATUS_LABELS[b.pieceStatus],
  ]);
  const serviceRows = data.services.map((v): Cell[] => [
    'Sửa chữa',
    v.code,
    at(v.createdAt),
    v.customerName,
    v.phone,
    v.email,
    null,
    v.note,
    `${v.brandName} ${v.model}${v.serial ? `, serial ${v.serial}` : ''}: ${v.problem}`,
    1,
    v.fee ?? v.estimate,
    SERVICE_STATUS_LABELS[v.status],
  ]);
  const ticketCode = new Map(data.services.map((v) => [v.id, v.code]));
  const photoRows = data.servicePhotos.map((p): Cell[] => [
    'Ảnh phiếu sửa chữa',
    ticketCode.get(p.serviceId) ?? null,
    at(p.createdAt),
    null,
    null,
    null,
    null,
    null,
    `${p.originalName} (${p.width}×${p.height})`,
    null,
    null,
    null,
  ]);
  return [...orderRows, ...messageRows, ...consentRows, ...buybackRows, ...serviceRows, ...photoRows];
}
