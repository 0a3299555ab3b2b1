import {
  MAX_RETURN_PHOTOS,
  MAX_RETURN_PHOTO_BYTES,
  REFUND_METHOD_LABELS,
  RETURN_STATUS_LABELS,
  type ShopperReturns,
} from '@shop/core/schemas/return';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { shopperReturnsQueryOptions, useRequestReturn } from '../../api/returns';
import { useReturnForm } from '../../api/return-form';
import { ReturnLinesField } from '../../components/return-lines-field';
import { Button } from '../../components/ui/button';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { formatMoney } from '@shop/core/pricing';

/**
 * Đổi trả on the tracking page (issue 27 §3): the shopper's returns of a delivered order and, within
 * the shop's window, the form to ask for one (which pieces, why, up to three photos).
 */
export function OrderReturnsPanel({ code, phone }: { code: string; phone: string }) {
  const headingId = useId();
  const query = useQuery(shopperReturnsQueryOptions(code, phone));
  const [asking, setAsking] = useState(false);
  if (!query.data) return null;
  const data = query.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h3 id={headingId} className="font-semibold text-ink">
        Đổi trả
      </h3>
      <p className="text-sm text-stone-600">
        {data.deadline && data.canRequest
          ? `Anh/chị có thể yêu cầu đổi trả đến ${formatDateTime(data.deadline)} (${data.windowDays} ngày sau khi nhận hàng). `
          : data.deadline
            ? `Thời hạn yêu cầu đổi trả (${data.windowDays} ngày sau khi nhận hàng) đã hết hoặc không còn sản phẩm để trả. `
            : ''}
        Xem{' '}
        <Link to="/chinh-sach/doi-tra-va-hoan-tien" className="text-primary-ink underline">
          chính sách đổi trả và hoàn tiền
        </Link>
        .
      </p>
      {data.returns.length > 0 && (
        <ul className="divide-y divide-stone-100 text-sm">
          {data.returns.map((r) => (
            <li key={r.id} className="py-2">
              <p className="font-medium text-ink">
                Yêu cầu ngày {formatDate(r.createdAt)}: {RETURN_STATUS_LABELS[r.status]}
              </p>
              <p className="text-stone-600">{r.lines.map((l) => `${l.productName} × ${l.quantity}`).join(', ')}</p>
              {r.rejectReason && <p className="text-stone-700">Lý do từ chối: {r.rejectReason}</p>}
              {r.refund && (
                <p className="text-stone-700">
                  Đã hoàn {formatMoney(r.refund.amount)} ({REFUND_METHOD_LABELS[r.refund.method]}) ngày{' '}
                  {formatDate(`${r.refund.date}T00:00:00+07:00`)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {data.canRequest &&
        (asking ? (
          <ReturnForm code={code} phone={phone} data={data} onDone={() => setAsking(false)} />
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setAsking(true)}>
            Yêu cầu đổi trả
          </Button>
        ))}
    </section>
  );
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });

function ReturnForm({
  code,
  phone,
  data,
  onDone,
}: {
  code: string;
  phone: string;
  data: ShopperReturns;
  onDone: () => void;
}) {
  const request = useRequestReturn();
  const [photos, setPhotos] = useState<File[]>([]);
  const reasonId = useId();
  const photosId = useId();
  const form = useReturnForm(
    async (lines, reason) => {
      const urls = await Promise.all(photos.map(readAsDataUrl));
      await request.mutateAsync({ code, phone, lines, reason, photos: urls });
      onDone();
    },
    () =>
      photos.length > MAX_RETURN_PHOTOS
        ? `Tối đa ${MAX_RETURN_PHOTOS} ảnh`
        : photos.some((f) => f.size > MAX_RETURN_PHOTO_BYTES)
          ? 'Mỗi ảnh tối đa 5 MB'
          : null,
  );

  return (
    <form noValidate className="space-y-3" onSubmit={form.onSubmit}>
      <ReturnLinesField legend="Sản phẩm và số lượng cần trả" lines={data.lines} form={form} />
      <div>
        <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-ink">
          Lý do đổi trả *
        </label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={1000}
          value={form.reason}
          onChange={(e) => form.setReason(e.target.value)}
          className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
        />
      </div>
      <div>
        <label htmlFor={photosId} className="mb-1.5 block text-sm font-medium text-ink">
          Ảnh sản phẩm (không bắt buộc, tối đa {MAX_RETURN_PHOTOS} ảnh, mỗi ảnh tối đa 5 MB)
        </label>
        <input
          id={photosId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(e) => setPhotos([...(e.target.files ?? [])].slice(0, MAX_RETURN_PHOTOS))}
          className="text-sm"
        />
      </div>
      {form.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {form.error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={request.isPending}>
          Gửi yêu cầu
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={request.isPending}>
          Hủy
        </Button>
      </div>
    </form>
  );
}
