import { Alert, attempt, Button, ButtonsSelect, Card, Checkbox, downloadFile, FileUpload, Progress, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { dumpFileName, hexDump, hexDumpBlob, parseHexDump, PREVIEW_BYTES, type DumpFormat } from './hex-file-converter.js';
import { hexFileConverterState } from './state.js';

const ROW_CHOICES = [4, 8, 16, 24, 32, 48, 64];

/** HEX file converter: file → hex dump (xxd, hexdump -C, plain), and hex / a dump → downloadable file. */
export default function HexFileConverterTool() {
  const { t } = useLingui();
  const [{ format, bytesPerRow, uppercase, hex }, update] = useToolState(hexFileConverterState);

  // --- File → hex dump (the file is never state) ------------------------------------------
  const [file, setFile] = useState<File | null>(null);
  const [head, setHead] = useState<Uint8Array | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const job = useRef<AbortController | null>(null);
  useEffect(() => () => job.current?.abort(), []);

  const onFiles = async (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    job.current?.abort();
    setProgress(null);
    setFile(chosen);
    setHead(null);
    setFileError(null);
    try {
      // Only the first PREVIEW_BYTES are read for the page; the full dump is built on download.
      setHead(new Uint8Array(await chosen.slice(0, PREVIEW_BYTES).arrayBuffer()));
    } catch (e) {
      setFileError(t`Could not read this file: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const options = { format, bytesPerRow, uppercase };
  const complete = !!file && file.size <= PREVIEW_BYTES;
  const preview = useMemo(
    () => (head ? attempt(() => hexDump(head, { format, bytesPerRow, uppercase, final: complete })) : null),
    [head, format, bytesPerRow, uppercase, complete],
  );

  const downloadDump = async () => {
    if (!file) return;
    const name = dumpFileName(file.name, format);
    if (complete && preview?.value !== undefined) {
      downloadFile(preview.value, name, 'text/plain');
      return;
    }
    job.current?.abort();
    const controller = new AbortController();
    job.current = controller;
    setProgress({ done: 0, total: file.size });
    try {
      const parts = await hexDumpBlob(file, options, { signal: controller.signal, onProgress: (done, total) => setProgress({ done, total }) });
      downloadFile(new Blob(parts, { type: 'text/plain' }), name, 'text/plain');
    } catch (e) {
      if (!controller.signal.aborted) setFileError(t`Could not dump this file: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      if (job.current === controller) {
        job.current = null;
        setProgress(null);
      }
    }
  };

  const cancel = () => {
    job.current?.abort();
    job.current = null;
    setProgress(null);
  };

  // --- Hex → file --------------------------------------------------------------------------
  const deferredHex = useDeferredValue(hex);
  const parsed = useMemo(() => (deferredHex.trim() ? attempt(() => parseHexDump(deferredHex)) : null), [deferredHex]);
  const [fileName, setFileName] = useState('file.bin');
  const formatNames: Record<string, string> = { xxd: 'xxd', hexdump: 'hexdump -C', plain: t`plain hex` };

  const rowChoices = ROW_CHOICES.includes(bytesPerRow) ? ROW_CHOICES : [...ROW_CHOICES, bytesPerRow].sort((a, b) => a - b);
  const shownKiB = (PREVIEW_BYTES / 1024).toLocaleString();

  return (
    <Stack>
      <Card title={t`File to hex`}>
        <Stack>
          <FileUpload label={t`File to dump`} onFiles={(files) => void onFiles(files)} />
          <Row>
            <ButtonsSelect<DumpFormat>
              label={t`Format`}
              size="small"
              value={format}
              onChange={(format) => update({ format })}
              options={[
                { value: 'xxd', label: 'xxd' },
                { value: 'hexdump', label: 'hexdump -C' },
                { value: 'plain', label: t`Plain hex` },
                { value: 'spaced', label: t`Spaced hex` },
              ]}
            />
            <Select
              label={t`Bytes per row`}
              size="small"
              value={String(bytesPerRow)}
              onChange={(value) => update({ bytesPerRow: Number(value) })}
              options={rowChoices.map((n) => String(n))}
            />
            <Checkbox label={t`Upper-case hex`} checked={uppercase} onChange={(uppercase) => update({ uppercase })} />
          </Row>
          {fileError && <Alert type="error">{fileError}</Alert>}
          {file && preview && (
            <>
              <TextInput
                label={t`Hex dump of the file`}
                value={preview.value ?? ''}
                error={preview.error}
                readOnly
                multiline
                rows={12}
                monospace
                copyable
                hint={
                  complete
                    ? t`${file.name}: ${file.size.toLocaleString()} bytes.`
                    : t`${file.name}: ${file.size.toLocaleString()} bytes; the page shows the first ${shownKiB} KiB, download the dump for all of it.`
                }
              />
              <Row>
                <Button variant="primary" onClick={() => void downloadDump()} disabled={!!progress}>
                  <IconDownload size={18} aria-hidden />
                  {complete ? t`Download dump` : t`Download full dump`}
                </Button>
              </Row>
              {progress && (
                <Row>
                  <Progress
                    label={t`Building the dump of ${file.name}…`}
                    value={progress.done}
                    max={progress.total}
                    detail={t`${progress.done.toLocaleString()} of ${progress.total.toLocaleString()} bytes`}
                  />
                  <Button onClick={cancel}>{t`Cancel`}</Button>
                </Row>
              )}
            </>
          )}
        </Stack>
      </Card>

      <Card title={t`Hex to file`}>
        <Stack>
          <TextInput
            label={t`Hex or hex dump`}
            value={hex}
            onChange={(hex) => update({ hex })}
            multiline
            rows={8}
            monospace
            placeholder="00000000: 4865 6c6c 6f0a  Hello."
            hint={t`Plain hex (spaces, line breaks and 0x prefixes allowed), or xxd / hexdump -C output: the offset and text columns are ignored.`}
            error={parsed?.error}
          />
          {parsed?.value && (
            <>
              <p aria-live="polite">
                <output aria-label={t`Decoded size`}>{t`${parsed.value.bytes.length.toLocaleString()} bytes`}</output>{' '}
                ({t`read as ${formatNames[parsed.value.format] ?? parsed.value.format}`})
              </p>
              <Row>
                <TextInput label={t`File name`} value={fileName} onChange={setFileName} />
                <Button
                  variant="primary"
                  disabled={parsed.value.bytes.length === 0}
                  onClick={() => parsed.value && downloadFile(parsed.value.bytes, fileName.trim() || 'file.bin')}
                >
                  <IconDownload size={18} aria-hidden />
                  {t`Download file`}
                </Button>
              </Row>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
