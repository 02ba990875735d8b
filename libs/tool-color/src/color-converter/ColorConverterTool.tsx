import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { colorConverterState } from './state.js';
import { colorConverter } from './color-converter.js';

/** Color converter: the UI. */
export default function ColorConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(colorConverterState);
  const result = useMemo(() => (input ? attempt(() => colorConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
