import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { integrationsText } from '@app/shared/i18n/integrations';
import { buttonClasses } from '../../../components/ui/button';

/** What the share link's QR code is drawn as: an SVG to show and download, a 1024 px PNG to download. */
interface QrImages {
  svg: string;
  png: string;
}

/**
 * The share link as a QR code (issue 47) for tables, windows and flyers, drawn in the browser by `qrcode` (loaded
 * only here): error correction level M survives a smudged print, the quiet zone of 4 modules is the standard's.
 */
export function ShareQrCode({ link, fileName }: { link: string; fileName: string }) {
  const t = integrationsText.share;
  const [images, setImages] = useState<QrImages | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const options = { errorCorrectionLevel: 'M' as const, margin: 4 };
    import('qrcode')
      .then(async (QRCode) => {
        const [svg, png] = await Promise.all([
          QRCode.toString(link, { ...options, type: 'svg' }),
          QRCode.toDataURL(link, { ...options, width: 1024 }),
        ]);
        if (live) setImages({ svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [link]);

  return (
    <section aria-labelledby="share-qr-title" className="space-y-2 border-t border-slate-200 pt-4">
      <h3 id="share-qr-title" className="text-sm font-semibold text-slate-900">
        {t.qrTitle}
      </h3>
      <p className="text-sm text-slate-600">{t.qrDescription}</p>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t.qrFailed}
        </p>
      ) : !images ? (
        <p role="status" className="text-sm text-slate-600">
          {t.qrLoading}
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <img src={images.svg} alt={t.qrAlt} width={160} height={160} className="h-40 w-40 rounded border border-slate-200 bg-white" />
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              <a href={images.png} download={`${fileName}.png`} className={buttonClasses('outline', 'sm')}>
                <Download className="h-4 w-4" aria-hidden="true" />
                {t.qrPng}
              </a>
              <a href={images.svg} download={`${fileName}.svg`} className={buttonClasses('outline', 'sm')}>
                <Download className="h-4 w-4" aria-hidden="true" />
                {t.qrSvg}
              </a>
            </div>
            <p className="text-xs text-slate-600">{t.qrPngHint}</p>
          </div>
        </div>
      )}
    </section>
  );
}
