import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ttlCalculatorState } from './state.js';
import { ttlCalculator } from './ttl-calculator.js';

/** TTL calculator: the UI. */
export default function TtlCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ttlCalculatorState);
  const result = useMemo(() => (input ? attempt(() => ttlCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
