import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { htmlCleanerState } from './state.js';
import { htmlCleaner } from './html-cleaner.js';

/** HTML cleaner: the UI. */
export default function HtmlCleanerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(htmlCleanerState);
  const result = useMemo(() => (input ? attempt(() => htmlCleaner(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
