import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { icalParserState } from './state.js';
import { icalParser } from './ical-parser.js';

/** iCalendar parser: the UI. */
export default function IcalParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(icalParserState);
  const result = useMemo(() => (input ? attempt(() => icalParser(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
