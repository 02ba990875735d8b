import { Button } from '@handy-tools/ui';
import { formatByteSize } from '@handy-tools/ui/kit';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { captureFileName, formatDuration } from './media-logic.js';
import styles from './media.module.css';
import type { Capture } from './useCaptures.js';

/** What {@link CaptureGallery} takes. */
export interface CaptureGalleryProps {
  /** The captures, in the order shown (see {@link useCaptures}). */
  captures: readonly Capture[];
  /** The list's accessible name, e.g. "Captures". */
  label: string;
  /** `data-testid` of each item (the e2e specs count them). */
  itemTestId: string;
  /** The download name's prefix for a capture (see `captureFileName`), e.g. `video`, `snapshot`, `microphone`. */
  fileNamePrefix: (capture: Capture) => string;
  /** Called with the id of the capture whose Delete button was clicked. */
  onDelete: (id: number) => void;
  /** What stands in place of the list while it is empty (a sentence, shown muted). */
  empty: ReactNode;
}

/**
 * The snapshots and recordings a media tool made, newest first, each with its preview (an image,
 * or a video or audio player named "Recording <file name>"), its file name, an output "Size of
 * <file name>" (duration or pixel size · byte size · MIME type), a Download link and a Delete
 * button. While there are none, `empty` is shown instead.
 */
export function CaptureGallery({ captures, label, itemTestId, fileNamePrefix, onDelete, empty }: CaptureGalleryProps) {
  const { t } = useLingui();
  if (captures.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.gallery} aria-label={label}>
      {captures.map((c) => {
        const name = captureFileName(fileNamePrefix(c), c.createdAt, c.mimeType);
        const detail =
          c.kind === 'snapshot'
            ? `${c.width}×${c.height} · ${formatByteSize(c.blob.size)} · ${c.mimeType}`
            : `${formatDuration(c.durationMs ?? 0, true)} · ${formatByteSize(c.blob.size)} · ${c.mimeType}`;
        return (
          <li key={c.id} className={styles.item} data-testid={itemTestId}>
            {c.kind === 'video' ? (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- the visitor's own recording: there are no captions
              <video src={c.url} controls playsInline aria-label={t`Recording ${name}`} />
            ) : c.kind === 'audio' ? (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- the visitor's own recording: there are no captions
              <audio src={c.url} controls aria-label={t`Recording ${name}`} />
            ) : (
              <img src={c.url} alt={t`Snapshot ${name}`} />
            )}
            <span className={styles.meta}>{name}</span>
            <output className={styles.meta} aria-label={t`Size of ${name}`}>
              {detail}
            </output>
            <div className={styles.controls}>
              <a className={styles.download} href={c.url} download={name}>
                {t`Download`}
              </a>
              <Button size="small" onClick={() => onDelete(c.id)} aria-label={t`Delete ${name}`}>
                {t`Delete`}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
