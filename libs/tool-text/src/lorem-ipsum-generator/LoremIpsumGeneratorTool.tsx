import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { loremIpsumGeneratorState } from './state.js';
import { loremIpsumGenerator } from './lorem-ipsum-generator.js';

/** Lorem ipsum generator: the UI. */
export default function LoremIpsumGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(loremIpsumGeneratorState);
  const result = useMemo(() => (input ? attempt(() => loremIpsumGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
