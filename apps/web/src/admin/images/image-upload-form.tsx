import type { ImageRow } from '@shop/core/schemas/image';
import { ImageUp, Upload, X } from 'lucide-react';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { useUploadImage } from '../../api/images';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatFileSize } from '../components/format-file-size';
import { isForbidden, NO_PERMISSION_TITLE, noPermissionMessage, serverMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { checkImageFile, uploadFailedMessage } from './image-file-check';
import { UploadProgress } from './upload-progress';

export interface ImageUploadFormProps {
  /** Called with the stored image after a successful upload (the library lists are already refreshed). */
  onUploaded?: (image: ImageRow) => void;
  className?: string;
}

/**
 * Pick (file input or drag & drop) → checked before sending (image type, ≤ 10 MB) → preview → upload
 * with a progress bar. Refusals show "Lỗi upload: {server text}" / "Lỗi upload ảnh!" (or Không có quyền).
 */
export function ImageUploadForm({ onUploaded, className }: ImageUploadFormProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<ImageRow | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadImage();
  const { showAlert, alertDialog } = useAlert();
  const busy = upload.isPending;

  useEffect(() => {
    if (!file) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);

  const pick = (next: File | undefined) => {
    if (!next || busy) return;
    const problem = checkImageFile(next);
    setProgress(null);
    setUploaded(null);
    if (problem) {
      setFile(null);
      showAlert({ type: 'error', message: problem });
      return;
    }
    setFile(next);
  };

  const send = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (image) => {
          setProgress(100);
          setUploaded(image);
          setFile(null);
          toast.success('Tải ảnh lên thành công');
          onUploaded?.(image);
        },
        onError: (error) => {
          setProgress(null);
          if (isForbidden(error)) {
            showAlert({ type: 'error', title: NO_PERMISSION_TITLE, message: noPermissionMessage('upload ảnh') });
          } else {
            showAlert({ type: 'error', message: uploadFailedMessage(serverMessage(error)) });
          }
        },
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };

  const previewUrl = file && preview?.file === file ? preview.url : null;

  return (
    <div className={cn('space-y-4', className)}>
      <div
        data-testid="upload-dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-primary-ink bg-primary-soft' : 'border-stone-300 bg-stone-50/60',
        )}
      >
        <ImageUp className="size-10 text-primary-ink" aria-hidden="true" />
        <p className="text-sm text-stone-700">Kéo thả ảnh vào đây hoặc</p>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={busy}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg bg-ink px-4 text-sm font-semibold text-ivory shadow-sm hover:bg-ink-soft',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-ink',
            busy && 'pointer-events-none opacity-60',
          )}
        >
          <Upload className="size-4" aria-hidden="true" />
          Chọn file ảnh
        </label>
        <p className="text-xs text-stone-500">JPG, PNG, WebP, GIF hoặc AVIF — tối đa 10MB</p>
      </div>

      {file && (
        <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-3 sm:flex-row sm:items-center">
          <div className="size-28 shrink-0 overflow-hidden rounded-lg bg-stone-100">
            {previewUrl && <img src={previewUrl} alt={`Xem trước: ${file.name}`} className="size-full object-cover" />}
          </div>
          <div className="min-w-0 flex-1">
            <p className="break-all text-sm font-medium text-ink">{file.name}</p>
            <p className="mt-0.5 text-xs text-stone-500">{formatFileSize(file.size)}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={send} loading={busy}>
                {!busy && <Upload className="size-4" aria-hidden="true" />}
                {busy ? 'Đang tải lên…' : 'Tải lên'}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setFile(null)} disabled={busy}>
                <X className="size-4" aria-hidden="true" />
                Bỏ chọn
              </Button>
            </div>
          </div>
        </div>
      )}

      {progress !== null && <UploadProgress percent={progress} done={uploaded !== null} />}
      {uploaded && !file && (
        <p className="break-all text-sm text-emerald-800" role="status">
          Đã tải lên: {uploaded.original_name}
        </p>
      )}
      {alertDialog}
    </div>
  );
}
