import type { Product } from '@shop/core/schemas/product';
import { warrantyMonthsOf, warrantyText } from '@shop/core/schemas/warranty';
import { Award, Headphones, ShieldCheck, Truck } from 'lucide-react';
import { useFreeDeliveryPromise } from '../settings/use-shop-settings';

/**
 * The detail page's benefits: the product's own warranty (its months, else its brand's, else 24, of
 * its brand's kind), the shop's delivery promise and two fixed lines.
 */
export function BenefitsList({ product }: { product: Pick<Product, 'warrantyMonths' | 'brand'> }) {
  const delivery = useFreeDeliveryPromise();
  const warranty = warrantyText(
    warrantyMonthsOf(product.warrantyMonths, product.brand?.warrantyMonths),
    product.brand?.warrantyKind ?? 'international',
  );
  const benefits = [
    { icon: ShieldCheck, text: warranty },
    { icon: Truck, text: delivery },
    { icon: Award, text: 'Dịch vụ chuyên nghiệp' },
    { icon: Headphones, text: 'Hỗ trợ 24/7' },
  ];
  return (
    <ul aria-label="Quyền lợi khi mua hàng" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {benefits.map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="flex items-center gap-2.5 rounded-lg bg-white px-3 py-2.5 text-sm text-ink ring-1 ring-stone-200"
        >
          <Icon className="size-5 shrink-0 text-primary-ink" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
