import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ipIncludeExcludeState } from './state.js';
import { ipIncludeExclude } from './ip-include-exclude.js';

/** IP subnet exclude calculator: the UI. */
export default function IpIncludeExcludeTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipIncludeExcludeState);
  const result = useMemo(() => (input ? attempt(() => ipIncludeExclude(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
