import { Download } from 'lucide-react';
import QRCode from 'qrcode';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { QR_OPTIONS, useQrSvg } from '../../components/ui/use-qr-svg';
import { saveFile } from '../../lib/save-file';

/** Pixels of the saved PNG: sharp enough to print or to scan from a photo. */
const SAVED_WIDTH = 640;

/**
 * The VietQR payload (EMVCo text built by the server) drawn as a QR code that banking apps scan. An
 * SVG image: sharp at any size and printable. Medium error correction, the quiet zone the standard asks for.
 */
export function VietQrCode({ payload, label }: { payload: string; label: string }) {
  const src = useQrSvg(payload);
  return (
    <div className="flex size-60 items-center justify-center rounded-xl bg-white p-2 ring-1 ring-stone-200">
      {src ? (
        <img src={src} alt={label} width={224} height={224} className="size-56" />
      ) : (
        <span className="text-sm text-stone-500">Đang tạo mã QR…</span>
      )}
    </div>
  );
}

/**
 * Lưu mã QR: the same code as a PNG file named after the order (`ma-qr-DH….png`), which a banking
 * app opens from the phone's photos when the shopper pays on the phone that shows the page.
 */
export function SaveQrButton({ payload, orderCode }: { payload: string; orderCode: string }) {
  const [failed, setFailed] = useState(false);
  const save = () => {
    const canvas = document.createElement('canvas');
    QRCode.toCanvas(canvas, payload, { ...QR_OPTIONS, width: SAVED_WIDTH })
      .then(
        () =>
          new Promise<Blob>((resolve, reject) =>
            canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
          ),
      )
      .then((blob) => {
        setFailed(false);
        saveFile(blob, `ma-qr-${orderCode}.png`);
      })
      .catch(() => setFailed(true));
  };
  return (
    <div className="flex flex-col items-center gap-1">
      <Button variant="secondary" size="sm" onClick={save}>
        <Download className="size-4" aria-hidden="true" />
        Lưu mã QR
      </Button>
      {failed && (
        <p role="alert" className="text-xs text-red-700">
          Không lưu được mã QR. Vui lòng chụp màn hình mã này.
        </p>
      )}
    </div>
  );
}
