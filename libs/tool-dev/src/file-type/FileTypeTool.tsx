import {
  attempt,
  Card,
  FileUpload,
  formatByteSize,
  Stack,
  Table,
  TextInput,
  useAsyncResult,
  useToolState,
  ValueTable,
  type ValueRow,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { detectFileType, parseHexBytes, SAMPLE_BYTES, toHex, type Detection } from './file-type.js';
import { fileTypeState } from './state.js';
import styles from './FileTypeTool.module.css';

const SHOWN_BYTES = 16;

/** The first bytes in hex, the matched signature marked. */
function MagicBytes({ bytes, detection }: { bytes: Uint8Array; detection: Detection }) {
  const sig = detection.signature;
  const end = sig ? Math.max(SHOWN_BYTES, Math.min(sig.offset + sig.bytes.length, 64)) : SHOWN_BYTES;
  const shown = bytes.subarray(0, end);
  if (!sig) return <code className={styles.hex}>{toHex(shown)}</code>;
  const before = toHex(shown.subarray(0, sig.offset));
  const marked = toHex(shown.subarray(sig.offset, sig.offset + sig.bytes.length));
  const after = toHex(shown.subarray(sig.offset + sig.bytes.length));
  return (
    <code className={styles.hex}>
      {before && `${before} `}
      <mark title={sig.source}>{marked}</mark>
      {after && ` ${after}`}
    </code>
  );
}

interface FileRow {
  id: number;
  name: string;
  size: number;
  bytes: Uint8Array;
  detection: Detection | null;
  error: string | null;
}

/** File type detector: files (read locally, first 4,100 bytes only) or hex bytes → type, MIME, extension, signature. */
export default function FileTypeTool() {
  const { t } = useLingui();
  const [{ hex }, update] = useToolState(fileTypeState);
  const [files, setFiles] = useState<FileRow[]>([]);

  const describe = (d: Detection): string => {
    if (d.mime) return d.description ?? d.mime;
    if (!d.text || d.text.kind === 'binary') return t`No signature: unknown binary data`;
    const endings = d.text.lineEndings && d.text.lineEndings !== 'none' ? t`, ${d.text.lineEndings} line endings` : '';
    return t`No signature: probably text (${d.text.charset}${endings})`;
  };

  const onFiles = async (list: File[]) => {
    const rows = await Promise.all(
      list.slice(0, 200).map(async (file, i): Promise<FileRow> => {
        const bytes = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
        try {
          return {
            id: Date.now() + i,
            name: file.name,
            size: file.size,
            bytes,
            detection: await detectFileType(bytes, file.size > bytes.length),
            error: null,
          };
        } catch (e) {
          return {
            id: Date.now() + i,
            name: file.name,
            size: file.size,
            bytes,
            detection: null,
            error: e instanceof Error ? e.message : String(e),
          };
        }
      }),
    );
    setFiles(rows);
  };

  const parsed = useMemo(() => (hex.trim() === '' ? null : attempt(() => parseHexBytes(hex))), [hex]);
  const request = useMemo(() => (parsed?.value && parsed.value.length > 0 ? parsed.value : null), [parsed]);
  const hexResult = useAsyncResult(request, (bytes) => detectFileType(bytes, false));
  const d = hexResult.status === 'done' ? hexResult.value : null;
  const rows: ValueRow[] = [
    { key: 'type', label: t`Type`, value: d ? describe(d) : null },
    { key: 'mime', label: t`MIME type`, value: d?.mime ?? null },
    { key: 'ext', label: t`Extension`, value: d?.ext ? `.${d.ext}` : null },
    {
      key: 'sig',
      label: t`Signature`,
      value: d?.signature ? `${toHex(Uint8Array.from(d.signature.bytes))} @ ${d.signature.offset}` : null,
      hint: d?.signature?.source,
    },
  ];

  return (
    <Stack>
      <Card title={t`Files`}>
        <Stack>
          <FileUpload label={t`Drop files here or click to choose`} multiple onFiles={(f) => void onFiles(f)} />
          <p>{t`Only the first 4,100 bytes of each file are read, in your browser; nothing is uploaded.`}</p>
          {files.length > 0 && (
            <Table<FileRow>
              caption={t`Detected types`}
              columns={[
                { key: 'name', header: t`File` },
                { key: 'size', header: t`Size`, render: (r) => formatByteSize(r.size) },
                { key: 'type', header: t`Type`, render: (r) => (r.detection ? describe(r.detection) : r.error) },
                { key: 'mime', header: t`MIME type`, render: (r) => r.detection?.mime ?? '—' },
                { key: 'ext', header: t`Extension`, render: (r) => (r.detection?.ext ? `.${r.detection.ext}` : '—') },
                {
                  key: 'magic',
                  header: t`First bytes`,
                  render: (r) => (r.detection ? <MagicBytes bytes={r.bytes} detection={r.detection} /> : null),
                },
              ]}
              rows={files}
              getRowKey={(r) => r.id}
              rowHeader="name"
              dense
            />
          )}
        </Stack>
      </Card>
      <Card title={t`Bytes in hexadecimal`}>
        <Stack>
          <TextInput
            label={t`First bytes (hex)`}
            value={hex}
            onChange={(hex) => update({ hex })}
            multiline
            rows={3}
            monospace
            spellCheck={false}
            placeholder="89 50 4e 47 0d 0a 1a 0a"
            hint={t`Spaced hex, 0x89 lists, or xxd / hexdump -C output.`}
            error={parsed?.error ?? (hexResult.status === 'error' ? hexResult.message : undefined)}
          />
          <ValueTable caption={t`Detected type`} rows={rows} />
          <div className={styles.result} aria-label={t`Marked signature`} role="group">
            {d && request && <MagicBytes bytes={request} detection={d} />}
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
