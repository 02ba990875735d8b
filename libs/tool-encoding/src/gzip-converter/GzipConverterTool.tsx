import { Alert, Button, ButtonsSelect, Card, CopyButton, DocumentJobStatus, downloadFile, FileUpload, Progress, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useCodecResult } from '../shared/useCodecResult.js';
import {
  compressBytesAsync,
  compressTextToBytes,
  decompressBytesAsync,
  decompressText,
  encodeBytes,
  extensionOf,
  type ByteEncoding,
  type CompressionLevel,
  type DecompressResult,
  type DeflateFormat,
} from './gzip-converter.js';
import styles from './GzipConverterTool.module.css';
import { gzipConverterState } from './state.js';

const LEVELS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

type Job = { name: string; done: number; total: number };

/** The same as the codec worker's `gzipDecompress` (kept here so this chunk does not carry the other codecs). */
const decompressUnlessBlank = (input: string, options: { encoding?: ByteEncoding; format?: DeflateFormat | 'auto' }) => (input.trim() === '' ? null : decompressText(input, options));
type CompressedFile = { name: string; size: number; bytes: Uint8Array<ArrayBuffer> };
type DecompressedFile = { name: string; size: number; result: DecompressResult };

/** A read-only output; a long one shows its beginning (TextInput), its copy button always copies all of it. */
function LongOutput({ label, copyLabel, value, monospace }: { label: string; copyLabel: string; value: string; monospace?: boolean }) {
  return (
    <div className={styles.output}>
      <div>
        <TextInput label={label} value={value} readOnly multiline rows={4} monospace={monospace} />
      </div>
      <CopyButton value={value} label={copyLabel} />
    </div>
  );
}

/** GZip/Deflate converter: text or files to gzip / zlib / raw DEFLATE as Base64 or hex, and back. */
export default function GzipConverterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(gzipConverterState);
  const { text, compressed, format, level, outputEncoding, inputEncoding, inputFormat } = state;
  const lvl = level as CompressionLevel;

  const formatOptions: { value: DeflateFormat; label: string }[] = [
    { value: 'gzip', label: t`gzip` },
    { value: 'zlib', label: t`zlib` },
    { value: 'deflate-raw', label: t`Raw DEFLATE` },
  ];
  const encodingOptions: { value: ByteEncoding; label: string }[] = [
    { value: 'base64', label: t`Base64` },
    { value: 'hex', label: t`Hex` },
  ];
  const formatName = (f: DeflateFormat) => formatOptions.find((o) => o.value === f)?.label ?? f;

  // --- Compress: text (live) or a file (chunked, with progress) ---------------------------
  const deferredText = useDeferredValue(text);
  // A long text (one the field shows as a summary) is compressed in a worker.
  const packedResult = useCodecResult('gzipCompress', deferredText, { format, level: lvl, encoding: outputEncoding }, compressTextToBytes);
  const packed = { value: packedResult.value?.encoded, error: packedResult.error };
  const [sourceFile, setSourceFile] = useState<File | null>(null);
  const [packedFile, setPackedFile] = useState<CompressedFile | null>(null);
  const [packJob, setPackJob] = useState<Job | null>(null);
  const [packError, setPackError] = useState<string | null>(null);
  const packAbort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!sourceFile) return;
    packAbort.current?.abort();
    const controller = new AbortController();
    packAbort.current = controller;
    setPackedFile(null);
    setPackError(null);
    setPackJob({ name: sourceFile.name, done: 0, total: sourceFile.size });
    void (async () => {
      try {
        const bytes = new Uint8Array(await sourceFile.arrayBuffer());
        const out = await compressBytesAsync(bytes, {
          format,
          level: lvl,
          fileName: sourceFile.name,
          signal: controller.signal,
          onProgress: (done, total) => setPackJob({ name: sourceFile.name, done, total }),
        });
        if (!controller.signal.aborted) setPackedFile({ name: sourceFile.name, size: bytes.length, bytes: out });
      } catch (e) {
        if (!controller.signal.aborted) setPackError(e instanceof Error ? e.message : String(e));
      } finally {
        if (packAbort.current === controller) setPackJob(null);
      }
    })();
    return () => controller.abort();
  }, [sourceFile, format, lvl]);

  const packedFileText = useMemo(() => (packedFile ? encodeBytes(packedFile.bytes, outputEncoding) : ''), [packedFile, outputEncoding]);
  const textBytes = packedResult.value?.textBytes ?? 0;
  const packedTextBytes = packedResult.value && packedResult.value.encoded !== '' ? packedResult.value.bytes : undefined;

  // --- Decompress: Base64/hex text (live) or a file (chunked) ------------------------------
  const deferredCompressed = useDeferredValue(compressed);
  const unpackedResult = useCodecResult('gzipDecompress', deferredCompressed, { encoding: inputEncoding, format: inputFormat }, decompressUnlessBlank);
  const unpacked = deferredCompressed.trim() ? { value: unpackedResult.value ?? undefined, error: unpackedResult.error ?? undefined } : null;
  const [unpackFile, setUnpackFile] = useState<File | null>(null);
  const [unpackedFile, setUnpackedFile] = useState<DecompressedFile | null>(null);
  const [unpackJob, setUnpackJob] = useState<Job | null>(null);
  const [unpackError, setUnpackError] = useState<string | null>(null);
  const unpackAbort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!unpackFile) return;
    unpackAbort.current?.abort();
    const controller = new AbortController();
    unpackAbort.current = controller;
    setUnpackedFile(null);
    setUnpackError(null);
    setUnpackJob({ name: unpackFile.name, done: 0, total: unpackFile.size });
    void (async () => {
      try {
        const bytes = new Uint8Array(await unpackFile.arrayBuffer());
        const result = await decompressBytesAsync(bytes, inputFormat, {
          signal: controller.signal,
          onProgress: (done, total) => setUnpackJob({ name: unpackFile.name, done, total }),
        });
        if (!controller.signal.aborted) setUnpackedFile({ name: unpackFile.name, size: bytes.length, result });
      } catch (e) {
        if (!controller.signal.aborted) setUnpackError(e instanceof Error ? e.message : String(e));
      } finally {
        if (unpackAbort.current === controller) setUnpackJob(null);
      }
    })();
    return () => controller.abort();
  }, [unpackFile, inputFormat]);

  const unpackedFileText = useMemo(() => {
    if (!unpackedFile) return null;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(unpackedFile.result.bytes);
    } catch {
      return null;
    }
  }, [unpackedFile]);

  const describe = (r: DecompressResult) => {
    const parts = [formatName(r.format)];
    if (r.format === 'gzip' && r.members > 1) parts.push(t`${r.members} members`);
    if (r.gzipHeader?.fileName) parts.push(t`file name "${r.gzipHeader.fileName}"`);
    if (r.gzipHeader?.modified) parts.push(t`modified ${r.gzipHeader.modified.toISOString()}`);
    return parts.join(', ');
  };
  const outName = (name: string) => name.replace(/\.(gz|gzip|zz|z|deflate|zlib)$/i, '') || 'decompressed';
  const unpackedText = unpacked?.value;

  return (
    <Stack>
      <Card title={t`Compress`}>
        <Stack>
          <Row>
            <ButtonsSelect<DeflateFormat> label={t`Container`} size="small" value={format} onChange={(format) => update({ format })} options={formatOptions} />
            <Select<(typeof LEVELS)[number]>
              label={t`Level (0 stores, 9 is smallest)`}
              size="small"
              value={String(level) as (typeof LEVELS)[number]}
              onChange={(v) => update({ level: Number(v) })}
              options={LEVELS}
            />
            <ButtonsSelect<ByteEncoding> label={t`Output as`} size="small" value={outputEncoding} onChange={(outputEncoding) => update({ outputEncoding })} options={encodingOptions} />
          </Row>
          {sourceFile ? (
            <Row>
              <span>{t`Compressing the file ${sourceFile.name}`}</span>
              <Button size="small" onClick={() => setSourceFile(null)}>
                {t`Compress text instead`}
              </Button>
            </Row>
          ) : (
            <TextInput
              label={t`Text to compress`}
              value={text}
              onChange={(text) => update({ text })}
              multiline
              rows={4}
              placeholder={t`Type or paste text…`}
              error={packed.error}
              openFile={false}
              onFile={setSourceFile}
            />
          )}
          <FileUpload label={t`Or compress a file`} onFiles={(files) => setSourceFile(files[0] ?? null)} />
          {packJob && <Progress label={t`Compressing ${packJob.name}…`} value={packJob.done} max={packJob.total || 1} />}
          {packError && <Alert type="error">{packError}</Alert>}
          {sourceFile && packedFile && (
            <>
              <p>{t`${packedFile.size} bytes → ${packedFile.bytes.length} bytes (${formatName(format)})`}</p>
              <LongOutput label={t`Compressed data`} copyLabel={t`Copy compressed data`} value={packedFileText} monospace />
              <Button onClick={() => downloadFile(packedFile.bytes, `${packedFile.name}${extensionOf(format)}`, 'application/octet-stream')}>
                <IconDownload size={16} aria-hidden /> {t`Download compressed file`}
              </Button>
            </>
          )}
          {!sourceFile && (
            <>
              <DocumentJobStatus result={packedResult} label={t`Compressing…`} />
              <LongOutput label={t`Compressed data`} copyLabel={t`Copy compressed data`} value={packed.value ?? ''} monospace />
              {packedTextBytes && (
                <Row>
                  <span>{t`${textBytes} bytes of UTF-8 → ${packedTextBytes.length} bytes (${formatName(format)})`}</span>
                  <Button size="small" onClick={() => downloadFile(packedTextBytes, `text${extensionOf(format)}`)}>
                    <IconDownload size={16} aria-hidden /> {t`Download compressed file`}
                  </Button>
                </Row>
              )}
            </>
          )}
        </Stack>
      </Card>
      <Card title={t`Decompress`}>
        <Stack>
          <Row>
            <ButtonsSelect<DeflateFormat | 'auto'>
              label={t`Container of the input`}
              size="small"
              value={inputFormat}
              onChange={(inputFormat) => update({ inputFormat })}
              options={[{ value: 'auto', label: t`Detect (gzip, zlib, else raw)` }, ...formatOptions]}
            />
            <ButtonsSelect<ByteEncoding> label={t`Input is`} size="small" value={inputEncoding} onChange={(inputEncoding) => update({ inputEncoding })} options={encodingOptions} />
          </Row>
          {unpackFile ? (
            <Row>
              <span>{t`Decompressing the file ${unpackFile.name}`}</span>
              <Button size="small" onClick={() => setUnpackFile(null)}>
                {t`Decompress text instead`}
              </Button>
            </Row>
          ) : (
            <TextInput
              label={t`Compressed data to decompress`}
              value={compressed}
              onChange={(compressed) => update({ compressed })}
              multiline
              rows={4}
              monospace
              placeholder={inputEncoding === 'hex' ? t`1F 8B 08 00 …` : t`H4sIAAAA…`}
              error={unpacked?.error}
              openFile={false}
              onFile={setUnpackFile}
            />
          )}
          <FileUpload label={t`Or decompress a file`} onFiles={(files) => setUnpackFile(files[0] ?? null)} />
          {unpackJob && <Progress label={t`Decompressing ${unpackJob.name}…`} value={unpackJob.done} max={unpackJob.total || 1} />}
          {unpackError && <Alert type="error">{unpackError}</Alert>}
          {unpackFile && unpackedFile && (
            <>
              <p>{t`Read as ${describe(unpackedFile.result)}: ${unpackedFile.size} bytes → ${unpackedFile.result.bytes.length} bytes`}</p>
              {unpackedFileText !== null ? (
                <LongOutput label={t`Decompressed text`} copyLabel={t`Copy decompressed text`} value={unpackedFileText} />
              ) : (
                <Alert type="info">{t`The decompressed data is binary, not UTF-8 text: download it.`}</Alert>
              )}
              <Button onClick={() => downloadFile(unpackedFile.result.bytes, unpackedFile.result.gzipHeader?.fileName || outName(unpackedFile.name))}>
                <IconDownload size={16} aria-hidden /> {t`Download decompressed file`}
              </Button>
            </>
          )}
          {!unpackFile && (
            <>
              <DocumentJobStatus result={unpackedResult} label={t`Decompressing…`} />
              {unpackedText && <p>{t`Read as ${describe(unpackedText)}: ${unpackedText.bytes.length} bytes`}</p>}
              {unpackedText && unpackedText.text === null ? (
                <Alert type="info">{t`The decompressed data is binary, not UTF-8 text (${unpackedText.textError ?? ''}): download it.`}</Alert>
              ) : (
                <LongOutput label={t`Decompressed text`} copyLabel={t`Copy decompressed text`} value={unpackedText?.text ?? ''} />
              )}
              {unpackedText && (
                <Button size="small" onClick={() => downloadFile(unpackedText.bytes, unpackedText.gzipHeader?.fileName || 'decompressed')}>
                  <IconDownload size={16} aria-hidden /> {t`Download decompressed file`}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
