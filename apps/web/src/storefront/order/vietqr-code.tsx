import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The VietQR payload (EMVCo text built by the server) drawn as a QR code that banking apps scan. An
 * SVG image: sharp at any size and printable. Medium error correction, the quiet zone the standard asks for.
 */
export function VietQrCode({ payload, label }: { payload: string; label: string }) {
  const [svg, setSvg] = useState<{ payload: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
      .then((text) => {
        if (live) setSvg({ payload, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}` });
      })
      .catch(() => {
        if (live) setSvg(null);
      });
    return () => {
      live = false;
    };
  }, [payload]);

  const src = svg?.payload === payload ? svg.src : null;
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
