import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { lengthConverterState } from './state.js';
import { lengthConverter } from './length-converter.js';

/** Length converter: the UI. */
export default function LengthConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(lengthConverterState);
  const result = useMemo(() => (input ? attempt(() => lengthConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
