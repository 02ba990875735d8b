import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { heicConverterState } from './state.js';
import { heicConverter } from './heic-converter.js';

/** HEIC converter: the UI. */
export default function HeicConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(heicConverterState);
  const result = useMemo(() => (input ? attempt(() => heicConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
