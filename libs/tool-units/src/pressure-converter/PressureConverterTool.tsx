import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { pressureConverterState } from './state.js';
import { pressureConverter } from './pressure-converter.js';

/** Pressure converter: the UI. */
export default function PressureConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(pressureConverterState);
  const result = useMemo(() => (input ? attempt(() => pressureConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
