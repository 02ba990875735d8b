import { Button, formatByteSize, Row, Stack, TextInput } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import type { MessageSource } from './useMessageResult.js';

/** An opened message file, read as bytes (8-bit parts keep their charset). */
export interface OpenedMessageFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * The source to parse: the opened file when there is one, else the pasted text (null when empty).
 *
 * @returns the source, memoised on its inputs.
 */
export function useMessageSource(file: OpenedMessageFile | null, input: string): MessageSource | null {
  return useMemo(() => (file ? { data: file.bytes, fileName: file.name } : input.trim() ? { data: input } : null), [file, input]);
}

/** Props of {@link MessageSourceInput}. */
export interface MessageSourceInputProps {
  label: string;
  hint: ReactNode;
  placeholder: string;
  /** The pasted text (tool state). */
  input: string;
  onInput: (value: string) => void;
  /** The opened file (component state, not tool state). */
  file: OpenedMessageFile | null;
  onFile: (file: OpenedMessageFile | null) => void;
  error: string | null;
}

/** A message source field: paste the text, or drop or open a file (read as bytes), with a line naming the opened file. */
export function MessageSourceInput({ label, hint, placeholder, input, onInput, file, onFile, error }: MessageSourceInputProps) {
  const { t } = useLingui();
  const [readError, setReadError] = useState<string | null>(null);
  const open = (f: File) => {
    setReadError(null);
    f.arrayBuffer().then(
      (buffer) => onFile({ name: f.name, bytes: new Uint8Array(buffer) }),
      () => setReadError(t`The file could not be read.`),
    );
  };
  return (
    <Stack>
      <TextInput
        label={label}
        value={file ? '' : input}
        onChange={(value) => {
          onFile(null);
          onInput(value);
        }}
        onFile={open}
        multiline
        rows={10}
        monospace
        placeholder={placeholder}
        hint={hint}
        error={readError ?? error}
      />
      {file && (
        <Row>
          <p role="status">{t`Opened file: ${file.name} (${formatByteSize(file.bytes.byteLength)})`}</p>
          <Button size="small" onClick={() => onFile(null)}>{t`Close the file`}</Button>
        </Row>
      )}
    </Stack>
  );
}
