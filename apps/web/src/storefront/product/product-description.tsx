import { GENDER_LABELS } from '@shop/core/constants';
import type { Product } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';

function sizeText(variant: Variant | null): string {
  if (!variant) return 'Chưa chọn phiên bản';
  const name = variant.size?.name || variant.name;
  const diameter = variant.size?.diameter;
  return diameter && diameter.replace(/\s/g, '') !== name.replace(/\s/g, '')
    ? `${name} (đường kính ${diameter})`
    : name;
}

/** Description with the specs: brand, category, gender (Nam/Nữ/Unisex), size of the selected variant. */
export function ProductDescription({ product, variant }: { product: Product; variant: Variant | null }) {
  const specs = [
    ['Thương hiệu', product.brand?.name ?? '—'],
    ['Danh mục', product.category?.name ?? '—'],
    ['Giới tính', GENDER_LABELS[product.gender]],
    ['Kích thước', sizeText(variant)],
  ] as const;
  return (
    <section aria-labelledby="mo-ta-san-pham" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <h2 id="mo-ta-san-pham" className="text-xl font-semibold text-ink">
        Mô tả sản phẩm
      </h2>
      <p className="mt-3 whitespace-pre-line leading-relaxed text-stone-700">
        {product.description || 'Chưa có mô tả'}
      </p>
      <h3 className="mt-6 text-base font-semibold text-ink">Thông số</h3>
      <dl className="mt-2 divide-y divide-stone-100 text-sm">
        {specs.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[9rem_1fr] gap-3 py-2">
            <dt className="text-stone-500">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
