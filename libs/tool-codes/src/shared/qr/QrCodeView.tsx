import { Button, CopyButton, downloadFile, attempt } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { QR_EC_RECOVERY, type QrSymbol } from './qr-code.js';
import { qrLogoBox, qrToRaster, qrToSvg, type QrDrawOptions, type QrLogo } from './qr-render.js';
import type { QrStyle } from './qr-state.js';
import styles from './qr.module.css';

/** Image formats the view downloads. */
type ImageFormat = 'png' | 'svg' | 'jpeg' | 'webp';

/** Draws the symbol on a canvas and encodes it (PNG, JPEG or WebP). JPEG has no alpha: it goes over white. */
async function rasterBlob(
  symbol: QrSymbol,
  style: QrStyle & Pick<QrDrawOptions, 'logo'>,
  format: Exclude<ImageFormat, 'svg'>,
): Promise<Blob> {
  const raster = qrToRaster(symbol, style, style.size);
  const canvas = document.createElement('canvas');
  canvas.width = raster.width;
  canvas.height = raster.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const image = new ImageData(raster.width, raster.height);
  image.data.set(raster.data);
  if (format === 'jpeg') {
    const layer = document.createElement('canvas');
    layer.width = raster.width;
    layer.height = raster.height;
    layer.getContext('2d')?.putImageData(image, 0, 0);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(layer, 0, 0);
  } else {
    context.putImageData(image, 0, 0);
  }
  if (style.logo?.href) {
    // The logo over its blank square, fitted inside it (aspect ratio kept).
    const logo = new Image();
    logo.src = style.logo.href;
    await logo.decode();
    const box = qrLogoBox(symbol.size, style.logo.size);
    const scale = style.size / (symbol.size + 2 * style.margin);
    const side = box.modules * scale;
    const ratio = Math.min(side / (logo.naturalWidth || side), side / (logo.naturalHeight || side));
    const w = (logo.naturalWidth || side) * ratio;
    const h = (logo.naturalHeight || side) * ratio;
    const x = (box.start + style.margin) * scale + (side - w) / 2;
    const y = (box.start + style.margin) * scale + (side - h) / 2;
    context.drawImage(logo, x, y, w, h);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), `image/${format}`, 0.92),
  );
}

/** Props of {@link QrCodeView}. */
export interface QrCodeViewProps {
  /** The symbol to show, or null when there is none (the room stays). */
  symbol: QrSymbol | null;
  style: QrStyle;
  /** Alternative text of the image, e.g. "QR code of the Wi-Fi network". */
  alt: string;
  /** Name of downloaded files, without extension. */
  fileName: string;
  /** Shown in the empty frame when there is no symbol. */
  emptyText?: string;
  /** A logo over the middle of the code. */
  logo?: QrLogo;
}

/**
 * A QR code: the image (SVG, drawn in render, so the prerendered page has it), facts about the
 * symbol (version, size, level, how full), and Download PNG / SVG / JPEG / WebP and Copy image.
 */
export function QrCodeView({ symbol, style: baseStyle, alt, fileName, emptyText, logo }: QrCodeViewProps) {
  const { t } = useLingui();
  const [status, setStatus] = useState('');
  const style = useMemo(() => ({ ...baseStyle, logo }), [baseStyle, logo]);
  const svg = useMemo(() => (symbol ? attempt(() => qrToSvg(symbol, style, 256)) : null), [symbol, style]);
  const fullSvg = useMemo(() => (symbol && svg?.value ? qrToSvg(symbol, style, style.size) : ''), [symbol, style, svg]);
  const src = svg?.value ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.value)}` : null;
  const ready = symbol !== null && src !== null;
  const base = fileName.trim() || 'qr-code';

  const download = (format: ImageFormat) => {
    if (!symbol || !svg?.value) return;
    setStatus('');
    if (format === 'svg') {
      downloadFile(fullSvg, `${base}.svg`, 'image/svg+xml');
      return;
    }
    rasterBlob(symbol, style, format).then(
      (blob) => downloadFile(blob, `${base}.${format === 'jpeg' ? 'jpg' : format}`, blob.type),
      () => setStatus(t`This browser could not draw the image.`),
    );
  };
  const copyImage = () => {
    if (!symbol) return;
    setStatus('');
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      setStatus(t`This browser cannot copy images: download the PNG instead.`);
      return;
    }
    navigator.clipboard.write([new ClipboardItem({ 'image/png': rasterBlob(symbol, style, 'png') })]).then(
      () => setStatus(t`Image copied.`),
      () => setStatus(t`The image could not be copied (the browser refused): download the PNG instead.`),
    );
  };

  const usedPercent = symbol ? Math.round((symbol.dataBits / symbol.capacityBits) * 100) : 0;
  return (
    <div className={styles.view}>
      <div className={styles.frame}>
        {src ? (
          <img src={src} alt={alt} width={256} height={256} />
        ) : (
          <span className={styles.empty}>{svg?.error ?? emptyText ?? t`No QR code yet`}</span>
        )}
      </div>
      <dl className={styles.facts}>
        <dt>{t`Version`}</dt>
        <dd>
          <output aria-label={t`QR version`}>{symbol ? t`${symbol.version} (${symbol.size} × ${symbol.size} modules)` : '—'}</output>
        </dd>
        <dt>{t`Error correction`}</dt>
        <dd>
          <output aria-label={t`Error-correction level`}>
            {symbol ? t`${symbol.ecLevel}, restores about ${QR_EC_RECOVERY[symbol.ecLevel]} %` : '—'}
          </output>
        </dd>
        <dt>{t`Capacity used`}</dt>
        <dd>
          <output aria-label={t`Capacity used`}>
            {symbol ? t`${usedPercent} % (${symbol.dataBits} of ${symbol.capacityBits} data bits)` : '—'}
          </output>
        </dd>
        <dt>{t`This version holds`}</dt>
        <dd>
          <output aria-label={t`Version capacity`}>
            {symbol ? t`${symbol.byteCapacity} bytes of text at level ${symbol.ecLevel}` : '—'}
          </output>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => download('png')} disabled={!ready}>
          <IconDownload size={18} aria-hidden />
          {t`Download PNG`}
        </Button>
        <Button onClick={() => download('svg')} disabled={!ready}>
          <IconDownload size={18} aria-hidden />
          {t`Download SVG`}
        </Button>
        <Button onClick={() => download('jpeg')} disabled={!ready} size="small" aria-label={t`Download JPEG`}>
          {t`JPEG`}
        </Button>
        <Button onClick={() => download('webp')} disabled={!ready} size="small" aria-label={t`Download WebP`}>
          {t`WebP`}
        </Button>
        <Button onClick={copyImage} disabled={!ready}>
          <IconCopy size={18} aria-hidden />
          {t`Copy image`}
        </Button>
        <CopyButton value={fullSvg} label={t`Copy SVG code`} disabled={!ready} />
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
