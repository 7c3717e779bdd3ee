import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The set-up link drawn as a QR code for an authenticator app's camera (loaded only here). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    return qr.createDataURL(5, 2);
  }, [text]);
  return (
    <img src={src} alt={label} width={200} height={200} style={{ imageRendering: 'pixelated' }} />
  );
}
