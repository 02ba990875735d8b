import { Alert } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';

/**
 * The notices of a JSON tool's result — `Read as JSON5: trailing comma at line 3, column 9.` —
 * as an information box (a notice, not an error); nothing when there are none.
 */
export function JsonNotices({ notices }: { notices: readonly string[] | undefined }) {
  const { t } = useLingui();
  if (!notices || notices.length === 0) return null;
  return (
    <Alert type="info" title={t`Not strict JSON`}>
      {notices.map((n) => (
        <p key={n} data-testid="json-notice">
          {n}
        </p>
      ))}
    </Alert>
  );
}
