import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { integersToIpState } from './state.js';
import { integersToIp } from './integers-to-ip.js';

/** Integer to IP address: the UI. */
export default function IntegersToIpTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(integersToIpState);
  const result = useMemo(() => (input ? attempt(() => integersToIp(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
