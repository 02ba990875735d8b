import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { weekNumberConverterState } from './state.js';
import { weekNumberConverter } from './week-number-converter.js';

/** ISO week number converter: the UI. */
export default function WeekNumberConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(weekNumberConverterState);
  const result = useMemo(() => (input ? attempt(() => weekNumberConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
