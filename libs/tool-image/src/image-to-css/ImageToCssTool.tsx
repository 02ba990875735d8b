import { createWarmWorker } from '@handy-tools/compute';
import {
  Alert,
  Button,
  ButtonsSelect,
  Card,
  Checkbox,
  downloadFile,
  IntegerInput,
  Progress,
  Stack,
  TextInput,
  useAsyncResult,
  useToolState,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { ImagePicker, useImageSource, type PickedImage } from '../shared/image-pipeline/ImagePipeline.js';
import { formatBytes, sizeChangePercent, svgIntrinsicSize } from '../shared/image-pipeline/formats.js';
import { cssSnippets, LARGE_DATA_URI_CHARS, type ImageCssOptions, type ImageCssResult } from './image-to-css.js';
import type { ImageToCssWorkerApi } from './image-to-css.worker.js';
import { imageToCssState } from './state.js';
import styles from './image-to-css.module.css';

// One warm worker: svgo loads once; a newer input or Cancel terminates a running job.
const worker = createWarmWorker<ImageToCssWorkerApi>(
  () => new Worker(new URL('./image-to-css.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-image-to-css' }),
);

interface Job {
  source: Blob | string;
  mime: string;
  options: ImageCssOptions;
}

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';

/** The file's name without its folder, for `<picture>`'s fallback and the downloads. */
function baseName(image: PickedImage | null, mode: 'file' | 'svg'): string {
  if (mode === 'svg' || !image) return 'image.svg';
  return image.name || 'image';
}

/**
 * Image to CSS: the UI. An image file (or pasted SVG) becomes a data URI — base64, or for SVG the
 * smaller percent-encoded form after svgo, in a Web Worker — and the CSS and HTML that use it, with
 * the sizes before and after and a warning when the URI is large.
 */
export default function ImageToCssTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(imageToCssState);
  const { mode, sample, svg, alt, optimize, multipass, precision, keepIds, svgEncoding } = state;
  const onOwnImage = useCallback(() => update({ sample: false }), [update]);
  const source = useImageSource(mode === 'file' && sample, onOwnImage);
  const image = mode === 'file' ? source.image : null;
  const options = useMemo<ImageCssOptions>(
    () => ({ optimize, svgo: { multipass, precision, keepIds }, svgEncoding }),
    [optimize, multipass, precision, keepIds, svgEncoding],
  );
  const job = useMemo<Job | null>(() => {
    if (mode === 'svg') return svg.trim() === '' ? null : { source: svg, mime: 'image/svg+xml', options };
    return image ? { source: image.file, mime: image.facts.type || 'application/octet-stream', options } : null;
  }, [mode, svg, image, options]);
  const [cancelledJob, setCancelledJob] = useState<Job | null>(null);
  const active = job !== null && job !== cancelledJob ? job : null;
  const result = useAsyncResult(active, (j: Job, signal) =>
    worker
      .run((api) => api.toCss(j.source, j.mime, j.options), signal)
      .catch((error: unknown) => {
        if (isAbort(error)) return new Promise<ImageCssResult>(() => undefined); // a newer job took over
        throw error;
      }),
  );
  const value = result.status === 'done' ? result.value : null;
  const size = useMemo(() => {
    if (image) return { width: Math.round(image.facts.width), height: Math.round(image.facts.height) };
    if (value?.svg) {
      try {
        const s = svgIntrinsicSize(value.svg);
        return { width: Math.round(s.width), height: Math.round(s.height) };
      } catch {
        return null;
      }
    }
    return null;
  }, [image, value]);
  const fileName = baseName(image, mode);
  const snippets = useMemo(
    () =>
      value ? cssSnippets(value.dataUri, value.mime, { width: size?.width ?? null, height: size?.height ?? null, alt, fileName }) : null,
    [value, size, alt, fileName],
  );
  const isSvg = value?.svg != null;
  const svgError = mode === 'svg' && result.status === 'error' ? result.message : null;
  const fileError = mode === 'file' && result.status === 'error' ? result.message : null; // the picker shows why a file cannot be opened
  const uriChars = value?.dataUri.length ?? 0;

  return (
    <Stack>
      <Card>
        <Stack>
          <ButtonsSelect
            label={t`Source`}
            options={[
              { value: 'file', label: t`Image file` },
              { value: 'svg', label: t`SVG code` },
            ]}
            value={mode}
            onChange={(v) => update({ mode: v })}
          />
          {mode === 'file' ? (
            <ImagePicker label={t`Image (choose, drop or paste)`} source={source} />
          ) : (
            <TextInput
              label={t`SVG code`}
              value={svg}
              onChange={(v) => update({ svg: v })}
              multiline
              monospace
              rows={8}
              placeholder={t`Paste <svg …>…</svg> here, or drop an .svg file`}
              error={svgError}
              fileName="image.svg"
            />
          )}
          {fileError && <Alert type="error">{fileError}</Alert>}
          <TextInput label={t`Alt text (for <img> and <picture>)`} value={alt} onChange={(v) => update({ alt: v })} />
        </Stack>
      </Card>
      <Card>
        <Stack>
          <ButtonsSelect
            label={t`SVG encoding`}
            options={[
              { value: 'url', label: t`URL-encoded (smaller)` },
              { value: 'url-compact', label: t`URL-encoded, raw spaces (as it-tools)` },
              { value: 'base64', label: t`Base64` },
            ]}
            value={svgEncoding}
            onChange={(v) => update({ svgEncoding: v })}
          />
          <div className={styles.grid}>
            <Checkbox label={t`Optimise SVG with svgo`} checked={optimize} onChange={(v) => update({ optimize: v })} />
            <Checkbox label={t`Multipass`} checked={multipass} onChange={(v) => update({ multipass: v })} />
            <Checkbox label={t`Keep IDs`} checked={keepIds} onChange={(v) => update({ keepIds: v })} />
            <IntegerInput label={t`Decimal places`} min={0} max={8} value={precision} onChange={(v) => update({ precision: v })} />
          </div>
          <p className={styles.muted}>{t`The SVG settings apply to SVG images; other images are always base64.`}</p>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <div className={styles.status} aria-live="polite">
            {result.status === 'pending' && (
              <>
                <Progress label={isSvg || mode === 'svg' ? t`Optimising…` : t`Encoding…`} />
                <Button size="small" onClick={() => setCancelledJob(job)}>{t`Cancel`}</Button>
              </>
            )}
            {job !== null && job === cancelledJob && (
              <>
                <span>{t`Cancelled.`}</span>
                <Button size="small" onClick={() => setCancelledJob(null)}>{t`Run again`}</Button>
              </>
            )}
            <dl className={styles.sizes} aria-label={t`Sizes`}>
              {value && (
                <>
                  <div>
                    <dt>{t`Original`}</dt>
                    <dd>{formatBytes(value.originalBytes)}</dd>
                  </div>
                  {value.svgBytes !== null && (
                    <div>
                      <dt>{optimize ? t`Optimised SVG` : t`SVG`}</dt>
                      <dd className={value.svgBytes < value.originalBytes ? styles.smaller : undefined}>
                        {formatBytes(value.svgBytes)} ({sizeChangePercent(value.originalBytes, value.svgBytes) > 0 ? '+' : ''}
                        {sizeChangePercent(value.originalBytes, value.svgBytes)} %)
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt>{t`Data URI`}</dt>
                    <dd>{formatBytes(uriChars)}</dd>
                  </div>
                  {size && (
                    <div>
                      <dt>{t`Dimensions`}</dt>
                      <dd>{t`${size.width} × ${size.height} px`}</dd>
                    </div>
                  )}
                </>
              )}
            </dl>
          </div>
          {uriChars > LARGE_DATA_URI_CHARS && (
            <Alert type="warning">
              {t`This data URI is ${formatBytes(uriChars)}: over 32 KB, it makes the stylesheet or page that holds it slower to load and cannot be cached on its own. Link the file instead, or shrink the image first.`}
            </Alert>
          )}
          <div className={styles.preview} role="region" aria-label={t`Preview`}>
            {snippets ? (
              <img src={snippets.dataUri} alt={alt || t`The image, from its data URI`} />
            ) : (
              <p className={styles.muted}>{t`Choose an image or paste an SVG.`}</p>
            )}
          </div>
          {[
            { label: t`Data URI`, value: snippets?.dataUri, rows: 3, fileName: 'data-uri.txt' },
            { label: t`CSS background-image`, value: snippets?.background, rows: 3, fileName: 'background.css' },
            { label: t`<img> tag`, value: snippets?.img, rows: 3, fileName: 'img.html' },
            { label: t`<picture> element`, value: snippets?.picture, rows: 4, fileName: 'picture.html' },
            { label: t`CSS border-image-source`, value: snippets?.borderImage, rows: 2, fileName: 'border.css' },
            { label: t`CSS list-style-image`, value: snippets?.listStyle, rows: 2, fileName: 'list-style.css' },
            { label: t`CSS url()`, value: snippets?.url, rows: 2, fileName: 'url.txt' },
          ].map((snippet) => (
            <TextInput
              key={snippet.fileName}
              label={snippet.label}
              value={snippet.value ?? ''}
              readOnly
              multiline
              monospace
              copyable
              rows={snippet.rows}
              fileName={snippet.fileName}
            />
          ))}
          {value?.svg != null && (
            <Stack>
              <TextInput
                label={optimize ? t`Optimised SVG` : t`SVG`}
                value={value.svg}
                readOnly
                multiline
                monospace
                copyable
                rows={4}
                fileName="optimised.svg"
              />
              <div>
                <Button
                  onClick={() =>
                    value.svg !== null && downloadFile(value.svg, fileName.replace(/\.svg$/i, '') + '.min.svg', 'image/svg+xml')
                  }
                >{t`Download SVG`}</Button>
              </div>
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
