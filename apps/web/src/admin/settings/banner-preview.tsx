import { ImageOff, ImagePlus } from 'lucide-react';
import { useState } from 'react';

const BANNER_PREVIEW_TEXT = { failed: 'Không thể tải ảnh', empty: 'Chưa có ảnh' } as const;

/** The banner preview's three states: the image, "Không thể tải ảnh", "Chưa có ảnh". */
export function BannerPreview({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src.trim();
  const box = 'flex aspect-[16/5] w-full flex-col items-center justify-center gap-2 rounded-xl text-sm';
  if (!url) {
    return (
      <div className={`${box} border-2 border-dashed border-stone-300 bg-stone-50 text-stone-600`}>
        <ImagePlus className="size-7" aria-hidden="true" />
        {BANNER_PREVIEW_TEXT.empty}
      </div>
    );
  }
  if (failed === url) {
    return (
      <div role="alert" className={`${box} bg-red-50 text-red-800 ring-1 ring-red-200`}>
        <ImageOff className="size-7" aria-hidden="true" />
        {BANNER_PREVIEW_TEXT.failed}
      </div>
    );
  }
  return (
    <img
      src={url}
      alt="Xem trước ảnh banner"
      onError={() => setFailed(url)}
      className="aspect-[16/5] w-full rounded-xl bg-stone-100 object-cover"
    />
  );
}
