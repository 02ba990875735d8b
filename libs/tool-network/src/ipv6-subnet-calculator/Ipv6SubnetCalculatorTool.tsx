import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ipv6SubnetCalculatorState } from './state.js';
import { ipv6SubnetCalculator } from './ipv6-subnet-calculator.js';

/** IPv6 subnet calculator: the UI. */
export default function Ipv6SubnetCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipv6SubnetCalculatorState);
  const result = useMemo(() => (input ? attempt(() => ipv6SubnetCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
