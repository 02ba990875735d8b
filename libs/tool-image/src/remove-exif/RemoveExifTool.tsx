import { runWorkerJob } from '@handy-tools/compute';
import { Alert, Button, Card, Checkbox, DataTable, downloadFile, FileUpload, Progress, Row, Stack, useAsyncResult, useToolState, ValueTable, useObjectUrl } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo } from 'react';
import { formatSize } from '../shared/image-metadata/bytes.js';
import { useImageFile, type ImageSource } from '../shared/image-metadata/useImageFile.js';
import { cleanFileName, type RemoveExifResult, type StripOptions } from './remove-exif.js';
import type { RemoveExifWorkerApi } from './remove-exif.worker.js';
import { removeExifState } from './state.js';
import shared from '../shared/image-metadata/image-metadata.module.css';
import own from './RemoveExifTool.module.css';

const styles = { ...shared, ...own };

interface Request {
  source: ImageSource;
  options: StripOptions;
}

async function strip({ source, options }: Request, signal: AbortSignal): Promise<RemoveExifResult> {
  const bytes = await source.read();
  return runWorkerJob<RemoveExifWorkerApi, RemoveExifResult>(
    () => new Worker(new URL('./remove-exif.worker.js', import.meta.url), { type: 'module' }),
    (api) => api.strip(bytes, options),
    signal,
  );
}

/**
 * Remove EXIF: the UI. The file is walked and copied without its metadata segments in a Web
 * Worker (no re-encoding: the image data is kept byte for byte), then offered for download with
 * the list of what was removed and both sizes.
 */
export default function RemoveExifTool() {
  const { t } = useLingui();
  const [{ sample, keepColourProfile, keepOrientation, autoDownload }, update] = useToolState(removeExifState);
  const onOwnFile = useCallback(() => update({ sample: '' }), [update]);
  const { source, chooseFile, clear, error: loadError } = useImageFile(sample, onOwnFile);
  const request = useMemo(() => (source ? { source, options: { keepColourProfile, keepOrientation } } : null), [source, keepColourProfile, keepOrientation]);
  const result = useAsyncResult(request, strip);
  const done = result.status === 'done' ? result.value : null;
  const outputBlob = useMemo(() => (done ? new Blob([done.output as Uint8Array<ArrayBuffer>], { type: done.mimeType }) : null), [done]);
  const outputUrl = useObjectUrl(outputBlob) ?? '';
  const fileName = source ? cleanFileName(source.name, autoDownload ? 'prefix' : 'suffix') : '';
  const download = useCallback(() => {
    if (done) downloadFile(done.output as Uint8Array<ArrayBuffer>, fileName, done.mimeType);
  }, [done, fileName]);
  // The original tool's behaviour, as an option: save as soon as the visitor's own file is cleaned.
  useEffect(() => {
    if (done && autoDownload && source && !source.isSample) download();
    // Only when a new result arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  const saved = done ? done.originalSize - done.outputSize : 0;
  return (
    <Stack>
      <Card title={t`What to keep`}>
        <div className={styles.options}>
          <Checkbox label={t`Keep the colour profile (ICC), so colours display as meant`} checked={keepColourProfile} onChange={(value) => update({ keepColourProfile: value })} />
          <Checkbox label={t`Keep the orientation (a minimal EXIF block with only the Orientation tag)`} checked={keepOrientation} onChange={(value) => update({ keepOrientation: value })} />
          <Checkbox label={t`Download automatically when ready (as noexif_<name>)`} checked={autoDownload} onChange={(value) => update({ autoDownload: value })} />
        </div>
      </Card>
      <Card>
        <Stack>
          <FileUpload label={t`Image file (JPEG, PNG or WebP)`} accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp" onFiles={chooseFile} allowImagePaste />
          <div className={styles.status} aria-live="polite">
            {result.status === 'pending' && (
              <Row>
                <Progress label={t`Cleaning ${source?.name ?? ''}…`} className={styles.progress} />
                <Button onClick={clear}>{t`Cancel`}</Button>
              </Row>
            )}
            {result.status === 'error' && <Alert type="error" title={t`This image could not be cleaned`}>{result.message}</Alert>}
            {loadError && <Alert type="error">{loadError}</Alert>}
            {!source && result.status !== 'pending' && <p className={styles.muted}>{t`Choose, drop or paste an image: it is cleaned in your browser and never uploaded.`}</p>}
            {source && result.status === 'done' && <p className={styles.muted}>{t`Cleaned ${source.name} in your browser: nothing was uploaded.`}</p>}
          </div>
        </Stack>
      </Card>
      {done && source && (
        <Card title={t`Cleaned image`}>
          <Stack>
            <div className={styles.summary}>
              <ValueTable
                caption={t`Sizes`}
                rows={[
                  { key: 'original', label: t`Original size`, value: `${formatSize(done.originalSize)} (${done.originalSize.toLocaleString()} B)` },
                  { key: 'output', label: t`Cleaned size`, value: `${formatSize(done.outputSize)} (${done.outputSize.toLocaleString()} B)` },
                  { key: 'saved', label: t`Removed`, value: `${formatSize(saved)} (${((saved / done.originalSize) * 100).toFixed(1)} %)` },
                  ...(done.orientation !== null ? [{ key: 'orientation', label: t`Orientation kept`, value: String(done.orientation) }] : []),
                ]}
              />
              {outputUrl && (
                <figure className={styles.thumb}>
                  <img src={outputUrl} alt={t`Cleaned result`} />
                  <figcaption>{fileName}</figcaption>
                </figure>
              )}
            </div>
            <Row>
              <Button variant="primary" onClick={download}>{t`Download ${fileName}`}</Button>
            </Row>
            {done.removed.length === 0 ? (
              <Alert type="info">{t`This image held no metadata: nothing was removed.`}</Alert>
            ) : (
              <DataTable
                description={t`Removed metadata`}
                headers={[
                  { key: 'block', label: t`Block` },
                  { key: 'held', label: t`What it held` },
                ]}
                data={done.removed.map((b) => ({ block: `${b.name} ${b.kind} (${formatSize(b.size)})`, held: b.held.join('; ') }))}
              />
            )}
            {done.kept.length > 0 && (
              <p className={styles.muted}>
                {t`Kept: ${done.kept.map((b) => `${b.name} (${b.kind})`).join(', ')}. The image data was copied byte for byte: no re-encoding, no quality loss.`}
              </p>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
