import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { chmodCalculatorState } from './state.js';
import { chmodCalculator } from './chmod-calculator.js';

/** chmod calculator: the UI. */
export default function ChmodCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(chmodCalculatorState);
  const result = useMemo(() => (input ? attempt(() => chmodCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
