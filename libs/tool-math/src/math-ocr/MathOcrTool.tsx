import { Alert, attempt, Button, Card, FileUpload, formatByteSize, Progress, Row, Select, Stack, TextInput, useAsyncResult, useToolState, useObjectUrl } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MathPreviewNode } from '../math-formats-converter/math-formats-converter.js';
import { MathPreview } from '../math-formats-converter/MathPreview.js';
import { fetchModelDownloadSize, isModelCached, loadOcrModel, recognizeFormula, removeCachedModel } from './math-ocr-client.js';
import { foldModelProgress, latexFromTexify, TEXIFY_MODEL, totalModelProgress, type ModelDownload, type ModelProgress } from './math-ocr.js';
import styles from './MathOcrTool.module.css';
import { SAMPLE_IMAGES } from './samples.js';
import { mathOcrState } from './state.js';

/** Where the model stands in this browser. */
type ModelStatus =
  | { kind: 'checking' }
  | { kind: 'absent' }
  | { kind: 'sizing' }
  | { kind: 'sized'; download: ModelDownload }
  | { kind: 'downloading'; download: ModelDownload | null; progress: ModelProgress }
  | { kind: 'ready' }
  | { kind: 'error'; message: string; download: ModelDownload | null };

const TOKEN_LIMITS = ['128', '256', '384', '512', '768', '1024'] as const;

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A shipped sample image as a Blob. A bundler may have inlined a small one as a `data:` URL,
 * which is decoded here: the Content-Security-Policy's `connect-src` does not allow fetching it.
 */
async function sampleBlob(url: string): Promise<Blob> {
  const inline = /^data:([^;,]+);base64,(.*)$/.exec(url);
  if (!inline) return (await fetch(url)).blob();
  return new Blob([Uint8Array.from(atob(inline[2] ?? ''), (c) => c.charCodeAt(0))], { type: inline[1] });
}

/** What to read: the image and the longest answer. */
interface OcrJob {
  image: Blob;
  maxNewTokens: number;
}

/**
 * Math OCR: the UI. The visitor downloads the texify model once (the page says its size first and
 * shows the progress; it is kept in the browser's cache), then every image chosen, dropped or
 * pasted is read in a Web Worker and written as LaTeX, with a preview drawn from MathML.
 */
export default function MathOcrTool() {
  const { t, i18n } = useLingui();
  const [{ sample, maxNewTokens }, update] = useToolState(mathOcrState);
  const [model, setModel] = useState<ModelStatus>({ kind: 'checking' });
  const download = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    isModelCached().then(
      (cached) => live && setModel((m) => (m.kind === 'checking' ? { kind: cached ? 'ready' : 'absent' } : m)),
      () => live && setModel((m) => (m.kind === 'checking' ? { kind: 'absent' } : m)),
    );
    return () => {
      live = false;
      download.current?.abort();
    };
  }, []);

  const checkSize = useCallback(async () => {
    download.current?.abort();
    const controller = new AbortController();
    download.current = controller;
    setModel({ kind: 'sizing' });
    try {
      const size = await fetchModelDownloadSize(controller.signal);
      setModel({ kind: 'sized', download: size });
    } catch (error) {
      if (!isAbort(error)) setModel({ kind: 'error', message: messageOf(error), download: null });
    }
  }, []);

  const startDownload = useCallback(async (size: ModelDownload | null) => {
    download.current?.abort();
    const controller = new AbortController();
    download.current = controller;
    setModel({ kind: 'downloading', download: size, progress: {} });
    try {
      await loadOcrModel((event) => {
        if (!controller.signal.aborted) setModel((m) => (m.kind === 'downloading' ? { ...m, progress: foldModelProgress(m.progress, event) } : m));
      }, controller.signal);
      setModel({ kind: 'ready' });
    } catch (error) {
      if (isAbort(error)) setModel(size ? { kind: 'sized', download: size } : { kind: 'absent' });
      else setModel({ kind: 'error', message: messageOf(error), download: size });
    }
  }, []);

  const removeModel = useCallback(async () => {
    await removeCachedModel();
    setModel({ kind: 'absent' });
  }, []);

  // The image: the visitor's own file, or a shipped sample (fetched from the app).
  const [ownImage, setOwnImage] = useState<File | null>(null);
  const [sampleImage, setSampleImage] = useState<{ name: string; blob: Blob } | null>(null);
  useEffect(() => {
    if (sample === '') return;
    let live = true;
    sampleBlob(SAMPLE_IMAGES[sample].url)
      .then((blob) => live && setSampleImage({ name: sample, blob }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [sample]);
  const image = sample === '' ? ownImage : sampleImage?.name === sample ? sampleImage.blob : null;
  const imageUrl = useObjectUrl(image);

  const job = useMemo<OcrJob | null>(() => (image && model.kind === 'ready' ? { image, maxNewTokens } : null), [image, model.kind, maxNewTokens]);
  const [cancelledJob, setCancelledJob] = useState<OcrJob | null>(null);
  const result = useAsyncResult(job !== null && job !== cancelledJob ? job : null, async (request: OcrJob, signal) => {
    await loadOcrModel(() => undefined, signal);
    return latexFromTexify(await recognizeFormula(request.image, request.maxNewTokens, signal));
  });
  const done = result.status === 'done' ? result.value : null;

  // The preview: LaTeX → MathML with temml, loaded with the math formats converter's code.
  const [preview, setPreview] = useState<{ latex: string; tree: MathPreviewNode | null } | null>(null);
  useEffect(() => {
    if (!done) return;
    let live = true;
    import('../math-formats-converter/math-formats-converter.js').then(
      ({ latexToMathml, mathmlPreviewTree }) => {
        const tree = attempt(() => mathmlPreviewTree(latexToMathml(done.latex)));
        if (live) setPreview({ latex: done.latex, tree: tree.value ?? null });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [done]);

  const size = (bytes: number) => formatByteSize(bytes, i18n.locale);
  const modelId = TEXIFY_MODEL.id;
  const status = (() => {
    if (!image) return t`Choose, drop or paste an image of a formula, or load an example.`;
    if (model.kind !== 'ready') return t`The formula is read once the model is in this browser (see above).`;
    if (job !== null && job === cancelledJob) return t`Cancelled. Choose the image again to read it.`;
    if (result.status === 'pending' || result.status === 'idle') return t`Reading the formula… (the first image takes longer: the model starts)`;
    if (result.status === 'error') return t`The formula could not be read.`;
    return t`Read.`;
  })();

  return (
    <Stack>
      <Alert type="info">
        {t`The formula is read in your browser by the texify model (${modelId}), which is downloaded once from huggingface.co and kept in this browser: after that the tool works offline. Your images are never sent anywhere.`}
      </Alert>
      <Card title={t`Model`}>
        <div className={styles.model} data-testid="math-ocr-model">
          {model.kind === 'checking' && <p className={styles.line}>{t`Looking for the model in this browser…`}</p>}
          {model.kind === 'absent' && (
            <>
              <p className={styles.line}>{t`The model is not in this browser yet. Nothing is downloaded until you ask: first see its size.`}</p>
              <Row>
                <Button variant="primary" onClick={checkSize}>{t`Check the download size`}</Button>
              </Row>
            </>
          )}
          {model.kind === 'sizing' && (
            <Row>
              <p className={styles.line}>{t`Asking huggingface.co for the size of the model's files…`}</p>
              <Button onClick={() => download.current?.abort()}>{t`Cancel`}</Button>
            </Row>
          )}
          {model.kind === 'sized' &&
            (() => {
              const count = model.download.files.length;
              const total = size(model.download.totalBytes);
              return (
                <>
                  <p className={styles.line}>{t`The model's ${count} files weigh ${total} in all. They are downloaded from huggingface.co once and kept in this browser.`}</p>
                  <Row>
                    <Button variant="primary" onClick={() => startDownload(model.download)}>{t`Download the model (${total})`}</Button>
                  </Row>
                </>
              );
            })()}
          {model.kind === 'downloading' &&
            (() => {
              const { loaded, total } = totalModelProgress(model.progress, model.download?.totalBytes ?? 0);
              const received = size(loaded);
              const expected = size(total);
              return (
                <Row>
                  <Progress className={styles.progress} label={t`Downloading and starting the model`} value={total > 0 ? loaded : undefined} max={total} detail={t`${received} of ${expected}`} />
                  <Button onClick={() => download.current?.abort()}>{t`Cancel`}</Button>
                </Row>
              );
            })()}
          {model.kind === 'ready' && (
            <Row>
              <p className={styles.line}>{t`The model is in this browser: formulas are read offline.`}</p>
              <Button variant="subtle" onClick={removeModel}>{t`Remove the model from this browser`}</Button>
            </Row>
          )}
          {model.kind === 'error' && (
            <>
              <Alert type="error">{model.message}</Alert>
              <Row>
                <Button onClick={() => (model.download ? startDownload(model.download) : checkSize())}>{t`Try again`}</Button>
              </Row>
            </>
          )}
        </div>
      </Card>
      <Card>
        <div className={styles.inputs}>
          <FileUpload
            label={t`Drop an image of a formula here, paste one (Ctrl+V) or choose a file`}
            accept="image/*"
            allowImagePaste
            onFiles={(files) => {
              setOwnImage(files[0] ?? null);
              update({ sample: '' });
            }}
          />
          <Select
            label={t`Longest answer (tokens)`}
            value={String(maxNewTokens)}
            onChange={(value) => update({ maxNewTokens: Number(value) })}
            options={TOKEN_LIMITS.map((n) => ({ value: n, label: n }))}
          />
        </div>
        <div className={styles.image}>{imageUrl && <img src={imageUrl} alt={t`The formula to read`} />}</div>
      </Card>
      <Row>
        <p className={styles.line} role="status" data-testid="math-ocr-status">
          {status}
        </p>
        {model.kind === 'ready' && job !== null && job !== cancelledJob && (result.status === 'pending' || result.status === 'idle') && (
          <Button onClick={() => setCancelledJob(job)}>{t`Cancel`}</Button>
        )}
      </Row>
      <TextInput
        label={t`Formula (LaTeX)`}
        value={done?.latex ?? ''}
        readOnly
        multiline
        monospace
        rows={3}
        copyable
        fileName="formula.tex"
        error={result.status === 'error' ? result.message : null}
      />
      {done && done.markdown !== done.latex && <TextInput label={t`The model's answer (Markdown)`} value={done.markdown} readOnly multiline monospace rows={3} copyable />}
      <MathPreview tree={done && preview?.latex === done.latex ? preview.tree : null} emptyText={t`The formula appears here, drawn by your browser from MathML.`} />
    </Stack>
  );
}
