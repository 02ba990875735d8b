import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { raidCalculatorState } from './state.js';
import { raidCalculator } from './raid-calculator.js';

/** RAID calculator: the UI. */
export default function RaidCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(raidCalculatorState);
  const result = useMemo(() => (input ? attempt(() => raidCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
