import { InputNotices } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';

/**
 * The notices of a JSON tool's result — `Read as JSON5: trailing comma at line 3, column 9.` —
 * under the input, titled "Not strict JSON"; nothing when there are none.
 */
export function JsonNotices({ notices }: { notices: readonly string[] | undefined }) {
  const { t } = useLingui();
  return <InputNotices notices={notices} title={t`Not strict JSON`} />;
}
