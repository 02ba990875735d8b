import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { randomPortGeneratorState } from './state.js';
import { randomPortGenerator } from './random-port-generator.js';

/** Random port generator: the UI. */
export default function RandomPortGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(randomPortGeneratorState);
  const result = useMemo(() => (input ? attempt(() => randomPortGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
