import { Alert, attempt, Button, Card, Checkbox, downloadFile, FileUpload, IntegerInput, Progress, Row, Select, Stack, TextInput, ToolInputError, useAsyncResult, useToolState, ValueTable, useObjectUrl } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { downloadedModels, ENGLISH_MODEL_BYTES, openInput, runOcr, stopOcrWorker, type OcrRequest, type OcrStage, type OpenedInput } from './ocr-client.js';
import { assembleResult, LANGUAGE_DATA_HOST, ocrTextCounts, OCR_LANGUAGES, PAGE_SEGMENTATION_MODES, parsePageRange, PSM_NUMBERS, type PageSegmentationMode, type PageSeparator } from './ocr-image.js';
import styles from './OcrImageTool.module.css';
import { OCR_SAMPLE_FILES } from './samples.js';
import { ocrImageState } from './state.js';

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';
/** A newer request took over: never settle (useAsyncResult drops the old one anyway). */
const forever = () => new Promise<never>(() => undefined);

const megabytes = (bytes: number) => (bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`);

/** OCR image and PDF: the UI. */
export default function OcrImageTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(ocrImageState);
  const { sample, pages, language, psm, dpi, separator, joinLines, preserveSpaces, doubtfulBelow } = state;

  // The file: the visitor's own, or a built-in sample (made after the first render: no DOM in prerender).
  const [ownFile, setOwnFile] = useState<{ file: Blob; name: string } | null>(null);
  const [sampleFile, setSampleFile] = useState<{ sample: string; file: Blob; name: string } | null>(null);
  const [sampleError, setSampleError] = useState<string | null>(null);
  useEffect(() => {
    if (!sample) return;
    let live = true;
    const { name, load } = OCR_SAMPLE_FILES[sample];
    load().then(
      (file) => live && setSampleFile({ sample, file, name }),
      () => live && setSampleError(t`The sample could not be loaded.`),
    );
    return () => {
      live = false;
    };
  }, [sample, t]);
  const source = sample ? (sampleFile?.sample === sample ? sampleFile : null) : ownFile;
  const file = source?.file ?? null;

  // Step 1: open the file (is it a PDF? how many pages?).
  const opened = useAsyncResult(file, (f: Blob, signal) =>
    openInput(f, signal).catch((error: unknown) => {
      if (isAbort(error)) return forever();
      throw error instanceof ToolInputError ? error : new ToolInputError(String(error));
    }),
  );
  const input: OpenedInput | null = opened.status === 'done' ? opened.value : null;

  // A preview of an image (a PDF is described in words).
  const previewUrl = useObjectUrl(input?.kind === 'image' ? input.file : null);
  useEffect(() => () => void (input?.kind === 'pdf' && input.close()), [input]);

  // Step 2: the page range, checked against the page count (its error goes next to its field).
  const pageList = useMemo(() => (input?.kind === 'pdf' ? attempt(() => parsePageRange(pages, input.pageCount)) : { value: [1] }), [input, pages]);

  // Step 3: recognise, in tesseract.js's worker.
  const [stage, setStage] = useState<OcrStage | null>(null);
  const job = useMemo<OcrRequest | null>(
    () => (input && pageList.value ? { input, pages: pageList.value, language, psm, preserveSpaces, dpi } : null),
    [input, pageList.value, language, psm, preserveSpaces, dpi],
  );
  const [cancelled, setCancelled] = useState<OcrRequest | null>(null);
  const result = useAsyncResult(job !== null && job !== cancelled ? job : null, (request: OcrRequest, signal) => {
    setStage(null);
    return runOcr(request, signal, setStage).catch((error: unknown) => {
      if (isAbort(error)) return forever();
      throw error instanceof ToolInputError ? error : new ToolInputError(String(error));
    });
  });
  useEffect(() => () => stopOcrWorker(), []);

  const assembled = useMemo(
    () => (result.status === 'done' ? assembleResult(result.value, { separator: separator as PageSeparator, joinLines, doubtfulBelow }) : null),
    [result, separator, joinLines, doubtfulBelow],
  );
  // What was read, counted (the Text statistics tool has the full breakdown).
  const stats = useMemo(() => (assembled ? ocrTextCounts(assembled) : null), [assembled]);

  const takeFiles = (files: File[]) => {
    const f = files[0];
    if (!f) return;
    setOwnFile({ file: f, name: f.name || 'pasted-image.png' });
    setSampleError(null);
    if (sample) update({ sample: '' });
  };

  const languageName = OCR_LANGUAGES.find((l) => l.code === language)?.name ?? language;
  const downloaded = downloadedModels.get(language);
  const pending = result.status === 'pending' || opened.status === 'pending' || (sample !== '' && file === null && !sampleError);
  const stageLabel = (s: OcrStage | null): string => {
    if (!s || s.step === 'opening') return t`Opening the file…`;
    if (s.step === 'downloading')
      return s.total
        ? t`Downloading the ${languageName} model from ${LANGUAGE_DATA_HOST}: ${megabytes(s.bytes ?? 0)} of ${megabytes(s.total)}`
        : t`Downloading the ${languageName} model from ${LANGUAGE_DATA_HOST}: ${megabytes(s.bytes ?? 0)}`;
    if (s.step === 'loading') return t`Starting Tesseract (${languageName})…`;
    if (s.step === 'rendering') return t`Rendering page ${s.page} (${s.of} to read)…`;
    return s.of && s.of > 1 ? t`Recognising page ${s.page} (${s.of} to read)` : t`Recognising`;
  };
  const psmLabels: Record<PageSegmentationMode, string> = {
    auto: t`Automatic (default)`,
    column: t`A single column of text of variable sizes`,
    'vertical-block': t`A single uniform block of vertical text`,
    block: t`A single uniform block of text`,
    line: t`A single text line`,
    word: t`A single word`,
    'circle-word': t`A single word in a circle`,
    character: t`A single character`,
    sparse: t`Sparse text: as much text as possible, in no order`,
    'raw-line': t`Raw line (no Tesseract-specific hacks)`,
  };

  return (
    <Stack>
      <Card>
        <Stack>
          <Row>
            <Select
              label={t`Language`}
              options={OCR_LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
              value={language}
              onChange={(value) => update({ language: value })}
              searchable
            />
            <Select
              label={t`Page segmentation`}
              options={PAGE_SEGMENTATION_MODES.map((value) => ({ value, label: `${PSM_NUMBERS[value]} — ${psmLabels[value]}` }))}
              value={psm}
              onChange={(value) => update({ psm: value as PageSegmentationMode })}
            />
          </Row>
          <p className={styles.note}>
            {language === 'eng'
              ? t`The English model (${megabytes(ENGLISH_MODEL_BYTES)}) ships with this app: nothing is downloaded and it works offline. Other languages are downloaded from ${LANGUAGE_DATA_HOST} (npm package @tesseract.js-data) when you choose them.`
              : downloaded
                ? t`The ${languageName} model (${megabytes(downloaded.bytes)}) was downloaded from ${downloaded.url}. Your files are never sent anywhere.`
                : t`The ${languageName} model is downloaded from ${LANGUAGE_DATA_HOST} (npm package @tesseract.js-data/${language}, usually 1 to 15 MB; the size shows as it downloads). Your files are never sent anywhere.`}
          </p>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <FileUpload label={t`Image or PDF to read`} accept="image/*,application/pdf,.pdf" onFiles={takeFiles} allowImagePaste />
          <div className={styles.stage} role="region" aria-label={t`File`}>
            {previewUrl && <img className={styles.preview} src={previewUrl} alt={t`What is being read`} />}
            <p className={styles.note} aria-live="polite">
              {source
                ? input?.kind === 'pdf'
                  ? t`${source.name}: PDF, ${input.pageCount} pages, ${megabytes(source.file.size)}`
                  : t`${source.name}: image, ${megabytes(source.file.size)}`
                : t`No file yet: choose, drop or paste an image or a PDF, or try an example.`}
            </p>
          </div>
          {sampleError && <Alert type="error">{sampleError}</Alert>}
          {opened.status === 'error' && <Alert type="error">{opened.message}</Alert>}
          <div className={styles.options}>
            <TextInput
              label={t`PDF pages`}
              value={pages}
              onChange={(value) => update({ pages: value })}
              placeholder={t`All pages (e.g. 1-3, 5, 8-)`}
              error={pageList.error}
              hint={t`Only for PDFs; empty reads every page.`}
            />
            <IntegerInput label={t`PDF resolution (dpi)`} min={72} max={600} value={dpi} onChange={(value) => update({ dpi: value })} />
            <Select
              label={t`Between pages`}
              options={[
                { value: 'heading', label: t`A "--- Page n ---" heading` },
                { value: 'form-feed', label: t`Form feed (Tesseract's text output)` },
                { value: 'rule', label: t`A line of = (it-tools)` },
                { value: 'blank-line', label: t`A blank line` },
              ]}
              value={separator}
              onChange={(value) => update({ separator: value as PageSeparator })}
            />
          </div>
          <Row>
            <Checkbox label={t`Join the lines of each paragraph`} checked={joinLines} onChange={(value) => update({ joinLines: value })} />
            <Checkbox label={t`Keep runs of spaces (tables, code)`} checked={preserveSpaces} onChange={(value) => update({ preserveSpaces: value })} />
          </Row>
          <div className={styles.status}>
            {pending && (
              <>
                <Progress
                  className={styles.progress}
                  label={stageLabel(opened.status === 'pending' ? null : stage)}
                  value={stage && stage.step !== 'loading' && stage.step !== 'rendering' && stage.step !== 'opening' ? stage.progress * 100 : undefined}
                />
                {job && (
                  <Button size="small" onClick={() => setCancelled(job)}>
                    {t`Cancel`}
                  </Button>
                )}
              </>
            )}
            {job !== null && job === cancelled && (
              <>
                <span role="status">{t`Cancelled.`}</span>
                <Button size="small" onClick={() => setCancelled(null)}>
                  {t`Read again`}
                </Button>
              </>
            )}
            {assembled && (
              <span role="status">
                {assembled.confidence === null
                  ? t`No text was found.`
                  : assembled.pages > 1
                    ? t`Read ${assembled.pages} pages, mean confidence ${assembled.confidence} %.`
                    : t`Read, mean confidence ${assembled.confidence} %.`}
              </span>
            )}
          </div>
          {result.status === 'error' && <Alert type="error">{result.message}</Alert>}
          <TextInput label={t`Recognised text`} value={assembled?.text ?? ''} readOnly multiline rows={10} copyable fileName="ocr.txt" />
          <Row>
            <Button disabled={!assembled} onClick={() => assembled && downloadFile(assembled.text, `${(source?.name ?? 'ocr').replace(/\.[^.]+$/, '')}.txt`, 'text/plain;charset=utf-8')}>
              {t`Download as .txt`}
            </Button>
          </Row>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <div className={styles.tables}>
            <ValueTable
              caption={t`Confidence`}
              rows={[
                { key: 'mean', label: t`Mean word confidence`, value: assembled?.confidence != null ? `${assembled.confidence} %` : null },
                { key: 'pages', label: t`Pages read`, value: assembled ? String(assembled.pages) : null },
                ...(assembled && assembled.perPage.length > 1
                  ? assembled.perPage.map((p) => ({ key: `page-${p.page}`, label: t`Page ${p.page}`, value: t`${p.confidence} %, ${p.words} words` }))
                  : []),
                { key: 'doubtful', label: t`Words under ${doubtfulBelow} %`, value: assembled ? String(assembled.doubtful.length) : null },
              ]}
            />
            <ValueTable
              caption={t`Text statistics`}
              rows={[
                { key: 'characters', label: t`Characters`, value: stats ? String(stats.characters) : null },
                { key: 'words', label: t`Words`, value: stats ? String(stats.words) : null },
                { key: 'lines', label: t`Lines`, value: stats ? String(stats.lines) : null },
              ]}
            />
          </div>
          <IntegerInput label={t`List words under this confidence (%)`} min={0} max={100} value={doubtfulBelow} onChange={(value) => update({ doubtfulBelow: value })} />
          <TextInput
            label={t`Doubtful words`}
            value={assembled ? assembled.doubtful.map((w) => `${w.text} (${Math.round(w.confidence)} %)`).join('\n') : ''}
            readOnly
            multiline
            rows={3}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
