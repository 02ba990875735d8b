import { useLingui } from '@lingui/react/macro';
import { IconDownload, IconEraser, IconFileUpload, IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Button } from './Button.js';
import { downloadFile } from './download.js';
import { LARGE_TEXT_PREVIEW_CHARS } from './large-text.js';
import { formatByteSize, utf8ByteLength } from './text-size.js';
import styles from './components.module.css';

/** What both parts of a long value's summary know (see `TextInput`'s `multiline`). */
interface LargeTextProps {
  /** The long value. */
  value: string;
  /** Whether the field can be edited. */
  editable: boolean;
  /** True while the summary is shown, false while the user edits the long value anyway. */
  summary: boolean;
  /** Id of the size line (the textarea is described by it). */
  sizeId: string;
  /** Locale for the numbers. */
  locale: string;
}

/**
 * The line above a long value's textarea: its size in UTF-8 bytes and characters, and why only its
 * beginning is shown (or, while it is edited anyway, that editing it can be slow).
 */
export function LargeTextSizeLine({ value, editable, summary, sizeId, locale }: LargeTextProps) {
  const { t } = useLingui();
  const size = useMemo(() => ({ bytes: formatByteSize(utf8ByteLength(value), locale), chars: value.length.toLocaleString(locale) }), [value, locale]);
  const shown = LARGE_TEXT_PREVIEW_CHARS.toLocaleString(locale);
  if (!summary) {
    return (
      <p id={sizeId} className={styles.largeSummary}>
        {t`${size.bytes} (${size.chars} characters): editing a text this long can make the page slow.`}
      </p>
    );
  }
  return (
    <p id={sizeId} className={styles.largeSummary} role="status">
      <strong>{t`${size.bytes} loaded (${size.chars} characters).`}</strong>{' '}
      {editable
        ? t`Too long to edit here without slowing the page: the tool uses all of it; the first ${shown} characters are shown.`
        : t`Only the first ${shown} characters are shown; copy or download it for all of it.`}
    </p>
  );
}

/** The buttons under a long value: Edit anyway, Download, Replace from file, Clear (or Show the summary while editing). */
export function LargeTextActions(
  props: LargeTextProps & { acceptsFiles: boolean; fileName?: string; onEdit: () => void; onReplace: () => void; onClear: () => void; onShowSummary: () => void },
) {
  const { t } = useLingui();
  const download = () => downloadFile(props.value, props.fileName ?? 'text.txt', 'text/plain;charset=utf-8');
  if (!props.summary) {
    return (
      <Button size="small" onClick={props.onShowSummary}>
        {t`Show the summary`}
      </Button>
    );
  }
  return (
    <>
      {props.editable && (
        <Button size="small" onClick={props.onEdit}>
          <IconPencil size={16} aria-hidden /> {t`Edit anyway`}
        </Button>
      )}
      <Button size="small" onClick={download}>
        <IconDownload size={16} aria-hidden /> {t`Download`}
      </Button>
      {props.acceptsFiles && (
        <Button size="small" onClick={props.onReplace}>
          <IconFileUpload size={16} aria-hidden /> {t`Replace from file`}
        </Button>
      )}
      {props.editable && (
        <Button size="small" onClick={props.onClear}>
          <IconEraser size={16} aria-hidden /> {t`Clear`}
        </Button>
      )}
    </>
  );
}
