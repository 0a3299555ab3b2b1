import { discountedPrice, hasPrice } from '@shop/core/pricing';
import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import type { Product } from '@shop/core/schemas/product';
import { useQuery } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { productsQueryOptions } from '../../api/products';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { cn } from '../../lib/cn';
import { LoadError } from '../components/load-error';
import { SearchField, useSearch } from '../components/search-field';
import { SelectField } from '../components/select-field';
import { LoadingState } from '../layout/screen-state';
import { MAX_LINE_QUANTITY, type DraftLine } from './draft-line';
import { WHOLE_NUMBER } from '../components/field-styles';

const PICKER_RESULTS = 6;

interface OrderItemPickerProps {
  onAdd: (line: DraftLine) => void;
  money: (amount: number) => string;
}

const pricedVariants = (product: Product) => (product.variants ?? []).filter((v) => hasPrice(v.price));

/** Chooses order lines from the catalogue: search a product, pick a priced variant and a quantity, add. */
export function OrderItemPicker({ onAdd, money }: OrderItemPickerProps) {
  const search = useSearch(300);
  const debounced = search.term;
  const query = useQuery(
    productsQueryOptions({ search: debounced || undefined, include: ['variants', 'brand'], limit: PICKER_RESULTS }),
  );
  const [product, setProduct] = useState<Product | null>(null);
  const [variantId, setVariantId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');

  const choose = (next: Product) => {
    setProduct(next);
    setVariantId(pricedVariants(next)[0]?.id ?? null);
    setQuantity('1');
  };

  const variant = product?.variants?.find((v) => v.id === variantId);
  const qty = Number(quantity);
  const qtyValid = Number.isInteger(qty) && qty >= 1 && qty <= MAX_LINE_QUANTITY;

  const add = () => {
    if (!product || !variant || !hasPrice(variant.price) || !qtyValid) return;
    onAdd({
      productId: product.id,
      variantId: variant.id,
      productName: product.name,
      variantName: variant.name,
      unitPrice: discountedPrice(variant.price, variant.discount),
      quantity: qty,
    });
    setProduct(null);
    setVariantId(null);
    setQuantity('1');
  };

  return (
    <div className="space-y-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <SearchField label="Tìm sản phẩm" placeholder="Tìm sản phẩm theo tên, thương hiệu..." {...search.field} />
      {query.isPending ? (
        <LoadingState className="py-4" label="Đang tìm sản phẩm..." />
      ) : query.isError ? (
        <LoadError message="Không thể tải danh sách sản phẩm" query={query} />
      ) : query.data.products.length === 0 ? (
        <p className="py-3 text-center text-sm text-stone-600">Không tìm thấy sản phẩm</p>
      ) : (
        <ul aria-label="Kết quả tìm sản phẩm" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {query.data.products.map((p) => {
            const selected = product?.id === p.id;
            const orderable = p.inStock && pricedVariants(p).length > 0;
            return (
              <li key={p.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  disabled={!orderable}
                  onClick={() => choose(p)}
                  className={cn(
                    'flex w-full items-start gap-2 rounded-lg bg-white px-3 py-2 text-left text-sm ring-1 transition',
                    selected ? 'ring-2 ring-primary-ink' : 'ring-stone-200 hover:ring-primary',
                    'disabled:cursor-not-allowed disabled:opacity-60',
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{p.name}</span>
                    <span className="block text-xs text-stone-600">
                      {p.brand?.name ?? ''}
                      {!p.inStock ? ' · Hết hàng' : pricedVariants(p).length === 0 ? ' · Liên Hệ' : ''}
                    </span>
                  </span>
                  {selected && <Check className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {product && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_auto] sm:items-end">
          <SelectField label="Phiên bản" value={variantId ?? ''} onChange={(e) => setVariantId(Number(e.target.value))}>
            {(product.variants ?? []).map((v) => (
              <option key={v.id} value={v.id} disabled={!hasPrice(v.price)}>
                {v.name} — {hasPrice(v.price) ? money(discountedPrice(v.price, v.discount)) : 'Liên Hệ'}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Số lượng"
            {...WHOLE_NUMBER}
            min={1}
            max={MAX_LINE_QUANTITY}
            value={quantity}
            onValueChange={setQuantity}
            error={qtyValid ? undefined : ORDER_MESSAGES.badQuantity}
          />
          <Button variant="dark" onClick={add} disabled={!variant || !qtyValid} className="sm:mb-0">
            <Plus className="size-4" aria-hidden="true" />
            Thêm vào đơn
          </Button>
        </div>
      )}
    </div>
  );
}
