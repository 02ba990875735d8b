import { runWorkerJob } from '@handy-tools/compute';
import { Alert, Button, ButtonsSelect, Card, Checkbox, downloadFile, FileUpload, Stack, ToolInputError, useToolState, useObjectUrls } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { proxy } from 'comlink';
import { useCallback, useMemo, useState } from 'react';
import { formatBytes, sizeChangePercent } from '../shared/image-pipeline/formats.js';
import { pipelineStyles } from '../shared/image-pipeline/ImagePipeline.js';
import { JobStatus, useWorkerJob } from '../shared/image-pipeline/WorkerJob.js';
import { ICO_SIZES, isIco, parseIcoSizes, type IcoEntryFormat, type IcoFit } from './ico-converter.js';
import type { IcoListedImage, IcoMakeResult, IcoReadResult, IcoWorkerApi } from './ico-converter.worker.js';
import styles from './IcoConverterTool.module.css';
import { icoConverterState } from './state.js';

const spawn = () => new Worker(new URL('./ico-converter.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-ico-converter' });

/** The file the visitor chose: its bytes decide the direction (an ICO is listed, any other image becomes an ICO). */
interface Source {
  file: File;
  ico: boolean;
}

type Request = { mode: 'make'; file: File | null; sizes: number[]; entryFormat: IcoEntryFormat; fit: IcoFit } | { mode: 'read'; file: File | null };

const baseName = (name: string) => name.replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|]/g, '_') || 'icon';

/**
 * ICO converter: the UI. A picture becomes a multi-size ICO (chosen sizes, BMP or PNG entries,
 * how a non-square picture fits); an ICO file is listed image by image, each downloadable as PNG.
 * Decoding and encoding run in a Web Worker, with progress and Cancel.
 */
export default function IcoConverterTool() {
  const { t } = useLingui();
  const [{ sample, sizes, entryFormat, fit }, update] = useToolState(icoConverterState);
  const [own, setOwn] = useState<Source | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);

  const onFiles = useCallback(
    (files: File[]) => {
      const file = files[0];
      if (!file) return;
      file.slice(0, 6).arrayBuffer().then(
        (head) => {
          setPickError(null);
          setOwn({ file, ico: isIco(new Uint8Array(head)) });
          update({ sample: '' });
        },
        () => setPickError(t`The file could not be read.`),
      );
    },
    [t, update],
  );

  const sizeList = useMemo(() => {
    try {
      return { value: parseIcoSizes(sizes), error: null };
    } catch (error) {
      if (error instanceof ToolInputError) return { value: null, error: error.message };
      throw error;
    }
  }, [sizes]);
  const sizesKey = sizeList.value?.join(',') ?? '';

  const mode: 'make' | 'read' | null = sample === 'icon' ? 'read' : sample === 'picture' ? 'make' : own ? (own.ico ? 'read' : 'make') : null;
  const file = sample ? null : (own?.file ?? null);
  // Only what the direction uses: changing the sizes does not list an ICO again.
  const makeKey = mode === 'make' && sizesKey ? `${sizesKey}|${entryFormat}|${fit}` : '';
  const request = useMemo<Request | null>(() => {
    if (mode === 'read') return { mode, file };
    if (mode === 'make' && makeKey) {
      const [list = '', entry, how] = makeKey.split('|');
      return { mode, file, sizes: list.split(',').map(Number), entryFormat: entry as IcoEntryFormat, fit: how as IcoFit };
    }
    return null;
  }, [mode, file, makeKey]);

  const run = useWorkerJob(request, (r: Request, signal, onProgress: (fraction: number) => void) => {
    const progress = proxy(onProgress);
    return r.mode === 'make'
      ? runWorkerJob<IcoWorkerApi, IcoMakeResult | IcoReadResult>(spawn, (api) => api.make(r.file, { sizes: r.sizes, entryFormat: r.entryFormat, fit: r.fit }, progress), signal)
      : runWorkerJob<IcoWorkerApi, IcoMakeResult | IcoReadResult>(spawn, (api) => api.read(r.file, progress), signal);
  });
  const { result } = run;
  const value = result.status === 'done' ? result.value : null;
  const images = useMemo<IcoListedImage[]>(() => value?.images ?? [], [value]);
  const pngs = useMemo(() => images.map((i) => i.png), [images]);
  const urls = useObjectUrls(pngs);

  const name = sample ? (sample === 'icon' ? 'sample-icon' : 'sample') : baseName(own?.file.name ?? 'icon');
  const icoName = `${sample === 'picture' ? 'favicon' : name}.ico`;
  const chosen = new Set<number>(sizeList.value ?? []);
  const toggleSize = (size: number, on: boolean) => {
    const next = new Set<number>(chosen);
    if (on) next.add(size);
    else next.delete(size);
    update({ sizes: ICO_SIZES.filter((s) => next.has(s)).join(',') });
  };
  const sourceLabel = sample ? t`the built-in sample` : (own?.file.name ?? '');

  return (
    <Stack>
      <Card>
        <Stack>
          <FileUpload label={t`Picture (PNG, JPEG, WebP…) or ICO file`} accept="image/*,.ico,.cur" onFiles={onFiles} allowImagePaste />
          <p className={styles.muted}>
            {mode === null
              ? t`Choose a picture to make an ICO, or an ICO to see and extract its images.`
              : mode === 'make'
                ? t`Making an ICO from ${sourceLabel}.`
                : t`Listing the images of ${sourceLabel}.`}
          </p>
          {pickError && <Alert type="error">{pickError}</Alert>}
        </Stack>
      </Card>
      <Card>
        <Stack>
          <fieldset className={styles.sizes}>
            <legend>{t`Icon sizes (pixels)`}</legend>
            {ICO_SIZES.map((size) => (
              <Checkbox key={size} label={`${size} × ${size}`} checked={chosen.has(size)} onChange={(on) => toggleSize(size, on)} />
            ))}
          </fieldset>
          {sizeList.error && <Alert type="error">{sizeList.error}</Alert>}
          <ButtonsSelect
            label={t`Entry format`}
            value={entryFormat}
            onChange={(v) => update({ entryFormat: v })}
            options={[
              { value: 'auto', label: t`Windows standard (BMP, PNG for 256)` },
              { value: 'png', label: t`All PNG (smallest)` },
              { value: 'bmp', label: t`All BMP (oldest readers)` },
            ]}
          />
          <ButtonsSelect
            label={t`Non-square pictures`}
            value={fit}
            onChange={(v) => update({ fit: v })}
            options={[
              { value: 'contain', label: t`Fit (transparent bars)` },
              { value: 'cover', label: t`Fill (crop)` },
              { value: 'stretch', label: t`Stretch` },
            ]}
          />
        </Stack>
      </Card>
      <Card>
        <Stack>
          <JobStatus run={run} label={mode === 'read' ? t`Reading the icon…` : t`Making the icon…`} fraction={run.progress}>
            {value?.kind === 'made' && (
              <span role="status">
                {t`ICO: ${value.images.length} images, ${formatBytes(value.ico.size)}`}
                {value.sourceBytes > 0
                  ? ` — ${t`original ${value.sourceWidth} × ${value.sourceHeight} px, ${formatBytes(value.sourceBytes)}`} (${sizeChangePercent(value.sourceBytes, value.ico.size) > 0 ? '+' : ''}${sizeChangePercent(value.sourceBytes, value.ico.size)} %)`
                  : ` — ${t`original ${value.sourceWidth} × ${value.sourceHeight} px`}`}
              </span>
            )}
            {value?.kind === 'read' && <span role="status">{t`ICO file of ${formatBytes(value.sourceBytes)}: ${value.images.length} images`}</span>}
          </JobStatus>
          <div className={pipelineStyles.actions}>
            <Button variant="primary" disabled={value?.kind !== 'made'} onClick={() => value?.kind === 'made' && downloadFile(value.ico, icoName, 'image/x-icon')}>
              <IconDownload size={18} aria-hidden /> {t`Download ${icoName}`}
            </Button>
          </div>
          <ul className={styles.list} aria-label={t`Images in the icon`}>
            {images.map((image, i) => {
              const label = t`${image.width} × ${image.height} px, ${image.bitCount}-bit ${image.format.toUpperCase()}, ${formatBytes(image.storedBytes)} in the file`;
              return (
                <li key={image.index} className={styles.item}>
                  <span className={styles.thumb}>{urls[i] && <img src={urls[i]} alt={t`Icon ${image.index + 1}: ${image.width} × ${image.height} px`} width={Math.min(64, image.width)} height={Math.min(64, image.height)} />}</span>
                  <span className={styles.meta}>{label}</span>
                  <Button size="small" onClick={() => downloadFile(image.png, `${name}-${image.width}x${image.height}.png`, 'image/png')} aria-label={t`Download image ${image.index + 1} (${image.width} × ${image.height}) as PNG`}>
                    <IconDownload size={16} aria-hidden /> PNG
                  </Button>
                </li>
              );
            })}
            {images.length === 0 && <li className={styles.muted}>{t`The icon's images appear here.`}</li>}
          </ul>
          {value?.kind === 'made' && Math.max(...value.images.map((i) => i.width)) > Math.max(value.sourceWidth, value.sourceHeight) && (
            <p className={styles.muted}>{t`The picture is smaller than the largest icon size: those sizes are enlarged and look soft. Start from a picture of 256 px or more for a sharp icon.`}</p>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
