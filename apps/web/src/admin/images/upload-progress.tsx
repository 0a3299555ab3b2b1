/** The upload's progress bar (uploadImage's onProgress), with the percentage as text. */
export function UploadProgress({ percent, done = false }: { percent: number; done?: boolean }) {
  const label = done ? 'Đã tải lên' : percent >= 100 ? 'Đang xử lý ảnh…' : 'Đang tải lên…';
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-xs font-medium text-stone-600">
        <span aria-live="polite">{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Tiến độ tải lên"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={done ? 'h-full bg-emerald-600 transition-[width]' : 'h-full bg-primary transition-[width]'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
