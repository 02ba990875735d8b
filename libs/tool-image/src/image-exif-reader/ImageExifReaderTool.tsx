import { createWarmWorker } from '@handy-tools/compute';
import { Alert, Button, Card, Collapse, CopyButton, DataTable, FileUpload, Link, Progress, Row, Stack, TextInput, useAsyncResult, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { ImageSource } from '../shared/image-metadata/useImageFile.js';
import { useImageFile } from '../shared/image-metadata/useImageFile.js';
import { formatSize } from '../shared/image-metadata/bytes.js';
import type { ExifReaderWorkerApi } from './image-exif-reader.worker.js';
import { filterGroups, readMetadata, reportToJson, toDms, type MetadataReport } from './image-exif-reader.js';
import { imageExifReaderState } from './state.js';
import shared from '../shared/image-metadata/image-metadata.module.css';
import own from './ImageExifReaderTool.module.css';

const styles = { ...shared, ...own };

const worker = createWarmWorker<ExifReaderWorkerApi>(() => new Worker(new URL('./image-exif-reader.worker.js', import.meta.url), { type: 'module' }));

async function read(source: ImageSource, signal: AbortSignal): Promise<MetadataReport> {
  const bytes = await source.read();
  const inspected = await worker.run((api) => api.inspect(bytes), signal);
  return readMetadata(inspected);
}

/**
 * Image metadata reader: the UI. The file is walked in a Web Worker (quality estimate, metadata
 * cut out of the image data), then exifreader reads the few kilobytes of metadata on the page
 * (it needs DOMParser for XMP, which workers lack).
 */
export default function ImageExifReaderTool() {
  const { t } = useLingui();
  const [{ sample, search }, update] = useToolState(imageExifReaderState);
  const onOwnFile = useCallback(() => update({ sample: '' }), [update]);
  const { source, chooseFile, clear, error: loadError } = useImageFile(sample, onOwnFile);
  const result = useAsyncResult(source, read);
  const report = result.status === 'done' ? result.value : null;
  const groups = useMemo(() => (report ? filterGroups(report.groups, search) : []), [report, search]);
  const json = useMemo(() => (report ? reportToJson(report) : ''), [report]);

  const summary: ValueRow[] = [];
  if (source && report) {
    const file = report.groups.find((g) => g.id === 'file')?.rows ?? [];
    const width = file.find((r) => r.tag === 'Image Width')?.value;
    const height = file.find((r) => r.tag === 'Image Height')?.value;
    summary.push({ key: 'name', label: t`File`, value: source.name });
    summary.push({ key: 'format', label: t`Format`, value: report.container.toUpperCase() });
    summary.push({ key: 'size', label: t`File size`, value: `${formatSize(source.size)} (${source.size.toLocaleString()} B)` });
    if (width && height) summary.push({ key: 'dims', label: t`Dimensions`, value: `${width.replace(/ ?px$/, '')} × ${height.replace(/ ?px$/, '')} px` });
    if (report.quality) {
      const q = report.quality;
      const range = q.low === q.high ? `${q.quality}` : `${q.low}–${q.high}`;
      summary.push({
        key: 'quality',
        label: t`JPEG quality`,
        value: q.exact ? range : `≈ ${q.quality}`,
        hint: q.exact ? t`Standard (IJG) tables scaled to this quality.` : t`Non-standard tables: the nearest IJG quality (mean difference ${q.meanError.toFixed(1)} per value).`,
      });
    }
  }

  return (
    <Stack>
      <Card>
        <Stack>
          <FileUpload label={t`Image file (JPEG, PNG, WebP, GIF, TIFF, HEIC, AVIF, JPEG XL)`} accept="image/*,.heic,.heif,.avif,.jxl" onFiles={chooseFile} allowImagePaste />
          <div className={styles.status} aria-live="polite">
            {result.status === 'pending' && (
              <Row>
                <Progress label={t`Reading ${source?.name ?? ''}…`} className={styles.progress} />
                <Button onClick={clear}>{t`Cancel`}</Button>
              </Row>
            )}
            {result.status === 'error' && <Alert type="error" title={t`This image could not be read`}>{result.message}</Alert>}
            {loadError && <Alert type="error">{loadError}</Alert>}
            {!source && result.status !== 'pending' && <p className={styles.muted}>{t`Choose, drop or paste an image: it is read in your browser and never uploaded.`}</p>}
            {source && result.status === 'done' && <p className={styles.muted}>{t`Read ${source.name} in your browser: nothing was uploaded.`}</p>}
          </div>
        </Stack>
      </Card>

      {report && source && (
        <>
          <Card title={t`Summary`}>
            <div className={styles.summary}>
              <ValueTable caption={t`Image summary`} rows={summary} />
              {report.thumbnail && (
                <figure className={styles.thumb}>
                  <img src={`data:${report.thumbnail.type};base64,${report.thumbnail.base64}`} alt={t`Embedded thumbnail`} />
                  <figcaption>{t`Embedded thumbnail`}</figcaption>
                </figure>
              )}
            </div>
          </Card>
          <Card title={t`Location`}>
            {report.gps ? (
              <Stack>
                <ValueTable
                  caption={t`GPS position`}
                  rows={[
                    { key: 'dec', label: t`Decimal degrees`, value: `${report.gps.latitude.toFixed(6)}, ${report.gps.longitude.toFixed(6)}` },
                    { key: 'dms', label: t`Degrees, minutes, seconds`, value: `${toDms(report.gps.latitude, 'lat')}, ${toDms(report.gps.longitude, 'lon')}` },
                    ...(report.gps.altitude !== undefined ? [{ key: 'alt', label: t`Altitude`, value: `${report.gps.altitude.toFixed(1)} m` }] : []),
                  ]}
                />
                <Link href={report.gps.osmUrl}>{t`Show on OpenStreetMap`}</Link>
              </Stack>
            ) : (
              <p className={styles.muted}>{t`No GPS position in this image.`}</p>
            )}
          </Card>
          <Card title={t`Tags`}>
            <Stack>
              <Row>
                <TextInput label={t`Search tags`} type="search" value={search} onChange={(value) => update({ search: value })} placeholder={t`e.g. date, lens, GPS`} />
                <CopyButton value={json} label={t`Copy all as JSON`} showLabel />
              </Row>
              {report.groups.length === 0 && <p className={styles.muted}>{t`This image holds no metadata.`}</p>}
              {report.groups.length > 0 && groups.length === 0 && <p className={styles.muted}>{t`No tag matches "${search}".`}</p>}
              {groups.map((g) => (
                <section key={g.id} className={styles.group}>
                  <ValueTable caption={t`${g.title} (${g.rows.length})`} rows={g.rows.map((r, i) => ({ key: `${i}-${r.tag}`, label: r.tag, value: r.value }))} />
                </section>
              ))}
            </Stack>
          </Card>
          {report.structure.length > 0 && (
            <Card>
              <Collapse title={t`File structure (${report.structure.length} segments)`}>
                <DataTable
                  description={t`File structure`}
                  headers={[
                    { key: 'offset', label: t`Offset` },
                    { key: 'name', label: t`Segment` },
                    { key: 'size', label: t`Size` },
                  ]}
                  data={report.structure.map((e) => ({ offset: e.offset.toLocaleString(), name: `${e.name}: ${e.kind}`, size: `${e.size.toLocaleString()} B` }))}
                />
              </Collapse>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
