import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { FileUpload } from './FileUpload.js';
import { Stack } from './Layout.js';
import { TextInput } from './TextInput.js';

/** A document opened from a file: kept out of the tool's state (never stored, never in a link). */
export interface OpenedDocument {
  name: string;
  /** Its text. */
  text: string;
  /**
   * The file itself: send this, not `text`, to a worker — a Blob crosses for free, while a 50 MB
   * string is copied on the main thread for seconds (read it there with `textOfSource`).
   */
  file: Blob;
}

/** Characters of an opened file shown in the page (the whole file is used). */
export const DOCUMENT_PREVIEW_CHARS = 64_000;

/** Props of {@link DocumentInput}. */
export interface DocumentInputProps {
  label: string;
  /** The typed text (usually a tool-state input). */
  value: string;
  onChange: (value: string) => void;
  /** The opened file, if any (hold it in `useState`, not in the tool state). */
  document: OpenedDocument | null;
  onDocument: (document: OpenedDocument | null) => void;
  /** File picker filter, e.g. `.json,application/json`. */
  accept?: string;
  error?: string | null;
  hint?: ReactNode;
  placeholder?: string;
  rows?: number;
}

/**
 * A text document typed in a field or opened from a file of any size. A file's text replaces
 * the field (read-only preview of its start, with its name and size) until the visitor goes back
 * to typing; it is not part of the tool's state, so a 50 MB file is never written to
 * localStorage or a link. The tool reads `document?.text ?? value`.
 */
export function DocumentInput({ label, value, onChange, document, onDocument, accept, error, hint, placeholder, rows = 10 }: DocumentInputProps) {
  const { t } = useLingui();
  const [reading, setReading] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const open = (file: File) => {
    setReading(file.name);
    setReadError(null);
    file.text().then(
      (text) => {
        setReading(null);
        onDocument({ name: file.name, text, file });
      },
      () => {
        setReading(null);
        setReadError(t`The file could not be read.`);
      },
    );
  };
  const size = document ? (document.text.length / 1_000_000).toFixed(1) : '';
  return (
    <Stack>
      {document ? (
        <>
          <TextInput
            label={label}
            value={document.text.length > DOCUMENT_PREVIEW_CHARS ? `${document.text.slice(0, DOCUMENT_PREVIEW_CHARS)}\n…` : document.text}
            readOnly
            multiline
            monospace
            rows={rows}
            error={error}
            hint={t`From the file ${document.name} (${size} MB of text).`}
          />
          <div>
            <Button size="small" onClick={() => onDocument(null)}>{t`Type text instead`}</Button>
          </div>
        </>
      ) : (
        <TextInput
          label={label}
          value={value}
          onChange={onChange}
          multiline
          monospace
          rows={rows}
          error={error}
          hint={hint}
          placeholder={placeholder}
          spellCheck={false}
          openFile={false}
          onFile={open}
        />
      )}
      <FileUpload label={t`Or open a file`} accept={accept} onFiles={(files) => files[0] && open(files[0])} />
      {reading && <p role="status">{t`Reading ${reading}…`}</p>}
      {readError && <Alert type="error">{readError}</Alert>}
    </Stack>
  );
}
