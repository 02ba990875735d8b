import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { powerConverterState } from './state.js';
import { powerConverter } from './power-converter.js';

/** Power converter: the UI. */
export default function PowerConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(powerConverterState);
  const result = useMemo(() => (input ? attempt(() => powerConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
