import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { daysCalculatorState } from './state.js';
import { daysCalculator } from './days-calculator.js';

/** Days calculator: the UI. */
export default function DaysCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(daysCalculatorState);
  const result = useMemo(() => (input ? attempt(() => daysCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
