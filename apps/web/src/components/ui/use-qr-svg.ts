import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The code's drawing: medium error correction, the standard's quiet zone. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/**
 * `text` drawn as a QR code (the qrcode library), as an SVG data URL for an <img>: sharp at any size
 * and printable. Null while it is drawn or when it cannot be.
 */
export function useQrSvg(text: string): string | null {
  const [svg, setSvg] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { ...QR_OPTIONS, type: 'svg' })
      .then((drawn) => {
        if (live) setSvg({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn)}` });
      })
      .catch(() => {
        if (live) setSvg(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return svg?.text === text ? svg.src : null;
}
