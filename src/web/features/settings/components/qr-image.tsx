import qrcode from 'qrcode-generator';

/** A QR code of `text` as an image; loaded lazily, only while 2FA is being set up. */
export default function QrImage({ text, label }: { text: string; label: string }) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return (
    <img
      src={qr.createDataURL(5, 4)}
      alt={label}
      width={qr.getModuleCount() * 5 + 40}
      height={qr.getModuleCount() * 5 + 40}
      className="rounded-md bg-white [image-rendering:pixelated]"
    />
  );
}
