import { type Service } from '@shop/core/schemas/service';
import { formatMoney } from '@shop/core/pricing';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { serviceQueryOptions } from '../../api/services';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { RequireRight } from '../layout/require-right';
import { PrintScreen, PrintedSlip, publicLookupUrl } from '../warranty/printed-slip';
import { handedOverText } from './service-labels';

/**
 * The printed receipt of a watch taken in (A6, Vietnamese), on the warranty card's frame: the shop,
 * the ticket's code, the watch, the customer, the problem, what was handed over and how the watch
 * looked, the estimate and the day promised, two signatures, and a QR code of `/bao-hanh?code=…`
 * where the customer follows the ticket with their phone.
 */
function ServiceReceipt({ service: s }: { service: Service }) {
  return (
    <PrintedSlip
      label={`Phiếu tiếp nhận ${s.code}`}
      title="Phiếu tiếp nhận bảo hành, sửa chữa"
      code={s.code}
      lookup={publicLookupUrl({ code: s.code })}
      lookupText="nhập mã phiếu và số điện thoại để theo dõi tình trạng sửa chữa."
      qrAlt="Mã QR theo dõi phiếu sửa chữa"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt>Ngày nhận</dt>
        <dd>{formatDateTime(s.createdAt)}</dd>
        <dt>Khách hàng</dt>
        <dd className="font-semibold">
          {s.customerName} · {s.phone}
        </dd>
        <dt>Đồng hồ</dt>
        <dd className="font-semibold">
          {s.brandName} · {s.model}
        </dd>
        {s.serial && (
          <>
            <dt>Số serial</dt>
            <dd className="font-mono font-semibold">{s.serial}</dd>
          </>
        )}
        <dt>Bảo hành</dt>
        <dd>{s.underWarranty ? `Còn bảo hành (${s.warrantyCode ?? ''})` : 'Không (sửa chữa tính phí)'}</dd>
        <dt>Yêu cầu</dt>
        <dd>{s.problem}</dd>
        <dt>Tình trạng khi nhận</dt>
        <dd>{s.conditionNote ?? '—'}</dd>
        <dt>Đồ gửi kèm</dt>
        <dd>{handedOverText(s)}</dd>
        <dt>Chi phí dự kiến</dt>
        <dd>{s.estimate === null ? 'Báo giá sau khi kiểm tra' : formatMoney(s.estimate)}</dd>
        {s.promisedDate && (
          <>
            <dt>Ngày hẹn trả</dt>
            <dd className="font-semibold">{formatDate(s.promisedDate)}</dd>
          </>
        )}
      </dl>
      <p className="border-t border-stone-400 pt-2">
        Quý khách vui lòng giữ phiếu này và mang theo khi nhận lại đồng hồ. Cửa hàng sẽ báo giá trước khi sửa chữa.
      </p>
      <div className="grid grid-cols-2 gap-3 pb-8 text-center">
        <p className="font-semibold">Khách hàng</p>
        <p className="font-semibold">Nhân viên nhận{s.receivedBy ? ` (${s.receivedBy})` : ''}</p>
      </div>
    </PrintedSlip>
  );
}

function ReceiptScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...serviceQueryOptions(valid ? id : 0), enabled: valid });
  return (
    <PrintScreen
      valid={valid}
      query={query}
      back={valid ? `/admin/services/${id}` : '/admin/services'}
      printLabel="In phiếu tiếp nhận"
      what="phiếu tiếp nhận"
    >
      {(s) => <ServiceReceipt service={s} />}
    </PrintScreen>
  );
}

/** The printable receipt of a ticket (/admin/services/:id/print), without the back office's frame. */
export function ServiceReceiptPage() {
  return (
    <RequireRight resource="services" what="phiếu tiếp nhận">
      <ReceiptScreen />
    </RequireRight>
  );
}
