import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { option43GeneratorState } from './state.js';
import { option43Generator } from './option43-generator.js';

/** DHCP option 43 generator: the UI. */
export default function Option43GeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(option43GeneratorState);
  const result = useMemo(() => (input ? attempt(() => option43Generator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
