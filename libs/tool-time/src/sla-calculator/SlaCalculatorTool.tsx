import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { slaCalculatorState } from './state.js';
import { slaCalculator } from './sla-calculator.js';

/** SLA calculator: the UI. */
export default function SlaCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(slaCalculatorState);
  const result = useMemo(() => (input ? attempt(() => slaCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
