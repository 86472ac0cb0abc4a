import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as SVG squares (no canvas, no image request): what authenticator apps scan. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 2 }), [value]);
  return (
    <svg viewBox={`0 0 ${qr.size} ${qr.size}`} className="h-48 w-48 bg-white" role="img" aria-label={label} shapeRendering="crispEdges">
      {qr.data.flatMap((row, y) =>
        row.map((dark, x) => (dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#0f172a" /> : null)),
      )}
    </svg>
  );
}
