import { Alert, attempt, Button, Card, CopyButton, downloadFile, FileUpload, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  decodeBase64Input,
  detectFileType,
  DISPLAY_LIMIT,
  encodeFile,
  suggestFileName,
  truncateForDisplay,
  type DecodedInput,
  type DetectedFileType,
  type EncodedFile,
} from './base64-file-converter.js';
import styles from './Base64FileConverterTool.module.css';
import { base64FileConverterState } from './state.js';

/** A read-only output that may be shown cut short; its copy button always copies all of it. */
function LongOutput({ label, copyLabel, value }: { label: string; copyLabel: string; value: string }) {
  const { t } = useLingui();
  const shown = useMemo(() => truncateForDisplay(value), [value]);
  const total = value.length.toLocaleString();
  const limit = DISPLAY_LIMIT.toLocaleString();
  return (
    <div className={styles.outputRow}>
      <TextInput
        label={label}
        value={shown.text}
        readOnly
        multiline
        rows={5}
        monospace
        hint={shown.truncated ? t`Showing the first ${limit} of ${total} characters; the copy button copies all of them.` : undefined}
      />
      <CopyButton value={value} label={copyLabel} />
    </div>
  );
}

/** Base64 file converter: file → Base64 / data URL, and Base64 / data URL → downloadable file. */
export default function Base64FileConverterTool() {
  const { t } = useLingui();

  // --- File → Base64 -------------------------------------------------------------------
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [encoded, setEncoded] = useState<EncodedFile | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const job = useRef<AbortController | null>(null);
  useEffect(() => () => job.current?.abort(), []);

  const onFiles = async (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    job.current?.abort();
    const controller = new AbortController();
    job.current = controller;
    setFile({ name: chosen.name, size: chosen.size });
    setEncoded(null);
    setFileError(null);
    setProgress({ done: 0, total: chosen.size });
    try {
      const bytes = new Uint8Array(await chosen.arrayBuffer());
      const result = await encodeFile(bytes, chosen.type, {
        signal: controller.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      if (!controller.signal.aborted) setEncoded(result);
    } catch (e) {
      if (controller.signal.aborted) return;
      const reason = e instanceof Error ? e.message : String(e);
      setFileError(t`Could not encode this file: ${reason}`);
    } finally {
      if (job.current === controller) setProgress(null);
    }
  };

  const cancel = () => {
    job.current?.abort();
    job.current = null;
    setProgress(null);
    setFile(null);
  };

  // --- Base64 → file -------------------------------------------------------------------
  // Tool state (see state.ts); its key matches the examples in meta.ts: base64.
  const [{ base64 }, update] = useToolState(base64FileConverterState);
  const deferred = useDeferredValue(base64);
  const decoded = useMemo(() => (deferred.trim() ? attempt(() => decodeBase64Input(deferred)) : null), [deferred]);
  const [detection, setDetection] = useState<{ input: DecodedInput; type: DetectedFileType } | null>(null);
  const [fileName, setFileName] = useState('');

  useEffect(() => {
    const input = decoded?.value;
    if (!input) return;
    let live = true;
    detectFileType(input.bytes, input.declaredType).then((type) => {
      if (!live) return;
      setDetection({ input, type });
      setFileName((name) => {
        const stem = name.replace(/\.[^.]*$/, '') || 'file';
        return suggestFileName(type.extension, stem);
      });
    });
    return () => {
      live = false;
    };
  }, [decoded]);

  const current = decoded?.value && detection?.input === decoded.value ? detection : null;
  const previewUrl = useMemo(() => {
    if (!current || !current.type.mimeType.startsWith('image/')) return null;
    return URL.createObjectURL(new Blob([current.input.bytes], { type: current.type.mimeType }));
  }, [current]);
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const sourceLabel = (source: DetectedFileType['source']) =>
    source === 'content' ? t`detected from the content` : source === 'declared' ? t`declared by the data URL` : t`unknown type`;

  return (
    <Stack>
      <Card title={t`File to Base64`}>
        <Stack>
          <FileUpload label={t`File to encode`} onFiles={(files) => void onFiles(files)} />
          {progress && (
            <div className={styles.actions}>
              <label>
                {t`Encoding ${file?.name ?? ''}…`}
                <progress className={styles.progress} max={progress.total || 1} value={progress.done} />
              </label>
              <Button onClick={cancel}>{t`Cancel`}</Button>
            </div>
          )}
          {fileError && <Alert type="error">{fileError}</Alert>}
          {file && encoded && (
            <>
              <dl className={styles.facts}>
                <dt>{t`File`}</dt>
                <dd>{file.name}</dd>
                <dt>{t`Size`}</dt>
                <dd>{t`${file.size.toLocaleString()} bytes`}</dd>
                <dt>{t`Type`}</dt>
                <dd>{encoded.mimeType}</dd>
              </dl>
              <LongOutput label={t`Base64 of the file`} copyLabel={t`Copy Base64`} value={encoded.base64} />
              <LongOutput label={t`Data URL of the file`} copyLabel={t`Copy data URL`} value={encoded.dataUrl} />
            </>
          )}
        </Stack>
      </Card>

      <Card title={t`Base64 to file`}>
        <Stack>
          <TextInput
            label={t`Base64 or data URL`}
            value={base64}
            onChange={(base64) => update({ base64 })}
            multiline
            rows={6}
            monospace
            placeholder="data:image/png;base64,iVBORw0KGgo…"
            error={decoded?.error}
            hint={t`Plain Base64 (standard or URL-safe) or a data URL; spaces and line breaks are ignored.`}
          />
          {current && (
            <>
              <dl className={styles.facts}>
                <dt>{t`Detected type`}</dt>
                <dd>
                  <output aria-label={t`Detected type`}>{current.type.mimeType}</output> ({sourceLabel(current.type.source)})
                </dd>
                <dt>{t`Size`}</dt>
                <dd>
                  <output aria-label={t`Decoded size`}>{t`${current.input.bytes.length.toLocaleString()} bytes`}</output>
                </dd>
              </dl>
              {current.type.source === 'content' &&
                current.input.declaredType &&
                current.input.declaredType !== current.type.mimeType && (
                  <Alert type="warning">
                    {t`The data URL declares ${current.input.declaredType}, but the content looks like ${current.type.mimeType}.`}
                  </Alert>
                )}
              {previewUrl && <img src={previewUrl} alt={t`Preview of the decoded file`} className={styles.preview} />}
              <div className={styles.actions}>
                <TextInput label={t`File name`} value={fileName} onChange={setFileName} />
                <Button
                  variant="primary"
                  disabled={current.input.bytes.length === 0}
                  onClick={() => downloadFile(current.input.bytes, fileName.trim() || suggestFileName(current.type.extension), current.type.mimeType)}
                >
                  <IconDownload size={18} aria-hidden />
                  {t`Download file`}
                </Button>
              </div>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
