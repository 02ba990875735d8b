import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ogMetaGeneratorState } from './state.js';
import { ogMetaGenerator } from './og-meta-generator.js';

/** Open Graph meta generator: the UI. */
export default function OgMetaGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ogMetaGeneratorState);
  const result = useMemo(() => (input ? attempt(() => ogMetaGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
