import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { xmlFormatterState } from './state.js';
import { xmlFormatter } from './xml-formatter.js';

/** XML formatter: the UI. */
export default function XmlFormatterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(xmlFormatterState);
  const result = useMemo(() => (input ? attempt(() => xmlFormatter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
