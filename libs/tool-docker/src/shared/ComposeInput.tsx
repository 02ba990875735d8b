import { TextInput } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';

/** Props of {@link ComposeInput}. */
export interface ComposeInputProps {
  /** The Compose file's text. */
  value: string;
  /** Called with the new text as the visitor types, pastes or drops a file. */
  onChange: (value: string) => void;
  /** The message shown next to the field (a YAML error with its line and column), if any. */
  error?: string;
  /** A line under the field (e.g. the format the file was read as). */
  hint?: string;
  /** Visible rows (default 10). */
  rows?: number;
}

/**
 * The Compose file field of the Docker tools: labelled "Compose file", monospace, no spell check,
 * downloads and takes dropped files as `compose.yaml` (the name the Compose Specification prefers).
 */
export function ComposeInput({ value, onChange, error, hint, rows = 10 }: ComposeInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Compose file`}
      value={value}
      onChange={onChange}
      multiline
      rows={rows}
      monospace
      spellCheck={false}
      fileName="compose.yaml"
      error={error}
      hint={hint}
    />
  );
}
