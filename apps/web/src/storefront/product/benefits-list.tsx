import { Award, Headphones, ShieldCheck, Truck } from 'lucide-react';
import { useFreeDeliveryPromise } from '../settings/use-shop-settings';

/** The detail page's benefits (2 years international; the home page says 5 for the movement). */
const PRODUCT_BENEFITS = [
  { icon: ShieldCheck, text: 'Bảo hành chính hãng quốc tế 2 năm' },
  // Its text is the shop's delivery promise (useFreeDeliveryPromise).
  { icon: Truck, text: 'Miễn phí giao hàng toàn quốc' },
  { icon: Award, text: 'Dịch vụ chuyên nghiệp' },
  { icon: Headphones, text: 'Hỗ trợ 24/7' },
] as const;

export function BenefitsList() {
  const delivery = useFreeDeliveryPromise();
  return (
    <ul aria-label="Quyền lợi khi mua hàng" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {PRODUCT_BENEFITS.map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="flex items-center gap-2.5 rounded-lg bg-white px-3 py-2.5 text-sm text-ink ring-1 ring-stone-200"
        >
          <Icon className="size-5 shrink-0 text-primary-ink" aria-hidden="true" />
          {Icon === Truck ? delivery : text}
        </li>
      ))}
    </ul>
  );
}
