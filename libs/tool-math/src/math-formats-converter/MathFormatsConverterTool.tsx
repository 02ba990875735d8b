import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { mathFormatsConverterState } from './state.js';
import { mathFormatsConverter } from './math-formats-converter.js';

/** Math formats converter: the UI. */
export default function MathFormatsConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(mathFormatsConverterState);
  const result = useMemo(() => (input ? attempt(() => mathFormatsConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
