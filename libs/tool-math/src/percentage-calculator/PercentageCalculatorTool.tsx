import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { percentageCalculatorState } from './state.js';
import { percentageCalculator } from './percentage-calculator.js';

/** Percentage calculator: the UI. */
export default function PercentageCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(percentageCalculatorState);
  const result = useMemo(() => (input ? attempt(() => percentageCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
