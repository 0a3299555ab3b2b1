import { isUploadPath } from '@shop/core/schemas/common';
import type { ImageRow } from '@shop/core/schemas/image';
import { ImagePlus, Images, Plus, RefreshCw, Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { AdminImage } from '../components/admin-image';
import { ImagePicker } from '../images/image-picker';

const IMAGE_PROCESSING_FAILED = 'Có lỗi xảy ra khi xử lý ảnh';

export interface ImageSlotsProps {
  /** One path per slot; '' is an empty slot. */
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}

/** Puts picked images into the empty slots first, then into new slots at the end. */
function fillSlots(slots: string[], paths: string[]): string[] {
  const next = [...slots];
  for (const path of paths) {
    const empty = next.indexOf('');
    if (empty >= 0) next[empty] = path;
    else next.push(path);
  }
  return next;
}

type Picking = { slot: number } | { many: true } | null;

/**
 * The product's image slots: each slot is picked from the library and can be
 * replaced or cleared; slots can be added; a slot can be removed only while more than one exists.
 */
export function ImageSlots({ value, onChange, error }: ImageSlotsProps) {
  const [picking, setPicking] = useState<Picking>(null);
  const [broken, setBroken] = useState<string[]>([]);

  const set = (index: number, path: string) => onChange(value.map((p, i) => (i === index ? path : p)));
  const onPicked = (images: ImageRow[]) => {
    if (!picking) return;
    if ('slot' in picking) set(picking.slot, images[0]!.path);
    else
      onChange(
        fillSlots(
          value,
          images.map((i) => i.path),
        ),
      );
  };

  return (
    <div className="space-y-3">
      <p className="rounded-lg bg-primary-soft px-3 py-2 text-sm text-stone-700">
        Cần ít nhất một ảnh cho sản phẩm. Chọn ảnh từ thư viện hoặc tải ảnh mới lên; ảnh đầu tiên là ảnh đại diện.
      </p>
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Ảnh sản phẩm">
        {value.map((path, index) => {
          const label = `Ảnh ${index + 1}`;
          const failed = path !== '' && (broken.includes(path) || !isUploadPath(path));
          return (
            <li
              key={index}
              className={cn(
                'flex min-w-0 gap-3 rounded-xl border p-2.5',
                failed ? 'border-red-300 bg-red-50/50' : 'border-stone-200 bg-white',
              )}
            >
              <div className="size-20 shrink-0 overflow-hidden rounded-lg">
                {path ? (
                  <AdminImage
                    src={path}
                    alt={`${label} của sản phẩm`}
                    className="size-full"
                    onError={() => setBroken((prev) => (prev.includes(path) ? prev : [...prev, path]))}
                  />
                ) : (
                  <span className="flex size-full items-center justify-center border-2 border-dashed border-stone-300 text-stone-400">
                    <ImagePlus className="size-6" aria-hidden="true" />
                  </span>
                )}
              </div>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-ink">
                  {label}
                  {index === 0 && <span className="ml-1.5 text-xs font-normal text-stone-500">(đại diện)</span>}
                </p>
                <p className="truncate text-xs text-stone-500" title={path || undefined}>
                  {path ? path.replace(/^\/uploads\//, '') : 'Chưa chọn ảnh'}
                </p>
                {failed && <p className="text-xs text-red-700">{IMAGE_PROCESSING_FAILED}</p>}
                <div className="mt-1.5 flex flex-wrap gap-1">
                  <SlotButton
                    onClick={() => setPicking({ slot: index })}
                    label={path ? `Đổi ${label.toLowerCase()}` : `Chọn ${label.toLowerCase()}`}
                  >
                    {path ? (
                      <RefreshCw className="size-3.5" aria-hidden="true" />
                    ) : (
                      <Images className="size-3.5" aria-hidden="true" />
                    )}
                    {path ? 'Đổi' : 'Chọn ảnh'}
                  </SlotButton>
                  {path && (
                    <SlotButton onClick={() => set(index, '')} label={`Xóa ${label.toLowerCase()}`}>
                      <X className="size-3.5" aria-hidden="true" />
                      Xóa
                    </SlotButton>
                  )}
                  {value.length > 1 && (
                    <SlotButton
                      onClick={() => onChange(value.filter((_, i) => i !== index))}
                      label={`Bỏ ô ${label.toLowerCase()}`}
                      danger
                    >
                      <Trash2 className="size-3.5" aria-hidden="true" />
                      Bỏ ô
                    </SlotButton>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onChange([...value, ''])}>
          <Plus className="size-4" aria-hidden="true" />
          Thêm ô ảnh
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setPicking({ many: true })}>
          <Images className="size-4" aria-hidden="true" />
          Chọn nhiều ảnh
        </Button>
      </div>
      <ImagePicker
        open={picking !== null}
        onClose={() => setPicking(null)}
        onSelect={onPicked}
        multiple={picking !== null && 'many' in picking}
        title={picking && 'slot' in picking ? `Chọn ảnh ${picking.slot + 1}` : 'Chọn ảnh sản phẩm'}
      />
    </div>
  );
}

function SlotButton({
  onClick,
  label,
  danger = false,
  children,
}: {
  onClick: () => void;
  label: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'inline-flex h-8 items-center gap-1 rounded-md border px-2 text-xs font-semibold transition-colors',
        danger ? 'border-red-200 text-red-700 hover:bg-red-50' : 'border-stone-300 text-ink hover:bg-stone-50',
      )}
    >
      {children}
    </button>
  );
}
