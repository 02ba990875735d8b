import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { icalGeneratorState } from './state.js';
import { icalGenerator } from './ical-generator.js';

/** iCalendar generator: the UI. */
export default function IcalGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(icalGeneratorState);
  const result = useMemo(() => (input ? attempt(() => icalGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
