import { Alert, attempt, Button, ButtonsSelect, Card, Checkbox, downloadFile, FileUpload, Progress, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { isReadableHexAffix } from '../hex-converter/hex-converter.js';
import {
  AFFIX_MAX_LENGTH,
  dumpFileName,
  HEX_PREFIX_PRESETS,
  HEX_SEPARATOR_PRESETS,
  hexDump,
  hexDumpBlob,
  parseHexDump,
  PREVIEW_BYTES,
  type DumpFormat,
} from './hex-file-converter.js';
import { hexFileConverterState } from './state.js';

const ROW_CHOICES = [4, 8, 16, 24, 32, 48, 64];

/** Props of {@link AffixField}. */
interface AffixFieldProps {
  /** Label of the preset list. */
  label: string;
  /** Label of the text field for a custom value. */
  customLabel: string;
  /** The presets and how each is shown. */
  presets: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** A byte prefix or separator: one of the presets, or a custom text typed in a field. */
function AffixField({ label, customLabel, presets, value, onChange }: AffixFieldProps) {
  const { t } = useLingui();
  const [custom, setCustom] = useState(false);
  const presetIndex = presets.findIndex((p) => p.value === value);
  const showCustom = custom || presetIndex < 0;
  const error = isReadableHexAffix(value) && isReadableHexAffix(value.trimEnd()) ? undefined : t`It ends with a hex digit (0–9, A–F), so it could not be told apart from the bytes: end it with another character.`;
  return (
    <>
      <Select
        label={label}
        size="small"
        value={showCustom ? 'custom' : String(presetIndex)}
        onChange={(key) => {
          setCustom(key === 'custom');
          if (key !== 'custom') onChange(presets[Number(key)]?.value ?? '');
        }}
        options={[...presets.map((p, i) => ({ value: String(i), label: p.label })), { value: 'custom', label: t`Custom…` }]}
      />
      {showCustom && (
        <TextInput
          label={customLabel}
          value={value}
          onChange={(v) => onChange(v.slice(0, AFFIX_MAX_LENGTH))}
          monospace
          spellCheck={false}
          error={error}
        />
      )}
    </>
  );
}

/** HEX file converter: file → hex dump (xxd, hexdump -C, plain), and hex / a dump → downloadable file. */
export default function HexFileConverterTool() {
  const { t } = useLingui();
  const [{ format, bytesPerRow, uppercase, prefix, separator, hex }, update] = useToolState(hexFileConverterState);

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

  const options = { format, bytesPerRow, uppercase, prefix, separator };
  const complete = !!file && file.size <= PREVIEW_BYTES;
  const preview = useMemo(
    () => (head ? attempt(() => hexDump(head, { format, bytesPerRow, uppercase, prefix, separator, final: complete })) : null),
    [head, format, bytesPerRow, uppercase, prefix, separator, complete],
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
  const parsed = useMemo(() => (deferredHex.trim() ? attempt(() => parseHexDump(deferredHex, { prefix, separator })) : null), [deferredHex, prefix, separator]);
  const [fileName, setFileName] = useState('file.bin');
  const formatNames: Record<string, string> = { xxd: 'xxd', hexdump: 'hexdump -C', plain: t`plain hex` };
  const separatorNames: Record<string, string> = { '': t`None`, ' ': t`Space`, ', ': t`Comma and space (", ")`, ',': t`Comma (",")`, ':': t`Colon (":")`, '-': t`Hyphen ("-")` };

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
          {format === 'plain' && (
            <Row>
              <AffixField
                label={t`Byte prefix`}
                customLabel={t`Custom prefix`}
                value={prefix}
                onChange={(prefix) => update({ prefix })}
                presets={HEX_PREFIX_PRESETS.map((value) => ({ value, label: value === '' ? t`None` : value }))}
              />
              <AffixField
                label={t`Byte separator`}
                customLabel={t`Custom separator`}
                value={separator}
                onChange={(separator) => update({ separator })}
                presets={HEX_SEPARATOR_PRESETS.map((value) => ({ value, label: separatorNames[value] ?? `"${value}"` }))}
              />
            </Row>
          )}
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
            hint={t`Plain hex (spaces, commas, line breaks and 0x, \\x, &H or $ prefixes allowed, and the prefix and separator chosen above), or xxd / hexdump -C output: the offset and text columns are ignored.`}
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
