import { useLingui } from '@lingui/react/macro';
import { Alert } from './Alert.js';

/** Props of {@link InputNotices}. */
export interface InputNoticesProps {
  /** What to say about how the input was read, one paragraph each (e.g. `Read as JSON5: comment at line 1, column 1.`); nothing is shown when empty or missing. */
  notices: readonly string[] | undefined;
  /** The box's title (default "About the input"). */
  title?: string;
}

/**
 * Notes on how a tool read its input — a notice, not an error — in an information box, meant to sit
 * right under the input. Each paragraph has `data-testid="input-notice"`.
 */
export function InputNotices({ notices, title }: InputNoticesProps) {
  const { t } = useLingui();
  if (!notices || notices.length === 0) return null;
  return (
    <Alert type="info" title={title ?? t`About the input`}>
      {notices.map((n) => (
        <p key={n} data-testid="input-notice">
          {n}
        </p>
      ))}
    </Alert>
  );
}
