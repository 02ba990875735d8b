import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { myIpState } from './state.js';
import { myIp } from './my-ip.js';

/** My IP address: the UI. */
export default function MyIpTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(myIpState);
  const result = useMemo(() => (input ? attempt(() => myIp(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
