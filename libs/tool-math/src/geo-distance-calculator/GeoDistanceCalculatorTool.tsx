import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { geoDistanceCalculatorState } from './state.js';
import { geoDistanceCalculator } from './geo-distance-calculator.js';

/** Geographic distance calculator: the UI. */
export default function GeoDistanceCalculatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(geoDistanceCalculatorState);
  const result = useMemo(() => (input ? attempt(() => geoDistanceCalculator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
