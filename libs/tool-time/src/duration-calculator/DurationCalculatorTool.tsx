import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { durationCalculatorState } from './state.js';
import { durationCalculator } from './duration-calculator.js';

/** Duration calculator: the UI. */
export default function DurationCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(durationCalculatorState);
  const result = useMemo(() => (input ? attempt(() => durationCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
