import { missingSellerFields, readSellerIdentity } from '@shop/core/seller';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { settingsQueryOptions } from '../../api/settings';

/**
 * A reminder on the dashboard while the seller's identity (Cửa Hàng › Thông tin người bán) is not
 * complete: a shop that sells online must say who sells before the sale. Nothing once it is filled.
 */
export function SellerReminder() {
  const query = useQuery(settingsQueryOptions());
  if (!query.data) return null;
  const missing = missingSellerFields(readSellerIdentity(query.data));
  if (missing.length === 0) return null;
  return (
    <section
      aria-label="Nhắc nhở: thông tin người bán"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Chưa đủ thông tin người bán</p>
        <p className="mt-1">
          Khách cần biết ai là người bán trước khi đặt hàng. Còn thiếu: {missing.join(', ')}.{' '}
          <Link to="/admin/shop#nguoi-ban" className="font-semibold underline underline-offset-4">
            Nhập thông tin người bán
          </Link>
        </p>
      </div>
    </section>
  );
}
