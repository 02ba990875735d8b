import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { aspectRatioCalculatorState } from './state.js';
import { aspectRatioCalculator } from './aspect-ratio-calculator.js';

/** Aspect ratio calculator: the UI. */
export default function AspectRatioCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(aspectRatioCalculatorState);
  const result = useMemo(() => (input ? attempt(() => aspectRatioCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
