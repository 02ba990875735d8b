import { Alert, Button, FileUpload, ToolInputError, downloadFile, useAsyncResult, useObjectUrl } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { encoderSupport, processImage, readImageFacts, sampleFile, type ImageFacts } from './client.js';
import { FORMAT_INFO, formatBytes, sizeChangePercent } from './formats.js';
import type { EncoderSupport, PipelineJob, PipelineProgress, PipelineResult } from './pipeline-types.js';
import styles from './pipeline.module.css';
import { isAbort, JobStatus, useWorkerJob, type WorkerJobRun } from './WorkerJob.js';

/** An image the visitor picked (or the sample), with what is known of it. */
export interface PickedImage {
  file: Blob;
  name: string;
  facts: ImageFacts;
}

/** What {@link useImageSource} returns. */
export interface ImageSource {
  /** The image, once its facts are read; null before or without one. */
  image: PickedImage | null;
  /** Reading it (the sample being drawn, or the facts of a file). */
  loading: boolean;
  /** Why the image cannot be used. */
  error: string | null;
  /** Takes the visitor's own files: the first is shown, the others wait in `more` (the tool should then forget its sample). */
  pick: (files: File[]) => void;
  /** Further files picked at once (batch conversion), in order. */
  more: File[];
}

/**
 * The image a tool works on: the visitor's file, or the built-in sample while `sample` is set
 * (examples use it, so they work without a file).
 *
 * @param sample - true to use the built-in sample image.
 * @param onOwnImage - called when the visitor picks a file (clear the sample in the tool state).
 * @returns {@link ImageSource}.
 */
export function useImageSource(sample: boolean, onOwnImage: () => void): ImageSource {
  const { t } = useLingui();
  const [own, setOwn] = useState<File[]>([]);
  const [state, setState] = useState<{ file: Blob | null; image: PickedImage | null; error: string | null }>({
    file: null,
    image: null,
    error: null,
  });
  const [sampleBlob, setSampleBlob] = useState<File | null>(null);
  useEffect(() => {
    if (!sample || sampleBlob) return;
    const controller = new AbortController();
    sampleFile(480, 320, controller.signal).then(setSampleBlob, (error: unknown) => {
      if (!isAbort(error)) setState({ file: null, image: null, error: t`The sample image could not be drawn.` });
    });
    return () => controller.abort();
  }, [sample, sampleBlob, t]);
  const file = sample ? sampleBlob : (own[0] ?? null);
  useEffect(() => {
    if (!file) return;
    let live = true;
    readImageFacts(file).then(
      (facts) => live && setState({ file, image: { file, name: file instanceof File ? file.name : 'image', facts }, error: null }),
      (error: unknown) =>
        live && setState({ file, image: null, error: error instanceof ToolInputError ? error.message : t`The image could not be opened.` }),
    );
    return () => {
      live = false;
    };
  }, [file, t]);
  const pick = useCallback(
    (picked: File[]) => {
      if (picked.length === 0) return;
      onOwnImage();
      setOwn(picked);
    },
    [onOwnImage],
  );
  const current = file !== null && state.file === file;
  const more = useMemo(() => (sample ? [] : own.slice(1)), [sample, own]);
  return { image: current ? state.image : null, loading: file !== null && !current, error: current ? state.error : null, pick, more };
}

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** The drop zone's label. */
  label: string;
  /** From {@link useImageSource}. */
  source: ImageSource;
  /** Accepted types (default every image). */
  accept?: string;
  /** Several files at once (the first is previewed; see {@link BatchResults}). */
  multiple?: boolean;
}

/** Pick an image (choose, drop or paste) → its preview, dimensions, type and size. */
export function ImagePicker({ label, source, accept = 'image/*,.svg', multiple = false }: ImagePickerProps) {
  const { t } = useLingui();
  const url = useObjectUrl(source.image?.file ?? null);
  const facts = source.image?.facts;
  return (
    <div className={styles.panel}>
      <FileUpload label={label} accept={accept} onFiles={source.pick} multiple={multiple} allowImagePaste />
      <div className={styles.stage} role="region" aria-label={t`Original image`}>
        {url ? (
          <img src={url} alt={t`The original`} />
        ) : (
          <p className={styles.muted}>{source.loading ? t`Opening the image…` : t`No image yet: choose, drop or paste one.`}</p>
        )}
      </div>
      <div role="group" aria-label={t`Original`}>
        <dl className={styles.facts}>
          {source.image && facts && (
            <>
              <div>
                <dt>{t`Original`}</dt>
                <dd>{source.image.name}</dd>
              </div>
              <div>
                <dt>{t`Size`}</dt>
                <dd>{t`${Math.round(facts.width)} × ${Math.round(facts.height)} px`}</dd>
              </div>
              <div>
                <dt>{t`Type`}</dt>
                <dd>{facts.type || t`unknown`}</dd>
              </div>
              <div>
                <dt>{t`File`}</dt>
                <dd>{formatBytes(facts.size)}</dd>
              </div>
            </>
          )}
        </dl>
      </div>
      {source.error && <Alert type="error">{source.error}</Alert>}
    </div>
  );
}

/** What {@link usePipelineResult} returns. */
export type PipelineRun = WorkerJobRun<PipelineResult, PipelineProgress>;

/**
 * Runs the pipeline on the image whenever it or the job changes (the previous job's worker is
 * terminated), with progress and Cancel.
 *
 * @param image - the image, or null.
 * @param job - the job, or null when the settings are invalid; compared by value.
 * @returns {@link PipelineRun}.
 */
export function usePipelineResult(image: PickedImage | null, job: PipelineJob | null): PipelineRun {
  const key = job ? JSON.stringify(job) : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the job is compared by value (its JSON).
  const request = useMemo(() => (image && job ? { image, job } : null), [image, key]);
  return useWorkerJob(request, (r: NonNullable<typeof request>, signal, onProgress: (p: PipelineProgress) => void) =>
    processImage(r.image.file, r.image.facts, r.job, signal, onProgress),
  );
}

/**
 * Which formats this browser writes; null until known (first render, prerender).
 *
 * @returns {@link EncoderSupport} or null.
 */
export function useEncoderSupport(): EncoderSupport | null {
  const [support, setSupport] = useState<EncoderSupport | null>(null);
  useEffect(() => {
    let live = true;
    encoderSupport().then(
      (s) => live && setSupport(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return support;
}

/** Props of {@link ImageResult}. */
export interface ImageResultProps {
  /** The original (its size is shown beside the output's). */
  image: PickedImage | null;
  run: PipelineRun;
  /** The download's file name. */
  fileName: string;
  /** Extra notices about the result (upscaling…), shown under it. */
  notices?: string[];
}

/** The output of the pipeline: progress and Cancel, the preview, its size next to the original's (and the % change), Download. */
export function ImageResult({ image, run, fileName, notices = [] }: ImageResultProps) {
  const { t } = useLingui();
  const { result, progress } = run;
  const value = result.status === 'done' ? result.value : null;
  const url = useObjectUrl(value?.blob ?? null);
  const stageLabel = (p: PipelineProgress | null) =>
    p?.stage === 'resizing' ? t`Resizing…` : p?.stage === 'encoding' ? t`Encoding…` : t`Decoding…`;
  const change = value && image ? sizeChangePercent(image.facts.size, value.blob.size) : 0;
  return (
    <div className={styles.panel}>
      <JobStatus run={run} label={stageLabel(progress)} fraction={progress ? progress.fraction : null}>
        {value && <span role="status">{t`Done: ${FORMAT_INFO[value.format].label}, ${value.width} × ${value.height} px.`}</span>}
      </JobStatus>
      <div className={styles.stage} role="region" aria-label={t`Result image`}>
        {url ? (
          <img src={url} alt={t`The result`} data-width={value?.width} data-height={value?.height} />
        ) : (
          <p className={styles.muted}>{t`The result appears here.`}</p>
        )}
      </div>
      <div role="group" aria-label={t`Result`}>
        <dl className={styles.facts}>
          {value && image && (
            <>
              <div>
                <dt>{t`Output`}</dt>
                <dd>
                  {value.width} × {value.height} px, {formatBytes(value.blob.size)}
                </dd>
              </div>
              <div>
                <dt>{t`Original`}</dt>
                <dd>
                  {Math.round(value.sourceWidth)} × {Math.round(value.sourceHeight)} px, {formatBytes(image.facts.size)}
                </dd>
              </div>
              <div>
                <dt>{t`Change`}</dt>
                <dd className={change <= 0 ? styles.smaller : styles.larger}>
                  {change > 0 ? '+' : ''}
                  {change} %
                </dd>
              </div>
            </>
          )}
        </dl>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" disabled={!value} onClick={() => value && downloadFile(value.blob, fileName, value.blob.type)}>
          <IconDownload size={18} aria-hidden /> {t`Download ${fileName}`}
        </Button>
      </div>
      {value &&
        notices.map((notice) => (
          <Alert key={notice} type="info">
            {notice}
          </Alert>
        ))}
    </div>
  );
}

export { styles as pipelineStyles };

/** One converted file of a batch. */
interface BatchItem {
  name: string;
  size: number;
  output: PipelineResult | null;
  error: string | null;
}

/** Props of {@link BatchResults}. */
export interface BatchResultsProps {
  /** The files after the first (which the main view shows). */
  files: File[];
  /** The job, or null when the settings are invalid. */
  job: PipelineJob | null;
  /** The download name of a file's output. */
  fileName: (original: string) => string;
  /** Called with each output as it is ready (e.g. to download it at once). */
  onOutput?: (output: PipelineResult, fileName: string) => void;
}

/**
 * The other files of a batch, converted one after the other in workers with the same job: each
 * row shows the output's size next to the original's, the change, and a Download button.
 */
export function BatchResults({ files, job, fileName, onOutput }: BatchResultsProps) {
  const { t } = useLingui();
  const key = job ? JSON.stringify(job) : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the job is compared by value (its JSON).
  const request = useMemo(() => (files.length > 0 && job ? { files, job } : null), [files, key]);
  const [partial, setPartial] = useState<{ request: typeof request; items: BatchItem[] }>({ request: null, items: [] });
  const result = useAsyncResult(request, async (r: NonNullable<typeof request>, signal) => {
    const items: BatchItem[] = [];
    for (const file of r.files) {
      let item: BatchItem;
      try {
        const facts = await readImageFacts(file);
        const output = await processImage(file, facts, r.job, signal);
        item = { name: file.name, size: file.size, output, error: null };
        onOutput?.(output, fileName(file.name));
      } catch (error) {
        if (isAbort(error)) return new Promise<never>(() => undefined); // a newer request took over
        item = { name: file.name, size: file.size, output: null, error: error instanceof Error ? error.message : String(error) };
      }
      items.push(item);
      setPartial({ request: r, items: [...items] });
    }
    return items;
  });
  if (files.length === 0) return null;
  const items = result.status === 'done' ? result.value : partial.request === request ? partial.items : [];
  return (
    <div className={styles.panel}>
      <p className={styles.muted} aria-live="polite">
        {items.length < files.length
          ? t`Converting: ${items.length + 1} of ${files.length}…`
          : t`Converted: ${files.length} of ${files.length}.`}
      </p>
      <ul className={styles.batch}>
        {items.map((item, i) => (
          <li key={i}>
            <span className={styles.batchName}>{item.name}</span>
            {item.output ? (
              <>
                <span>
                  {formatBytes(item.size)} → {formatBytes(item.output.blob.size)} (
                  {sizeChangePercent(item.size, item.output.blob.size) > 0 ? '+' : ''}
                  {sizeChangePercent(item.size, item.output.blob.size)} %), {item.output.width} × {item.output.height} px
                </span>
                <Button
                  size="small"
                  onClick={() => item.output && downloadFile(item.output.blob, fileName(item.name), item.output.blob.type)}
                >
                  <IconDownload size={16} aria-hidden /> {t`Download ${fileName(item.name)}`}
                </Button>
              </>
            ) : (
              <span className={styles.batchError}>{item.error}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
