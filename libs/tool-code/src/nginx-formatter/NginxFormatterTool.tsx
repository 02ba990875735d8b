import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { nginxFormatterState } from './state.js';
import { nginxFormatter } from './nginx-formatter.js';

/** nginx config formatter: the UI. */
export default function NginxFormatterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(nginxFormatterState);
  const result = useMemo(() => (input ? attempt(() => nginxFormatter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
