import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { numeronymGeneratorState } from './state.js';
import { numeronymGenerator } from './numeronym-generator.js';

/** Numeronym generator: the UI. */
export default function NumeronymGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(numeronymGeneratorState);
  const result = useMemo(() => (input ? attempt(() => numeronymGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
