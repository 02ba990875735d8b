import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dateDurationCalculatorState } from './state.js';
import { dateDurationCalculator } from './date-duration-calculator.js';

/** Date and duration calculator: the UI. */
export default function DateDurationCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dateDurationCalculatorState);
  const result = useMemo(() => (input ? attempt(() => dateDurationCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
