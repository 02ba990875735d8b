import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ipRangeToCidrState } from './state.js';
import { ipRangeToCidr } from './ip-range-to-cidr.js';

/** IP range to CIDR: the UI. */
export default function IpRangeToCidrTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipRangeToCidrState);
  const result = useMemo(() => (input ? attempt(() => ipRangeToCidr(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
