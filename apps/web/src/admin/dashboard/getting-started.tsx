import type { SetupChecklist } from '@shop/core/schemas/dashboard';
import { CheckCircle2, Circle, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { TitledSection } from '../../components/ui/titled-section';
import { cn } from '../../lib/cn';

const STEPS: readonly { key: keyof SetupChecklist; label: string; hint: string; to: string; external?: boolean }[] = [
  {
    key: 'shopDetails',
    label: 'Nhập thông tin cửa hàng',
    hint: 'Tên, số điện thoại và địa chỉ của cửa hàng (Cửa Hàng)',
    to: '/admin/shop',
  },
  { key: 'brand', label: 'Thêm thương hiệu', hint: 'Sản Phẩm › Thương Hiệu', to: '/admin/products?tab=brands' },
  { key: 'product', label: 'Thêm sản phẩm', hint: 'Sản Phẩm › Thêm sản phẩm', to: '/admin/products' },
  { key: 'images', label: 'Tải ảnh lên', hint: 'Thư viện ảnh dùng cho sản phẩm và trang chủ', to: '/admin/images' },
  {
    key: 'order',
    label: 'Đặt thử một đơn hàng',
    hint: 'Đặt hàng trên cửa hàng như một khách hàng, rồi xem đơn ở Đơn Hàng',
    to: '/products',
    external: true,
  },
];

/**
 * Shown instead of the figures while the shop has no product: the steps to open the shop, each linking
 * to its screen and ticked from the data (GET /api/dashboard setup).
 */
export function GettingStarted({ setup }: { setup: SetupChecklist }) {
  const done = STEPS.filter((s) => setup[s.key]).length;
  return (
    <TitledSection
      title="Bắt đầu bán hàng"
      titleClassName="text-lg font-semibold text-ink"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <p className="mt-1 text-sm text-stone-600">
        Cửa hàng chưa có sản phẩm nào. Hoàn thành các bước sau để mở bán — đã xong {done}/{STEPS.length} bước.
      </p>
      <ol className="mt-4 divide-y divide-stone-100">
        {STEPS.map((step) => {
          const ok = setup[step.key];
          const Icon = ok ? CheckCircle2 : Circle;
          const body = (
            <>
              <Icon className={cn('size-6 shrink-0', ok ? 'text-emerald-600' : 'text-stone-400')} aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className={cn('block text-sm font-semibold', ok ? 'text-stone-500 line-through' : 'text-ink')}>
                  {step.label}
                </span>
                <span className="block text-xs text-stone-600">{step.hint}</span>
              </span>
              <span className={cn('text-xs font-medium', ok ? 'text-emerald-700' : 'text-stone-500')}>
                {ok ? 'Đã xong' : 'Chưa xong'}
              </span>
              <ArrowRight className="size-4 text-stone-400" aria-hidden="true" />
            </>
          );
          const cls = 'flex items-center gap-3 rounded-xl px-2 py-3 transition hover:bg-stone-50';
          return (
            <li key={step.key}>
              {step.external ? (
                <a href={step.to} target="_blank" rel="noopener" className={cls}>
                  {body}
                </a>
              ) : (
                <Link to={step.to} className={cls}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
