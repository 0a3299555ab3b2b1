import { Images } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { AdminImage } from '../components/admin-image';
import { ImagePicker } from './image-picker';

export interface ImageUrlFieldProps {
  label: string;
  /** The field's current value (for the preview). */
  value: string | null | undefined;
  /** `register('logo')` or the like. */
  inputProps: ComponentProps<'input'>;
  /** A library image was picked: set the field to its path. */
  onPick: (path: string) => void;
  error?: string;
  hint?: string;
}

/** An image URL input with a preview and a "Chọn từ thư viện" button opening the image picker. */
export function ImageUrlField({ label, value, inputProps, onPick, error, hint }: ImageUrlFieldProps) {
  const [picking, setPicking] = useState(false);
  const url = value?.trim();
  return (
    <div className="flex gap-3">
      <div className="mt-7 size-14 shrink-0 overflow-hidden rounded-lg ring-1 ring-stone-200">
        <AdminImage
          src={url || null}
          alt={url ? `Xem trước ${label.toLowerCase()}` : 'Chưa có ảnh'}
          className="size-full object-contain"
        />
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <TextField
          label={label}
          inputMode="url"
          placeholder="https://… hoặc /uploads/…"
          error={error}
          hint={hint}
          {...inputProps}
        />
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
          <Images className="size-4" aria-hidden="true" />
          Chọn từ thư viện
        </Button>
      </div>
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={([image]) => image && onPick(image.path)}
        title={`Chọn ${label.toLowerCase()}`}
      />
    </div>
  );
}
