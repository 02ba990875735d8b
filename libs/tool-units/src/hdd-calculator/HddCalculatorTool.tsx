import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { hddCalculatorState } from './state.js';
import { hddCalculator } from './hdd-calculator.js';

/** Disk capacity calculator: the UI. */
export default function HddCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(hddCalculatorState);
  const result = useMemo(() => (input ? attempt(() => hddCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
