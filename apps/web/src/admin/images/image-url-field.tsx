import { Images } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField, type TextFieldProps } from '../../components/ui/text-field';
import { AdminImage } from '../components/admin-image';
import { ImagePicker } from './image-picker';

/** The input's props are a form field's (`field('logo')`); `value` is only read for the preview. */
export interface ImageUrlFieldProps extends Omit<TextFieldProps, 'value'> {
  /** The field's current value (for the preview). */
  value: string | null | undefined;
  /** A library image was picked: set the field to its path. */
  onPick: (path: string) => void;
}

/** An image URL input with a preview and a "Chọn từ thư viện" button opening the image picker. */
export function ImageUrlField({ label, value, onPick, ...input }: ImageUrlFieldProps) {
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
        <TextField label={label} inputMode="url" placeholder="https://… hoặc /uploads/…" {...input} />
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
