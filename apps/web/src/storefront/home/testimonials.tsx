import { Quote, Star } from 'lucide-react';
import { HomeSection } from './home-section';

const TESTIMONIALS = [
  {
    name: 'Anh Minh Tuấn',
    place: 'TP. Hồ Chí Minh',
    text: 'Đồng hồ chính hãng, đóng gói cẩn thận và giao hàng rất nhanh. Nhân viên tư vấn nhiệt tình, tôi rất hài lòng.',
  },
  {
    name: 'Chị Thu Hà',
    place: 'Hà Nội',
    text: 'Mua tặng chồng một chiếc Omega, được gói quà miễn phí rất sang trọng. Chắc chắn sẽ tiếp tục ủng hộ cửa hàng.',
  },
  {
    name: 'Anh Quốc Bảo',
    place: 'Đà Nẵng',
    text: 'Chế độ bảo hành 5 năm và đánh bóng định kỳ giúp tôi hoàn toàn yên tâm khi mua đồng hồ giá trị cao.',
  },
] as const;

/** Three customer testimonials with 5 stars. */
export function Testimonials() {
  return (
    <HomeSection
      id="home-testimonials"
      eyebrow="Khách hàng"
      title="Khách Hàng Nói Gì Về Chúng Tôi"
      spacing="py-16 sm:py-20"
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <div className="flex items-center justify-between">
                <p className="flex gap-0.5 text-primary" role="img" aria-label="5 trên 5 sao">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </p>
                <Quote className="size-6 text-stone-300" aria-hidden="true" />
              </div>
              <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-stone-700">“{t.text}”</blockquote>
              <figcaption className="mt-5 border-t border-stone-100 pt-4">
                <span className="block font-semibold text-ink">{t.name}</span>
                <span className="block text-xs text-stone-500">{t.place}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
