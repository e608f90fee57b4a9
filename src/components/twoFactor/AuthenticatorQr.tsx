import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';

/** The otpauth:// URI as a QR code for the phone's camera; the drawing library loads with it. */
export function AuthenticatorQr({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (live) setSvg(drawn);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [uri]);

  if (failed) {
    return (
      <p className="small text-body-secondary">
        The QR code could not be drawn: type the key below instead.
      </p>
    );
  }
  if (!svg) {
    return (
      <div
        className="authenticator-qr d-flex align-items-center justify-content-center"
        role="status"
      >
        <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
        Drawing the QR code…
      </div>
    );
  }
  return (
    <img
      className="authenticator-qr"
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt="QR code to scan with your authenticator app"
      width={180}
      height={180}
    />
  );
}
