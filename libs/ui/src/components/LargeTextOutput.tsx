import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isPackedText, type PackedText } from '../tool/packed-text.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { downloadFile } from './download.js';
import { Stack } from './Layout.js';
import { TextInput } from './TextInput.js';

/**
 * Above this many characters a document counts as large (~1 MB): tools compute it in a worker,
 * and show their output truncated with a download.
 */
export const LARGE_OUTPUT_CHARS = 1_000_000;

/**
 * Characters of an output a page shows at most: a textarea holding a megabyte takes seconds to
 * lay out, so longer outputs show their beginning (the download has all of it).
 */
export const SHOWN_OUTPUT_CHARS = 100_000;

/** Props of {@link LargeTextOutput}. */
export interface LargeTextOutputProps {
  label: ReactNode;
  /** The text, or a text packed by a worker (`packText`), shown from its preview and downloaded from its bytes. */
  value: string | PackedText;
  /** Suggested file name of the download, e.g. `data.yaml`. */
  fileName: string;
  /** MIME type of the download (default `text/plain`). */
  mimeType?: string;
  /** Characters shown in the page at most (default {@link SHOWN_OUTPUT_CHARS}). */
  maxShown?: number;
  rows?: number;
  copyLabel?: string;
  hint?: ReactNode;
  'data-testid'?: string;
}

/**
 * A read-only, copyable text output that stays fast on huge results: above `maxShown`
 * characters the page shows only the beginning, says so, and offers the whole text as a
 * download (a textarea holding 50 MB would freeze the page). A download button is always there.
 */
export function LargeTextOutput({ label, value, fileName, mimeType = 'text/plain', maxShown = SHOWN_OUTPUT_CHARS, rows = 12, copyLabel, hint, ...rest }: LargeTextOutputProps) {
  const { t } = useLingui();
  const packed = isPackedText(value);
  const length = value.length;
  const truncated = length > maxShown;
  const shown = packed ? value.preview.slice(0, maxShown) : truncated ? value.slice(0, maxShown) : value;
  const shownKb = Math.round(maxShown / 1000).toLocaleString();
  const totalMb = (length / 1_000_000).toFixed(1);
  return (
    <Stack>
      {truncated && (
        <Alert type="info" title={t`Large output`}>
          {t`Only the first ${shownKb} KB of ${totalMb} MB are shown here; download the file for all of it.`}
        </Alert>
      )}
      <TextInput
        label={label}
        value={shown}
        readOnly
        multiline
        monospace
        rows={rows}
        copyable={!truncated && !packed}
        copyLabel={copyLabel}
        hint={hint}
        data-testid={rest['data-testid']}
      />
      <div>
        <Button size="small" disabled={length === 0} onClick={() => downloadFile(packed ? (value.bytes as Uint8Array<ArrayBuffer>) : value, fileName, mimeType)}>
          <IconDownload size={16} aria-hidden /> {t`Download ${fileName}`}
        </Button>
      </div>
    </Stack>
  );
}
