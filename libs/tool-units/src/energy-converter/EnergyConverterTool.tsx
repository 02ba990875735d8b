import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { energyConverterState } from './state.js';
import { energyConverter } from './energy-converter.js';

/** Energy converter: the UI. */
export default function EnergyConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(energyConverterState);
  const result = useMemo(() => (input ? attempt(() => energyConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
