import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { outlookParserState } from './state.js';
import { outlookParser } from './outlook-parser.js';

/** Outlook message parser: the UI. */
export default function OutlookParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(outlookParserState);
  const result = useMemo(() => (input ? attempt(() => outlookParser(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
