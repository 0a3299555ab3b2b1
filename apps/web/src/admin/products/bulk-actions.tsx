import type { Brand } from '@shop/core/schemas/brand';
import type { Category } from '@shop/core/schemas/category';
import { BULK_ACTION_LABELS, type BulkAction, type BulkProblem } from '@shop/core/schemas/product-tools';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useBulkChangeProducts } from '../../api/products-writes';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { noPermissionMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';

export interface BulkActionsProps {
  selected: number[];
  onClear: () => void;
  /** After a change: the summary to show (the bar closes with the selection). */
  onDone: (summary: string) => void;
  canDelete: boolean;
  categories: readonly Category[];
  brands: readonly Brand[];
}

const needsValue = (a: BulkAction) =>
  a === 'setCategory' || a === 'setBrand' || a === 'adjustPrice' || a === 'setDiscount';

/**
 * The bar shown while products are selected: one action for all of them, asked once ("… N sản phẩm"),
 * applied by the server in one transaction. If any product cannot take it, nothing changes and the
 * dialog lists which products and why.
 */
export function BulkActions({ selected, onClear, onDone, canDelete, categories, brands }: BulkActionsProps) {
  const [action, setAction] = useState<BulkAction | ''>('');
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<{ message: string; list: BulkProblem[] } | null>(null);
  const { showFailure, alertDialog } = useAlert();
  const run = useBulkChangeProducts();

  const n = selected.length;
  const number = value.trim() === '' ? Number.NaN : Number(value.replace(',', '.'));
  const ready = action !== '' && (!needsValue(action) || Number.isFinite(number));
  const describe = () => {
    if (action === 'setCategory') return `đổi danh mục thành "${categories.find((c) => c.id === number)?.name ?? ''}"`;
    if (action === 'setBrand') return `đổi thương hiệu thành "${brands.find((b) => b.id === number)?.name ?? ''}"`;
    if (action === 'adjustPrice') return `${number > 0 ? 'tăng' : 'giảm'} giá ${Math.abs(number)}%`;
    if (action === 'setDiscount') return `đặt giảm giá ${number}%`;
    if (action === 'delete') return 'xóa';
    if (action === 'feature') return 'đánh dấu nổi bật';
    return 'bỏ nổi bật';
  };

  const apply = async () => {
    if (action === '') return;
    try {
      const result = await run.mutateAsync({ ids: selected, action, value: needsValue(action) ? number : undefined });
      setConfirming(false);
      onDone(`Đã ${describe()} cho ${result.changed} sản phẩm.`);
    } catch (error) {
      setConfirming(false);
      if (isApiError(error) && error.status === 409 && Array.isArray(error.details)) {
        setProblems({ message: error.message, list: error.details as BulkProblem[] });
      } else {
        showFailure(error, {
          fallback: 'Không thể thay đổi sản phẩm',
          forbidden: noPermissionMessage(action === 'delete' ? 'xóa' : 'sửa', 'sản phẩm'),
          serverText: 'append',
        });
      }
    }
  };

  const field = 'rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm';
  return (
    <div
      role="region"
      aria-label="Thao tác hàng loạt"
      // Stays in view below the sticky header while the list scrolls under it.
      className="sticky top-18 z-10 flex flex-wrap items-center gap-2 rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-md"
    >
      <span className="font-semibold">Đã chọn {n} sản phẩm</span>
      <select
        aria-label="Thao tác"
        className={`${field} text-ink`}
        value={action}
        onChange={(e) => {
          setAction(e.target.value as BulkAction | '');
          setValue('');
        }}
      >
        <option value="">Chọn thao tác…</option>
        {(Object.keys(BULK_ACTION_LABELS) as BulkAction[])
          .filter((a) => a !== 'delete' || canDelete)
          .map((a) => (
            <option key={a} value={a}>
              {BULK_ACTION_LABELS[a]}
            </option>
          ))}
      </select>
      {action === 'setCategory' && (
        <select
          aria-label="Danh mục mới"
          className={`${field} text-ink`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        >
          <option value="">Chọn danh mục</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
      {action === 'setBrand' && (
        <select
          aria-label="Thương hiệu mới"
          className={`${field} text-ink`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        >
          <option value="">Chọn thương hiệu</option>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      )}
      {(action === 'adjustPrice' || action === 'setDiscount') && (
        <label className="inline-flex items-center gap-1">
          <input
            aria-label={action === 'adjustPrice' ? 'Phần trăm thay đổi giá' : 'Phần trăm giảm giá'}
            className={`${field} w-24 text-ink`}
            inputMode="decimal"
            placeholder={action === 'adjustPrice' ? 'VD: 10 hoặc -5' : '0–100'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          %
        </label>
      )}
      <Button size="sm" variant="warning" disabled={!ready} onClick={() => setConfirming(true)}>
        Áp dụng
      </Button>
      <Button size="sm" variant="ghost" className="text-white" onClick={onClear}>
        Bỏ chọn
      </Button>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={apply}
        type={action === 'delete' ? 'danger' : 'warning'}
        confirmText={action === 'delete' ? 'Xóa' : 'Áp dụng'}
        message={
          action === 'delete'
            ? `Xóa ${n} sản phẩm cùng các phiên bản của chúng? Hành động này không thể hoàn tác.`
            : `Thay đổi ${n} sản phẩm: ${describe()}?`
        }
      />
      <AlertDialog
        open={problems !== null}
        onClose={() => setProblems(null)}
        type="warning"
        title="Cảnh báo"
        message={
          <div className="space-y-2 text-left">
            <p>{problems?.message}</p>
            <ul className="list-disc space-y-1 pl-5">
              {problems?.list.map((p) => (
                <li key={p.id}>
                  <span className="font-semibold">{p.name}</span>: {p.message}
                </li>
              ))}
            </ul>
          </div>
        }
      />
      {alertDialog}
    </div>
  );
}
