import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { energyComputerState } from './state.js';
import { energyComputer } from './energy-computer.js';

/** Energy cost calculator: the UI. */
export default function EnergyComputerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(energyComputerState);
  const result = useMemo(() => (input ? attempt(() => energyComputer(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
