import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { phoneParserAndFormatterState } from './state.js';
import { phoneParserAndFormatter } from './phone-parser-and-formatter.js';

/** Phone number parser and formatter: the UI. */
export default function PhoneParserAndFormatterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(phoneParserAndFormatterState);
  const result = useMemo(() => (input ? attempt(() => phoneParserAndFormatter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
