import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { icalMergerState } from './state.js';
import { icalMerger } from './ical-merger.js';

/** iCalendar merger: the UI. */
export default function IcalMergerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(icalMergerState);
  const result = useMemo(() => (input ? attempt(() => icalMerger(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
