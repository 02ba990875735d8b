import { useLingui } from '@lingui/react/macro';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import styles from './components.module.css';

/** Props of {@link FileUpload}. */
export interface FileUploadProps {
  label: string;
  /** Called with the chosen, dropped or pasted files (never empty). */
  onFiles: (files: File[]) => void;
  /** The `accept` filter of the file picker, e.g. `image/*,.pdf`. */
  accept?: string;
  multiple?: boolean;
  /** Also accept images pasted from the clipboard (Ctrl/Cmd+V) anywhere on the page. */
  allowImagePaste?: boolean;
  /** Shows a 150 px wide preview of the last image chosen. */
  imagePreview?: boolean;
}

/**
 * Whether a file matches an `accept` filter (MIME types, `type/*` wildcards, extensions).
 *
 * @param file - name and MIME type of the file.
 * @param accept - comma-separated filter as in `<input accept>`; empty accepts all.
 * @returns true when the file matches.
 */
export function matchesAccept(file: { name: string; type: string }, accept?: string): boolean {
  if (!accept) return true;
  return accept.split(',').some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (!rule) return false;
    if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
    if (rule.endsWith('/*')) return file.type.toLowerCase().startsWith(rule.slice(0, -1));
    return file.type.toLowerCase() === rule;
  });
}

/** A drop zone and file picker; highlighted while a file is dragged over it. */
export function FileUpload({ label, onFiles, accept, multiple, allowImagePaste, imagePreview }: FileUploadProps) {
  const { t } = useLingui();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [names, setNames] = useState<string[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const onFilesRef = useRef(onFiles);
  onFilesRef.current = onFiles;

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const take = (list: FileList | File[] | null) => {
    const files = Array.from(list ?? []);
    const ok = files.filter((f) => matchesAccept(f, accept)).slice(0, multiple ? undefined : 1);
    setRejected(files.length > 0 && ok.length === 0 ? t`This file type is not accepted here.` : null);
    if (ok.length === 0) return;
    setNames(ok.map((f) => f.name));
    const image = ok.find((f) => f.type.startsWith('image/'));
    if (imagePreview && image) setPreview(URL.createObjectURL(image));
    onFilesRef.current(ok);
  };
  const takeRef = useRef(take);
  takeRef.current = take;

  useEffect(() => {
    if (!allowImagePaste) return;
    const onPaste = (e: ClipboardEvent) => {
      const files = Array.from(e.clipboardData?.files ?? []).filter((f) => f.type.startsWith('image/'));
      if (files.length) takeRef.current(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [allowImagePaste]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files);
  };

  return (
    <div className={styles.field}>
      <label
        htmlFor={id}
        className={[styles.dropZone, dragging && styles.dragging].filter(Boolean).join(' ')}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
      >
        <IconUpload size={28} aria-hidden />
        <span className={styles.label}>{label}</span>
        <span>{allowImagePaste ? t`Drop a file here, click to choose one, or paste an image` : t`Drop a file here or click to choose one`}</span>
        <input
          id={id}
          type="file"
          className="ht-visually-hidden"
          accept={accept}
          multiple={multiple}
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {names.length > 0 && (
        <ul className={styles.fileList} aria-label={t`Chosen files`}>
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {rejected && (
        <p className={styles.message} role="alert">
          {rejected}
        </p>
      )}
      {preview && <img src={preview} alt={t`Preview of the chosen file`} className={styles.preview} />}
    </div>
  );
}
