import { Gem, Headset, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { useFreeDeliveryPromise } from '../settings/use-shop-settings';

const HIGHLIGHTS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ShieldCheck, title: 'Bảo Hành 5 Năm', text: 'Bảo hành bộ máy 5 năm, miễn phí đánh bóng 2 lần mỗi năm.' },
  { icon: Truck, title: 'Miễn Phí Vận Chuyển', text: 'Đóng gói cẩn thận.' },
  { icon: Headset, title: 'Phục Vụ Chuyên Nghiệp', text: 'Đội ngũ tư vấn tận tâm, hỗ trợ 24/7.' },
  { icon: Gem, title: 'Bộ Sưu Tập Cao Cấp', text: 'Tuyển chọn những mẫu đồng hồ chất lượng cao.' },
];

/** The four service highlights (the home page promises a 5-year warranty). */
export function ServiceHighlights() {
  const delivery = useFreeDeliveryPromise();
  return (
    <section aria-label="Dịch vụ của chúng tôi" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl border border-stone-200 bg-white/60 p-5">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-ink">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-ink">{title}</span>
              <span className="mt-1 block text-sm leading-relaxed text-stone-600">
                {Icon === Truck ? `${delivery}, ${text.toLowerCase()}` : text}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
