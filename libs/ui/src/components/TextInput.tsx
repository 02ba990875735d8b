import { useLingui } from '@lingui/react/macro';
import { IconFileUpload } from '@tabler/icons-react';
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { Button } from './Button.js';
import { CopyButton } from './CopyButton.js';
import { describedBy, Field } from './Field.js';
import { isLargeText, LARGE_TEXT_PREVIEW_CHARS, valueAfterPaste } from './large-text.js';

const LargeTextSizeLine = lazy(() => import('./LargeTextSummary.js').then((m) => ({ default: m.LargeTextSizeLine })));
const LargeTextActions = lazy(() => import('./LargeTextSummary.js').then((m) => ({ default: m.LargeTextActions })));
import { firstValidationError, type ValidationRule } from './validation.js';
import styles from './components.module.css';

/** Props of {@link TextInput}. */
export interface TextInputProps {
  label: ReactNode;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Rules checked as the user types; the first failure is shown next to the field. */
  rules?: readonly ValidationRule[];
  /** An error computed by the caller (e.g. a parse error); shown when no rule fails. */
  error?: string | null;
  hint?: ReactNode;
  /**
   * Renders a textarea (a code area when `monospace`). A value over `LARGE_TEXT_CHARS`
   * characters is not put in it: the field shows its size and beginning, with Download (and,
   * when editable, Edit anyway, Replace from file and Clear); a paste that would make the value
   * that long is applied without passing through the textarea.
   */
  multiline?: boolean;
  rows?: number;
  monospace?: boolean;
  readOnly?: boolean;
  /** Shows a copy button beside the field. */
  copyable?: boolean;
  /** Accessible name of that copy button (default "Copy to clipboard"). */
  copyLabel?: string;
  type?: 'text' | 'password' | 'number' | 'search' | 'url' | 'email' | 'date' | 'time' | 'datetime-local';
  id?: string;
  /** Hides the label visually (still read by assistive tech). */
  hideLabel?: boolean;
  autoComplete?: string;
  /** Virtual keyboard hint, e.g. `decimal` for numbers typed as text. */
  inputMode?: 'text' | 'decimal' | 'numeric' | 'search' | 'url' | 'email' | 'tel';
  spellCheck?: boolean;
  className?: string;
  'data-testid'?: string;
  /**
   * A multiline, editable field takes a file dropped on it, and shows an "Open file" button,
   * reading the file as UTF-8 text into the value (default true). False hides the button where
   * the tool offers its own file picker (a dropped file still goes to `onFile` when given).
   */
  openFile?: boolean;
  /** Receives a file dropped or chosen in the field instead of reading it into the value. */
  onFile?: (file: File) => void;
  /** Name of the file a long value is downloaded as (default `text.txt`). */
  fileName?: string;
}

/**
 * A labelled text input or textarea with validation messages next to the field. Multiline
 * fields stay fast with values of megabytes (see `multiline`) and take files (see `openFile`).
 */
export function TextInput(props: TextInputProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const message = firstValidationError(props.value, props.rules) ?? props.error ?? null;
  const label = props.hideLabel ? <span className="ht-visually-hidden">{props.label}</span> : props.label;
  if (props.multiline) return <MultilineField {...props} id={id} message={message} label={label} />;
  const control = (
    <input
      id={id}
      value={props.value}
      placeholder={props.placeholder}
      readOnly={props.readOnly}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(id, message, props.hint)}
      className={[styles.control, props.monospace && styles.mono].filter(Boolean).join(' ')}
      spellCheck={props.spellCheck ?? (props.monospace ? false : undefined)}
      autoComplete={props.autoComplete ?? 'off'}
      inputMode={props.inputMode}
      data-testid={props['data-testid']}
      type={props.type ?? 'text'}
      onChange={(e) => props.onChange?.(e.target.value)}
    />
  );
  return (
    <Field id={id} label={label} message={message} hint={props.hint} className={props.className}>
      {props.copyable ? (
        <div className={styles.inputRow}>
          {control}
          <CopyButton value={props.value} label={props.copyLabel} />
        </div>
      ) : (
        control
      )}
    </Field>
  );
}

/** Whether a drag carries files (not text being moved). */
function dragsFiles(e: DragEvent): boolean {
  return Array.from(e.dataTransfer?.types ?? []).includes('Files');
}

/**
 * The textarea of {@link TextInput}. The same `<textarea>` element stays in place in every mode
 * (so focus stays on it): it holds the value, or, for a long value, its first characters,
 * read-only, described by the summary above it.
 */
function MultilineField(props: TextInputProps & { id: string; message: string | null }) {
  const { t, i18n } = useLingui();
  const { id, message, value, onChange } = props;
  const editable = !props.readOnly && onChange !== undefined;
  const large = isLargeText(value);
  const [editing, setEditing] = useState(false);
  if (editing && !large) setEditing(false);
  const summary = large && !editing;
  const [dragging, setDragging] = useState(false);
  const [file, setFile] = useState<{ reading: string } | { error: string } | null>(null);
  const control = useRef<HTMLTextAreaElement>(null);
  // Focus the textarea after the next render (after Clear, Edit anyway…).
  const focusControl = useRef(false);
  useLayoutEffect(() => {
    if (!focusControl.current) return;
    focusControl.current = false;
    control.current?.focus();
  });
  // The summary shows the text from its beginning (a paste leaves the caret at its end).
  useLayoutEffect(() => {
    const el = control.current;
    if (!summary || !el) return;
    el.setSelectionRange(0, 0);
    el.scrollTop = 0;
  }, [summary]);

  const take = (f: File) => {
    if (props.onFile) return props.onFile(f);
    if (!onChange) return;
    setFile({ reading: f.name });
    f.text().then(
      (text) => {
        setFile(null);
        setEditing(false);
        onChange(text);
      },
      () => setFile({ error: t`The file could not be read.` }),
    );
  };
  const acceptsFiles = editable && (props.openFile !== false || props.onFile !== undefined);
  const dropHandlers = acceptsFiles
    ? {
        onDragOver: (e: DragEvent) => {
          if (!dragsFiles(e)) return;
          e.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop: (e: DragEvent) => {
          setDragging(false);
          const dropped = e.dataTransfer.files[0];
          if (!dropped) return;
          e.preventDefault();
          take(dropped);
        },
      }
    : {};
  // A paste that makes the value long never goes through the textarea (laying out megabytes
  // freezes the page for seconds): the new value is computed here and the summary shown.
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    if (!editable || summary) return;
    const pasted = e.clipboardData.getData('text/plain');
    const el = e.currentTarget;
    const next = valueAfterPaste(value, el.selectionStart, el.selectionEnd, pasted);
    if (!isLargeText(next)) return;
    e.preventDefault();
    setEditing(false);
    onChange(next);
  };

  const sizeId = `${id}-size`;
  const describedIds = [large && sizeId, describedBy(id, message, props.hint)].filter(Boolean).join(' ') || undefined;
  const preview = summary ? value.slice(0, LARGE_TEXT_PREVIEW_CHARS) : value;
  const textarea = (
    <textarea
      key="control"
      ref={control}
      id={id}
      value={preview}
      placeholder={props.placeholder}
      readOnly={props.readOnly || summary}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedIds}
      className={[styles.control, props.monospace && styles.mono, acceptsFiles && styles.dropTarget].filter(Boolean).join(' ')}
      spellCheck={props.spellCheck ?? (props.monospace ? false : undefined)}
      autoComplete={props.autoComplete ?? 'off'}
      data-testid={props['data-testid']}
      data-dragging={dragging || undefined}
      rows={props.rows ?? 6}
      onChange={(e) => onChange?.(e.target.value)}
      onPaste={onPaste}
      {...dropHandlers}
    />
  );
  // A file input made on demand: none sits in the page (where a tool's own file input is the only one).
  const openPicker = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.addEventListener('change', () => {
      const chosen = input.files?.[0];
      if (chosen) take(chosen);
    });
    input.click();
  };
  const focusAfter = (action: () => void) => () => {
    focusControl.current = true;
    action();
  };

  let sizeLine: ReactNode = null;
  let actions: ReactNode = null;
  if (large) {
    // The summary's words and buttons load with the first long value (most pages never need them).
    const common = { value, editable, sizeId, locale: i18n.locale };
    sizeLine = (
      <Suspense fallback={<p id={sizeId} className={styles.largeSummary} />}>
        <LargeTextSizeLine {...common} summary={summary} />
      </Suspense>
    );
    actions = (
      <Suspense fallback={null}>
        <LargeTextActions
          {...common}
          summary={summary}
          acceptsFiles={acceptsFiles}
          fileName={props.fileName}
          onEdit={focusAfter(() => setEditing(true))}
          onReplace={openPicker}
          onClear={focusAfter(() => onChange?.(''))}
          onShowSummary={focusAfter(() => setEditing(false))}
        />
      </Suspense>
    );
  } else if (editable && props.openFile !== false) {
    actions = (
      <Button size="small" variant="subtle" onClick={openPicker}>
        <IconFileUpload size={16} aria-hidden /> {t`Open file`}
      </Button>
    );
  }

  return (
    <Field id={id} label={props.label} message={message} hint={props.hint} className={props.className}>
      {sizeLine}
      {props.copyable ? (
        <div className={styles.inputRow}>
          {textarea}
          <CopyButton value={value} label={props.copyLabel} />
        </div>
      ) : (
        textarea
      )}
      {(actions || file) && (
        <div className={styles.fieldActions}>
          {actions}
          {file && 'reading' in file && <span role="status">{t`Reading ${file.reading}…`}</span>}
          {file && 'error' in file && (
            <span className={styles.message} role="alert">
              {file.error}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
