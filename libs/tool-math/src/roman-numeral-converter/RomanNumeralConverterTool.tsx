import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { romanNumeralConverterState } from './state.js';
import { romanNumeralConverter } from './roman-numeral-converter.js';

/** Roman numeral converter: the UI. */
export default function RomanNumeralConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(romanNumeralConverterState);
  const result = useMemo(() => (input ? attempt(() => romanNumeralConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
