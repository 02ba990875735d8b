import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dateConverterState } from './state.js';
import { dateConverter } from './date-converter.js';

/** Date-time converter: the UI. */
export default function DateConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dateConverterState);
  const result = useMemo(() => (input ? attempt(() => dateConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
