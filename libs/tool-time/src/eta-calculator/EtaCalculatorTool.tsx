import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { etaCalculatorState } from './state.js';
import { etaCalculator } from './eta-calculator.js';

/** ETA calculator: the UI. */
export default function EtaCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(etaCalculatorState);
  const result = useMemo(() => (input ? attempt(() => etaCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
