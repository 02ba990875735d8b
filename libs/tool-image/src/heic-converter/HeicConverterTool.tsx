import { runWorkerJob } from '@handy-tools/compute';
import { Button, ButtonsSelect, Card, downloadFile, FileUpload, IntegerInput, Row, Stack, useToolState, useObjectUrls } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { proxy } from 'comlink';
import { useCallback, useMemo, useState } from 'react';
import { formatBytes, sizeChangePercent } from '../shared/image-pipeline/formats.js';
import { pipelineStyles } from '../shared/image-pipeline/ImagePipeline.js';
import { JobStatus, useWorkerJob } from '../shared/image-pipeline/WorkerJob.js';
import { HEIC_OUTPUT_INFO, heicOutputName, type HeicOutputFormat } from './heic-converter.js';
import type { HeicConverted, HeicResult, HeicWorkerApi } from './heic-converter.worker.js';
import styles from './HeicConverterTool.module.css';
import { HEIC_SAMPLE_URLS } from './samples.js';
import { heicConverterState } from './state.js';

const spawn = () => new Worker(new URL('./heic-converter.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-heic-converter' });

interface Request {
  source: File | string;
  format: HeicOutputFormat;
  quality: number;
}

/**
 * HEIC converter: the UI. Every image of a HEIC/HEIF file is decoded by libheif (WebAssembly) in
 * a Web Worker and encoded as JPEG, PNG or WebP, with progress and Cancel; each result shows its
 * size next to the original's and can be downloaded.
 */
export default function HeicConverterTool() {
  const { t } = useLingui();
  const [{ sample, format, quality }, update] = useToolState(heicConverterState);
  const [own, setOwn] = useState<File | null>(null);
  const onFiles = useCallback(
    (files: File[]) => {
      if (!files[0]) return;
      setOwn(files[0]);
      update({ sample: '' });
    },
    [update],
  );
  const source = sample ? HEIC_SAMPLE_URLS[sample] : own;
  const fileName = sample ? `${sample}.heic` : (own?.name ?? '');
  // PNG ignores the quality: changing it then does not convert again.
  const usedQuality = HEIC_OUTPUT_INFO[format].lossy ? quality : 100;
  const request = useMemo<Request | null>(() => (source ? { source, format, quality: usedQuality } : null), [source, format, usedQuality]);
  const run = useWorkerJob(request, (r: Request, signal, onProgress: (fraction: number) => void) =>
    runWorkerJob<HeicWorkerApi, HeicResult>(spawn, (api) => api.convert(r.source, r.format, r.quality, proxy(onProgress)), signal),
  );
  const { result } = run;
  const value = result.status === 'done' ? result.value : null;
  const images = useMemo<HeicConverted[]>(() => value?.images ?? [], [value]);
  const blobs = useMemo(() => images.map((i) => i.blob), [images]);
  const urls = useObjectUrls(blobs);
  const total = images.reduce((sum, i) => sum + i.blob.size, 0);
  const change = value ? sizeChangePercent(value.sourceBytes, total) : 0;
  const nameOf = (image: HeicConverted) => heicOutputName(fileName, image.index, images.length, format);
  const info = HEIC_OUTPUT_INFO[format];

  return (
    <Stack>
      <Card>
        <Stack>
          <FileUpload label={t`HEIC or HEIF photo`} accept=".heic,.heif,.hif,.avci,image/heic,image/heif,image/heic-sequence,image/heif-sequence" onFiles={onFiles} />
          <Row>
            <ButtonsSelect
              label={t`Output format`}
              value={format}
              onChange={(v) => update({ format: v })}
              options={[
                { value: 'jpeg', label: 'JPEG' },
                { value: 'png', label: t`PNG (lossless)` },
                { value: 'webp', label: 'WebP' },
              ]}
            />
            <IntegerInput label={info.lossy ? t`Quality (1–100)` : t`Quality (1–100, not used by PNG)`} value={quality} min={1} max={100} onChange={(v) => update({ quality: v })} />
          </Row>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <p className={styles.muted}>{t`Every image of the file is converted (bursts and edited versions included), in your browser: nothing is uploaded.`}</p>
          <JobStatus run={run} label={t`Converting…`} fraction={run.progress}>
            {value && (
              <span role="status">
                {images.length === 1 ? t`1 image as ${info.label}: ${formatBytes(total)}` : t`${images.length} images as ${info.label}: ${formatBytes(total)}`} — {t`original ${fileName}, ${formatBytes(value.sourceBytes)}`} ({change > 0 ? '+' : ''}
                {change} %)
              </span>
            )}
          </JobStatus>
          <div className={pipelineStyles.actions}>
            <Button variant="primary" disabled={images.length === 0} onClick={() => images.forEach((image) => downloadFile(image.blob, nameOf(image), image.blob.type))}>
              <IconDownload size={18} aria-hidden /> {images.length > 1 ? t`Download all ${images.length}` : t`Download`}
            </Button>
          </div>
          <ul className={styles.list} aria-label={t`Converted images`}>
            {images.map((image, i) => (
              <li key={image.index} className={styles.item}>
                <div className={styles.thumb}>{urls[i] && <img src={urls[i]} alt={t`Converted ${image.index + 1}: ${image.width} × ${image.height} px`} data-width={image.width} data-height={image.height} />}</div>
                <span className={styles.meta}>
                  {image.width} × {image.height} px, {formatBytes(image.blob.size)}
                  {image.primary && images.length > 1 ? ` (${t`primary`})` : ''}
                </span>
                <Button size="small" onClick={() => downloadFile(image.blob, nameOf(image), image.blob.type)} aria-label={t`Download image ${image.index + 1} as ${nameOf(image)}`}>
                  <IconDownload size={16} aria-hidden /> {nameOf(image)}
                </Button>
              </li>
            ))}
            {images.length === 0 && <li className={styles.muted}>{t`The converted images appear here.`}</li>}
          </ul>
        </Stack>
      </Card>
    </Stack>
  );
}
