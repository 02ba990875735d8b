import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ipCidrToRangeState } from './state.js';
import { ipCidrToRange } from './ip-cidr-to-range.js';

/** CIDR to IP range: the UI. */
export default function IpCidrToRangeTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipCidrToRangeState);
  const result = useMemo(() => (input ? attempt(() => ipCidrToRange(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
