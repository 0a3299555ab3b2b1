import type { Variant } from '@shop/core/schemas/variant';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/client';
import { useVariantMutations } from '../../api/product-variants';
import { Button } from '../../components/ui/button';

export interface VariantQuickEditProps {
  productName: string;
  variants: readonly Variant[];
}

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/**
 * Price, discount and stock of each variant, edited in place and saved one variant at a time
 * (the variant's other fields are sent back as they are). An empty stock means not tracked.
 */
export function VariantQuickEdit({ productName, variants }: VariantQuickEditProps) {
  if (variants.length === 0) return <p className="text-xs italic text-stone-500">Chưa có phiên bản</p>;
  return (
    <ul className="space-y-2" aria-label={`Sửa nhanh phiên bản của ${productName}`}>
      {variants.map((v) => (
        <VariantRow key={`${v.id}:${v.price}:${v.discount}:${v.stock}`} variant={v} />
      ))}
    </ul>
  );
}

function VariantRow({ variant }: { variant: Variant }) {
  const { update } = useVariantMutations();
  const [price, setPrice] = useState(text(variant.price));
  const [discount, setDiscount] = useState(text(variant.discount));
  const [stock, setStock] = useState(text(variant.stock));
  const [error, setError] = useState<string | null>(null);
  const dirty = price !== text(variant.price) || discount !== text(variant.discount) || stock !== text(variant.stock);

  const save = async () => {
    setError(null);
    try {
      await update.mutateAsync({
        id: variant.id,
        body: {
          name: variant.name,
          sizeId: variant.sizeId ?? 0,
          color: variant.color,
          price: price.trim() === '' ? Number.NaN : Number(price),
          discount: discount.trim() === '' ? 0 : Number(discount),
          // A variant sold piece by piece has its stock counted by the server: never sent.
          ...(variant.tracksPieces ? {} : { stock: stock.trim() === '' ? null : Number(stock) }),
        },
      });
      toast.success(`Đã lưu phiên bản ${variant.name}`);
    } catch (e) {
      setError(errorMessage(e, 'Không thể lưu phiên bản'));
    }
  };

  const input = 'w-full rounded-md border border-stone-300 px-2 py-1 text-sm tabular-nums';
  return (
    <li className="rounded-lg bg-stone-50 p-2 ring-1 ring-stone-200">
      <form
        className="grid grid-cols-[minmax(0,1.4fr)_minmax(0,0.7fr)_minmax(0,0.8fr)_auto] items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="text-xs text-stone-600">
          Giá · {variant.name}
          <input
            className={input}
            inputMode="numeric"
            aria-label={`Giá ${variant.name}`}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </label>
        <label className="text-xs text-stone-600">
          Giảm %
          <input
            className={input}
            inputMode="decimal"
            aria-label={`Giảm giá ${variant.name}`}
            value={discount}
            onChange={(e) => setDiscount(e.target.value)}
          />
        </label>
        <label className="text-xs text-stone-600">
          Tồn kho
          <input
            className={input}
            inputMode="numeric"
            placeholder="Không theo dõi"
            aria-label={`Tồn kho ${variant.name}`}
            value={stock}
            readOnly={variant.tracksPieces}
            title={variant.tracksPieces ? 'Tính từ Kho Đồng Hồ, không sửa tay' : undefined}
            onChange={(e) => setStock(e.target.value)}
          />
        </label>
        <Button type="submit" size="sm" disabled={!dirty} loading={update.isPending} aria-label={`Lưu ${variant.name}`}>
          Lưu
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
